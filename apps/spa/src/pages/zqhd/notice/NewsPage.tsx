// /zqhd/notice (政企资讯): government-enterprise news of the province and its cities, with a
// reading view (?id=), and the bulletin list whose entries open /bulletin/detail. Staff with the
// zqhd:news:* and zqhd:bulletin:* permissions publish, edit and delete from here.
import type { Bulletin, NewsRow } from '@ent/core/api';
import type { NewsCategory } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { labelled, NEWS_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import { JIANGSU_CITIES } from '@ent/core/platform';
import {
  Badge,
  Button,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePageFrame } from '../../../state/pageFrame';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useDictChoices } from '../../../widgets/dict/useDictionary';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import { ListSearch } from '../../../widgets/list/ListSearch';
import { useList } from '../../../widgets/list/useList';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { useResource } from '../../../widgets/model/useResource';
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

function NewsArticle({ id, onBack }: { id: number; onBack: () => void }) {
  const { news } = useServices();
  const categories = useDictChoices(DICT_TYPES.newsCategory);
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const loaded = useResource(async () => present((await news.get(id)).data), [news, id]);
  const item = loaded.status === 'ready' ? loaded.data : loaded.status === 'failed' ? 'failed' : null;

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
            <Text>{categories.label(item.category)}</Text>
            <Text>{labelled(NEWS_TEXT.city, item.cityName)}</Text>
            {item.source ? <Text>{labelled(NEWS_TEXT.source, item.source)}</Text> : null}
            <Text>{labelled(NEWS_TEXT.publishTime, item.publishTime)}</Text>
            <Text>{labelled(NEWS_TEXT.views, item.viewCount)}</Text>
          </div>
          <SafeHtml className={styles.content} html={item.content} />
        </>
      ) : null}
    </article>
  );
}

interface NewsFilters {
  title: string;
  category: '' | NewsCategory;
  cityCode: string;
}

interface BulletinFilters {
  title: string;
  cityCode: string;
}

const CITY_OPTIONS = JIANGSU_CITIES.map((city) => [city.code, city.name] as const);

export default function NewsPage() {
  const { news, noticeApi, dialogs, notifier } = useServices();
  const categories = useDictChoices(DICT_TYPES.newsCategory);
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const { path } = usePageFrame();
  const [location, navigate] = useLocation();
  const here = path || location;
  const search = useOwnSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const openId = Number(params.get('id')) > 0 ? Number(params.get('id')) : null;
  const tab: TabValue = params.get('tab') === 'bulletins' ? 'bulletins' : 'news';
  const [editing, setEditing] = useState<EditTarget | null>(null);

  // Each tab has its own list (its filters and page are kept while the other is shown).
  const newsList = useList<NewsRow, NewsFilters, number>(
    {
      empty: { title: '', category: '', cityCode: '' },
      key: (row) => row.newsId,
      load: async ({ filters, pageNum, pageSize }) =>
        (
          await news.list({
            pageNum,
            pageSize,
            ...(filters.title.trim() ? { title: filters.title.trim() } : {}),
            ...(filters.category ? { category: filters.category } : {}),
            ...(filters.cityCode ? { cityCode: filters.cityCode } : {}),
          })
        ).data,
    },
    tab === 'news',
  );
  const bulletinList = useList<Bulletin, BulletinFilters, number>(
    {
      empty: { title: '', cityCode: '' },
      key: (row) => row.bulletinId,
      load: async ({ filters, pageNum, pageSize }) =>
        (
          await noticeApi.bulletins({
            pageNum,
            pageSize,
            ...(filters.title.trim() ? { title: filters.title.trim() } : {}),
            ...(filters.cityCode ? { cityCode: filters.cityCode } : {}),
          })
        ).data,
    },
    tab === 'bulletins',
  );
  const shown = tab === 'news' ? newsList : bulletinList;

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
    await shown.list.reload();
  };

  if (openId !== null && tab === 'news') return <NewsArticle id={openId} onBack={() => navigate(here)} />;

  const cityFilter = (value: string, onChange: (cityCode: string) => void) => (
    <ChoiceFilter
      label={NEWS_TEXT.city}
      value={value}
      options={CITY_OPTIONS}
      allLabel={NEWS_TEXT.all}
      onChange={onChange}
    />
  );

  return (
    <div className={styles.page}>
      <Title3 as="h1">{NEWS_TEXT.title}</Title3>
      <TabList
        selectedValue={tab}
        aria-label={NEWS_TEXT.title}
        onTabSelect={(_e, data) => navigate(data.value === 'bulletins' ? `${here}?tab=bulletins` : here)}
      >
        <Tab value="news">{NEWS_TEXT.tabs.news}</Tab>
        <Tab value="bulletins">{NEWS_TEXT.tabs.bulletins}</Tab>
      </TabList>
      {tab === 'news' ? (
        <ListSearch
          list={newsList.list}
          label={NEWS_TEXT.search}
          after={
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
          }
        >
          <TextFilter list={newsList.list} filters={newsList.state.filters} name="title" label={NEWS_TEXT.subject} />
          <ChoiceFilter
            label={NEWS_TEXT.category}
            value={newsList.state.filters.category}
            options={categories.choices}
            allLabel={NEWS_TEXT.all}
            onChange={(category) => newsList.list.setFilters({ category })}
          />
          {cityFilter(newsList.state.filters.cityCode, (cityCode) => newsList.list.setFilters({ cityCode }))}
        </ListSearch>
      ) : (
        <ListSearch
          list={bulletinList.list}
          label={NEWS_TEXT.search}
          after={
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
          }
        >
          <TextFilter
            list={bulletinList.list}
            filters={bulletinList.state.filters}
            name="title"
            label={NEWS_TEXT.subject}
          />
          {cityFilter(bulletinList.state.filters.cityCode, (cityCode) => bulletinList.list.setFilters({ cityCode }))}
        </ListSearch>
      )}
      {tab === 'news' ? (
        newsList.state.rows.length === 0 ? (
          <Text className={styles.empty}>{NEWS_TEXT.empty}</Text>
        ) : (
          <ul className={styles.list} aria-label={NEWS_TEXT.tabs.news} aria-busy={newsList.state.loading || undefined}>
            {newsList.state.rows.map((row) => (
              <li key={row.newsId} className={styles.item}>
                <div className={styles.itemMain}>
                  <Link className={styles.itemTitle} onClick={() => navigate(`${here}?id=${row.newsId}`)}>
                    {row.title}
                  </Link>
                  <div className={styles.meta}>
                    <Badge appearance="tint" color="brand">
                      {categories.label(row.category)}
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
      ) : bulletinList.state.rows.length === 0 ? (
        <Text className={styles.empty}>{NEWS_TEXT.emptyBulletins}</Text>
      ) : (
        <ul
          className={styles.list}
          aria-label={NEWS_TEXT.tabs.bulletins}
          aria-busy={bulletinList.state.loading || undefined}
        >
          {bulletinList.state.rows.map((row) => (
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
        total={shown.state.total}
        pageNum={shown.state.pageNum}
        pageSize={shown.state.pageSize}
        onChange={(page) => void shown.list.setPage(page)}
      />
      {editing ? (
        <NewsEditor
          target={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void shown.list.reload();
          }}
        />
      ) : null}
    </div>
  );
}
