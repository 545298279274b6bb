// /socialPublicity (SPEC §2 public notice page, no login): the bulletins and news marked public,
// searchable, each readable in full (?type=&id=). The server answers nothing else here, with or
// without a token; the text is shown through SafeHtml.
import type { PublicityRow } from '@ent/core/api';
import type { PublicityType } from '@ent/core/contract';
import type { ListQuery } from '@ent/core/list';
import { labelled, PUBLICITY_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import {
  Button,
  Card,
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
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { TextFilter } from '../../widgets/list/filters';
import { ListSearch } from '../../widgets/list/ListSearch';
import { useList } from '../../widgets/list/useList';
import { useListPageStyles } from '../../widgets/listPageStyles';
import { useResource } from '../../widgets/model/useResource';
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
  const loaded = useResource(async () => present((await news.publicItem(type, id)).data), [news, type, id]);
  const item = loaded.status === 'ready' ? loaded.data : loaded.status === 'failed' ? 'failed' : null;

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
              <Text>{labelled(PUBLICITY_TEXT.city, item.cityName)}</Text>
              <Text>{labelled(PUBLICITY_TEXT.publishTime, item.publishTime)}</Text>
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
  // One list per tab: each keeps its search and page while the other is shown.
  const publicList = (listType: PublicityType) => ({
    empty: { title: '' },
    key: (row: PublicityRow) => row.id,
    load: async ({ filters, pageNum, pageSize }: ListQuery<{ title: string }>) =>
      (
        await news.publicList({
          type: listType,
          pageNum,
          pageSize,
          ...(filters.title.trim() ? { title: filters.title.trim() } : {}),
        })
      ).data,
  });
  const lists = {
    bulletin: useList(publicList('bulletin'), type === 'bulletin' && openId === null),
    news: useList(publicList('news'), type === 'news' && openId === null),
  };
  const { list, state } = lists[type];

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
              onTabSelect={(_e, data) => navigate(`/socialPublicity?type=${data.value as PublicityType}`)}
            >
              <Tab value="bulletin">{PUBLICITY_TEXT.tabs.bulletin}</Tab>
              <Tab value="news">{PUBLICITY_TEXT.tabs.news}</Tab>
            </TabList>
            <ListSearch list={list} label={PUBLICITY_TEXT.search}>
              <TextFilter list={list} filters={state.filters} name="title" label={PUBLICITY_TEXT.keyword} />
            </ListSearch>
            {state.rows.length === 0 ? (
              <Text className={styles.empty}>{PUBLICITY_TEXT.empty}</Text>
            ) : (
              <ul className={styles.list} aria-label={PUBLICITY_TEXT.tabs[type]} aria-busy={state.loading || undefined}>
                {state.rows.map((row) => (
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
              total={state.total}
              pageNum={state.pageNum}
              pageSize={state.pageSize}
              onChange={(page) => void list.setPage(page)}
            />
          </Card>
        )}
      </main>
    </div>
  );
}
