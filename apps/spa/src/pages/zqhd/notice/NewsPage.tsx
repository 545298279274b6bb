// /zqhd/notice (政企资讯): government-enterprise news of the province and its cities, with a
// reading view (?id=), and the bulletin list whose entries open /bulletin/detail. Staff with the
// zqhd:news:* and zqhd:bulletin:* permissions publish, edit and delete from here.
import type { Bulletin, NewsDetail, NewsRow } from '@ent/core/api';
import { NEWS_CATEGORY_KEYS, type NewsCategory } from '@ent/core/contract';
import { NEWS_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import {
  Badge,
  Button,
  Card,
  Dropdown,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Option,
  Spinner,
  Tab,
  TabList,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePageFrame } from '../../../layout/AppMain';
import { useLoadWhileActive } from '../../../layout/useLoadWhileActive';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission } from '../../../widgets/Gate';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { Pager } from '../../../widgets/Pager';
import { SafeHtml } from '../../../widgets/SafeHtml';
import { type EditTarget, NewsEditor } from './NewsEditor';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    gap: '12px',
    alignItems: 'flex-start',
    padding: '12px 4px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  itemMain: { flexGrow: 1, display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 },
  itemTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, textAlign: 'left' },
  meta: { display: 'flex', gap: '12px', flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  summary: { color: tokens.colorNeutralForeground2 },
  itemActions: { display: 'flex', gap: '4px', flexShrink: 0 },
  article: { display: 'flex', flexDirection: 'column', gap: '12px' },
  content: { lineHeight: '1.8', fontSize: tokens.fontSizeBase400, '& img': { maxWidth: '100%' } },
  empty: { padding: '24px 0', color: tokens.colorNeutralForeground3, textAlign: 'center' },
});

type TabValue = 'news' | 'bulletins';

/** The page's own query string: kept while the page waits hidden behind another tab. */
function useOwnSearch(): string {
  const search = useSearch();
  const { active } = usePageFrame();
  const last = useRef(search);
  if (active) last.current = search;
  return last.current;
}

function CityDropdown({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  return (
    <Dropdown
      value={JIANGSU_CITIES.find((city) => city.code === value)?.name ?? NEWS_TEXT.all}
      selectedOptions={[value]}
      onOptionSelect={(_e, data) => onChange(data.optionValue ?? '')}
    >
      <Option value="">{NEWS_TEXT.all}</Option>
      {JIANGSU_CITIES.map((city) => (
        <Option key={city.code} value={city.code}>
          {city.name}
        </Option>
      ))}
    </Dropdown>
  );
}

function NewsArticle({ id, onBack }: { id: number; onBack: () => void }) {
  const { news } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const [item, setItem] = useState<NewsDetail | null | 'failed'>(null);

  useEffect(() => {
    let cancelled = false;
    setItem(null);
    void news
      .get(id)
      .then((response) => !cancelled && setItem(response.data ?? 'failed'))
      .catch(() => !cancelled && setItem('failed'));
    return () => {
      cancelled = true;
    };
  }, [news, id]);

  return (
    <article className={styles.article} aria-label={item && item !== 'failed' ? item.title : NEWS_TEXT.title}>
      <div>
        <Button icon={<ArrowLeftRegular />} size={size} onClick={onBack}>
          {NEWS_TEXT.back}
        </Button>
      </div>
      {item === null ? <Spinner label={WIDGET_TEXT.loading} /> : null}
      {item === 'failed' ? (
        <MessageBar intent="error">
          <MessageBarBody>{NEWS_TEXT.newsNotFound}</MessageBarBody>
        </MessageBar>
      ) : null}
      {item && item !== 'failed' ? (
        <>
          <Title3 as="h2">{item.title}</Title3>
          <div className={styles.meta}>
            <Text>{NEWS_TEXT.categories[item.category]}</Text>
            <Text>{`${NEWS_TEXT.city}：${item.cityName}`}</Text>
            {item.source ? <Text>{`${NEWS_TEXT.source}：${item.source}`}</Text> : null}
            <Text>{`${NEWS_TEXT.publishTime}：${item.publishTime}`}</Text>
            <Text>{`${NEWS_TEXT.views}：${item.viewCount}`}</Text>
          </div>
          <SafeHtml className={styles.content} html={item.content} />
        </>
      ) : null}
    </article>
  );
}

export default function NewsPage() {
  const { news, noticeApi, dialogs, notifier } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const { path } = usePageFrame();
  const [location, navigate] = useLocation();
  const here = path || location;
  const search = useOwnSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const openId = Number(params.get('id')) > 0 ? Number(params.get('id')) : null;
  const tab: TabValue = params.get('tab') === 'bulletins' ? 'bulletins' : 'news';

  const [filters, setFilters] = useState({ title: '', category: '' as '' | NewsCategory, cityCode: '' });
  const [query, setQuery] = useState({ ...filters, pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [rows, setRows] = useState<NewsRow[]>([]);
  const [bulletins, setBulletins] = useState<Bulletin[]>([]);
  const [total, setTotal] = useState(0);
  const [editing, setEditing] = useState<EditTarget | null>(null);

  const load = useCallback(async () => {
    if (tab === 'news') {
      const response = await news
        .list({
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          ...(query.title ? { title: query.title } : {}),
          ...(query.category ? { category: query.category } : {}),
          ...(query.cityCode ? { cityCode: query.cityCode } : {}),
        })
        .catch(() => null);
      if (!response?.data) return;
      setRows(response.data.rows);
      setTotal(response.data.total);
      return;
    }
    const response = await noticeApi
      .bulletins({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        ...(query.title ? { title: query.title } : {}),
        ...(query.cityCode ? { cityCode: query.cityCode } : {}),
      })
      .catch(() => null);
    if (!response?.data) return;
    setBulletins(response.data.rows);
    setTotal(response.data.total);
  }, [news, noticeApi, query, tab]);

  useLoadWhileActive(load);

  const switchTab = (value: TabValue) => {
    const empty = { title: '', category: '' as const, cityCode: '' };
    setFilters(empty);
    setQuery({ ...empty, pageNum: 1, pageSize: query.pageSize });
    navigate(value === 'bulletins' ? `${here}?tab=bulletins` : here);
  };

  const editNews = async (row: NewsRow) => {
    const response = await news.get(row.newsId).catch(() => null);
    if (response?.data) setEditing({ type: 'news', item: response.data });
  };

  const remove = async (title: string, action: () => Promise<unknown>) => {
    if (!(await dialogs.ask({ title: NEWS_TEXT.remove, text: NEWS_TEXT.confirmRemove(title) }))) return;
    const done = await action()
      .then(() => true)
      .catch(() => false);
    if (!done) return;
    notifier.show({ type: 'success', text: NEWS_TEXT.removed });
    await load();
  };

  if (openId !== null && tab === 'news') return <NewsArticle id={openId} onBack={() => navigate(here)} />;

  return (
    <div className={styles.page}>
      <Title3 as="h1">{NEWS_TEXT.title}</Title3>
      <TabList
        selectedValue={tab}
        aria-label={NEWS_TEXT.title}
        onTabSelect={(_e, data) => switchTab(data.value as TabValue)}
      >
        <Tab value="news">{NEWS_TEXT.tabs.news}</Tab>
        <Tab value="bulletins">{NEWS_TEXT.tabs.bulletins}</Tab>
      </TabList>
      <Card>
        <form
          className={styles.search}
          aria-label={NEWS_TEXT.search}
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ ...query, ...filters, pageNum: 1 });
          }}
        >
          <Field label={NEWS_TEXT.subject} size={size}>
            <Input value={filters.title} onChange={(_e, data) => setFilters({ ...filters, title: data.value })} />
          </Field>
          {tab === 'news' ? (
            <Field label={NEWS_TEXT.category} size={size}>
              <Dropdown
                value={filters.category ? NEWS_TEXT.categories[filters.category] : NEWS_TEXT.all}
                selectedOptions={[filters.category]}
                onOptionSelect={(_e, data) =>
                  setFilters({ ...filters, category: (data.optionValue ?? '') as '' | NewsCategory })
                }
              >
                <Option value="">{NEWS_TEXT.all}</Option>
                {NEWS_CATEGORY_KEYS.map((key) => (
                  <Option key={key} value={key}>
                    {NEWS_TEXT.categories[key]}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          ) : null}
          <Field label={NEWS_TEXT.city} size={size}>
            <CityDropdown value={filters.cityCode} onChange={(cityCode) => setFilters({ ...filters, cityCode })} />
          </Field>
          <Button type="submit" appearance="primary" size={size}>
            {NEWS_TEXT.search}
          </Button>
          <Button
            size={size}
            onClick={() => {
              const empty = { title: '', category: '' as const, cityCode: '' };
              setFilters(empty);
              setQuery({ ...query, ...empty, pageNum: 1 });
            }}
          >
            {NEWS_TEXT.reset}
          </Button>
          <span className={styles.spacer} />
          {tab === 'news' ? (
            <HasPermission perms={['zqhd:news:add']}>
              <Button
                size={size}
                appearance="primary"
                icon={<AddRegular />}
                onClick={() => setEditing({ type: 'news', item: null })}
              >
                {NEWS_TEXT.addNews}
              </Button>
            </HasPermission>
          ) : (
            <HasPermission perms={['zqhd:bulletin:add']}>
              <Button
                size={size}
                appearance="primary"
                icon={<AddRegular />}
                onClick={() => setEditing({ type: 'bulletin', item: null })}
              >
                {NEWS_TEXT.addBulletin}
              </Button>
            </HasPermission>
          )}
        </form>
      </Card>
      {tab === 'news' ? (
        rows.length === 0 ? (
          <Text className={styles.empty}>{NEWS_TEXT.empty}</Text>
        ) : (
          <ul className={styles.list} aria-label={NEWS_TEXT.tabs.news}>
            {rows.map((row) => (
              <li key={row.newsId} className={styles.item}>
                <div className={styles.itemMain}>
                  <Link className={styles.itemTitle} onClick={() => navigate(`${here}?id=${row.newsId}`)}>
                    {row.title}
                  </Link>
                  <div className={styles.meta}>
                    <Badge appearance="tint" color="brand">
                      {NEWS_TEXT.categories[row.category]}
                    </Badge>
                    <Text size={200}>{row.cityName}</Text>
                    {row.source ? <Text size={200}>{row.source}</Text> : null}
                    <Text size={200}>{row.publishTime}</Text>
                    <Text size={200}>{`${NEWS_TEXT.views} ${row.viewCount}`}</Text>
                    {row.isPublic ? (
                      <Badge appearance="outline" color="success">
                        {NEWS_TEXT.public}
                      </Badge>
                    ) : null}
                  </div>
                  <Text className={styles.summary}>{row.summary}</Text>
                </div>
                <div className={styles.itemActions}>
                  <HasPermission perms={['zqhd:news:edit']}>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<EditRegular />}
                      aria-label={NEWS_TEXT.editRow(row.title)}
                      onClick={() => void editNews(row)}
                    />
                  </HasPermission>
                  <HasPermission perms={['zqhd:news:remove']}>
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={NEWS_TEXT.removeRow(row.title)}
                      onClick={() => void remove(row.title, () => news.remove([row.newsId]))}
                    />
                  </HasPermission>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : bulletins.length === 0 ? (
        <Text className={styles.empty}>{NEWS_TEXT.emptyBulletins}</Text>
      ) : (
        <ul className={styles.list} aria-label={NEWS_TEXT.tabs.bulletins}>
          {bulletins.map((row) => (
            <li key={row.bulletinId} className={styles.item}>
              <div className={styles.itemMain}>
                <Link className={styles.itemTitle} onClick={() => navigate(`/bulletin/detail?id=${row.bulletinId}`)}>
                  {row.title}
                </Link>
                <div className={styles.meta}>
                  <Text size={200}>{row.cityName}</Text>
                  <Text size={200}>{row.publishTime}</Text>
                  <Badge appearance="outline" color={row.isPublic ? 'success' : 'informative'}>
                    {row.isPublic ? NEWS_TEXT.public : NEWS_TEXT.internal}
                  </Badge>
                </div>
              </div>
              <div className={styles.itemActions}>
                <HasPermission perms={['zqhd:bulletin:edit']}>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<EditRegular />}
                    aria-label={NEWS_TEXT.editRow(row.title)}
                    onClick={() => setEditing({ type: 'bulletin', item: row })}
                  />
                </HasPermission>
                <HasPermission perms={['zqhd:bulletin:remove']}>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={NEWS_TEXT.removeRow(row.title)}
                    onClick={() => void remove(row.title, () => news.removeBulletins([row.bulletinId]))}
                  />
                </HasPermission>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager
        total={total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onChange={(page) => setQuery({ ...query, ...page })}
      />
      {editing ? (
        <NewsEditor
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      ) : null}
    </div>
  );
}
