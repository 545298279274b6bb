// /socialPublicity (SPEC §2 public notice page, no login): the bulletins and news marked public,
// searchable, each readable in full (?type=&id=). The server answers nothing else here, with or
// without a token; the text is shown through SafeHtml.
import type { PublicityDetail, PublicityRow } from '@ent/core/api';
import type { PublicityType } from '@ent/core/contract';
import { PUBLICITY_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import {
  Button,
  Card,
  Field,
  Input,
  Link,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, PersonRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { useListPageStyles } from '../../widgets/listPageStyles';
import { Pager } from '../../widgets/Pager';
import { SafeHtml } from '../../widgets/SafeHtml';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' },
  header: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    padding: '16px 24px',
    display: 'flex',
    alignItems: 'center',
    gap: '16px',
  },
  headerTitle: { color: tokens.colorNeutralForegroundOnBrand, margin: 0 },
  main: {
    width: '100%',
    maxWidth: '1080px',
    margin: '0 auto',
    padding: '20px 16px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: '12px',
  },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
    padding: '12px 4px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  itemTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, textAlign: 'left' },
  meta: { display: 'flex', gap: '16px', flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  empty: { padding: '24px 0', color: tokens.colorNeutralForeground3, textAlign: 'center' },
  content: { lineHeight: '1.8', fontSize: tokens.fontSizeBase400 },
});

function PublicItem({ type, id, onBack }: { type: PublicityType; id: number; onBack: () => void }) {
  const { news } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const [item, setItem] = useState<PublicityDetail | null | 'failed'>(null);

  useEffect(() => {
    let cancelled = false;
    setItem(null);
    void news
      .publicItem(type, id)
      .then((response) => !cancelled && setItem(response.data ?? 'failed'))
      .catch(() => !cancelled && setItem('failed'));
    return () => {
      cancelled = true;
    };
  }, [news, type, id]);

  return (
    <Card>
      <article aria-label={item && item !== 'failed' ? item.title : PUBLICITY_TEXT.title}>
        <Button icon={<ArrowLeftRegular />} onClick={onBack}>
          {PUBLICITY_TEXT.back}
        </Button>
        {item === null ? <Spinner label={WIDGET_TEXT.loading} /> : null}
        {item === 'failed' ? (
          <MessageBar intent="error">
            <MessageBarBody>{PUBLICITY_TEXT.notFound}</MessageBarBody>
          </MessageBar>
        ) : null}
        {item && item !== 'failed' ? (
          <>
            <Title3 as="h2">{item.title}</Title3>
            <div className={styles.meta}>
              <Text>{`${PUBLICITY_TEXT.city}：${item.cityName}`}</Text>
              <Text>{`${PUBLICITY_TEXT.publishTime}：${item.publishTime}`}</Text>
            </div>
            <SafeHtml className={styles.content} html={item.content} />
          </>
        ) : null}
      </article>
    </Card>
  );
}

export default function SocialPublicityPage() {
  const { news, platform } = useServices();
  const { title: platformTitle } = useSnapshot(platform);
  const styles = { ...useListPageStyles(), ...useStyles() };
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const type: PublicityType = params.get('type') === 'news' ? 'news' : 'bulletin';
  const openId = Number(params.get('id')) > 0 ? Number(params.get('id')) : null;
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ title: '', pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [rows, setRows] = useState<PublicityRow[]>([]);
  const [total, setTotal] = useState(0);

  const load = useCallback(async () => {
    const response = await news
      .publicList({
        type,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        ...(query.title ? { title: query.title } : {}),
      })
      .catch(() => null);
    if (!response?.data) return;
    setRows(response.data.rows);
    setTotal(response.data.total);
  }, [news, type, query]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    document.title = `${PUBLICITY_TEXT.title} - ${platformTitle}`;
  }, [platformTitle]);

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Title2 as="h1" className={styles.headerTitle}>
          {PUBLICITY_TEXT.title}
        </Title2>
        <Text>{PUBLICITY_TEXT.subtitle}</Text>
        <span className={styles.spacer} />
        <Button appearance="secondary" icon={<PersonRegular />} onClick={() => navigate('/login')}>
          {PUBLICITY_TEXT.login}
        </Button>
      </header>
      <main className={styles.main}>
        {openId !== null ? (
          <PublicItem type={type} id={openId} onBack={() => navigate(`/socialPublicity?type=${type}`)} />
        ) : (
          <Card>
            <TabList
              selectedValue={type}
              aria-label={PUBLICITY_TEXT.title}
              onTabSelect={(_e, data) => {
                setKeyword('');
                setQuery({ title: '', pageNum: 1, pageSize: query.pageSize });
                navigate(`/socialPublicity?type=${data.value as PublicityType}`);
              }}
            >
              <Tab value="bulletin">{PUBLICITY_TEXT.tabs.bulletin}</Tab>
              <Tab value="news">{PUBLICITY_TEXT.tabs.news}</Tab>
            </TabList>
            <form
              className={styles.search}
              aria-label={PUBLICITY_TEXT.search}
              onSubmit={(event) => {
                event.preventDefault();
                setQuery({ ...query, title: keyword.trim(), pageNum: 1 });
              }}
            >
              <Field label={PUBLICITY_TEXT.keyword}>
                <Input value={keyword} onChange={(_e, data) => setKeyword(data.value)} />
              </Field>
              <Button type="submit" appearance="primary">
                {PUBLICITY_TEXT.search}
              </Button>
            </form>
            {rows.length === 0 ? (
              <Text className={styles.empty}>{PUBLICITY_TEXT.empty}</Text>
            ) : (
              <ul className={styles.list} aria-label={PUBLICITY_TEXT.tabs[type]}>
                {rows.map((row) => (
                  <li key={`${row.type}-${row.id}`} className={styles.item}>
                    <Link
                      className={styles.itemTitle}
                      onClick={() => navigate(`/socialPublicity?type=${row.type}&id=${row.id}`)}
                    >
                      {row.title}
                    </Link>
                    <div className={styles.meta}>
                      <Text size={200}>{row.cityName}</Text>
                      <Text size={200}>{row.publishTime}</Text>
                    </div>
                    {row.summary ? <Text>{row.summary}</Text> : null}
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
          </Card>
        )}
      </main>
    </div>
  );
}
