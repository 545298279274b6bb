// /zqhd/consultingAdviceManage (the zxjy entry): an enterprise's questions and advice with their
// state, a new one with attachments, and each thread's conversation (?id=). Government staff see
// every enterprise's threads, those awaiting an answer first, and answer them.
import type { ConsultingRow } from '@ent/core/api';
import type { ConsultingListQuery } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { CONSULTING_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import {
  CONSULTING_STATUS_KEYS,
  type ConsultingCategory,
  type ConsultingKind,
  type ConsultingStatus,
} from '@ent/core/validate';
import { Button, CounterBadge, Link, makeStyles, Tab, TabList } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePageFrame } from '../../../state/pageFrame';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useDictChoices } from '../../../widgets/dict/useDictionary';
import { HasPermission, useIsGovernmentStaff } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useList } from '../../../widgets/list/useList';
import { ConsultingDetailView } from './ConsultingDetailView';
import { ConsultingForm } from './ConsultingForm';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  tab: { display: 'inline-flex', gap: '6px', alignItems: 'center' },
  titleCell: { wordBreak: 'break-word' },
});

interface Filters {
  title: string;
  kind: '' | ConsultingKind;
  category: '' | ConsultingCategory;
  enterpriseName: string;
  cityCode: string;
  /** Chosen with the tabs above the table rather than in the search card. */
  status: '' | ConsultingStatus;
}

const EMPTY_FILTERS: Filters = { title: '', kind: '', category: '', enterpriseName: '', cityCode: '', status: '' };

const KIND_OPTIONS = (['question', 'advice'] as const).map((kind) => [kind, CONSULTING_TEXT.kinds[kind]] as const);
const CITY_OPTIONS = JIANGSU_CITIES.map((city) => [city.code, city.name] as const);

function columnsFor(
  government: boolean,
  open: (id: number) => void,
  className: string,
  category: (value: string) => string,
): ListColumn<ConsultingRow>[] {
  return [
    {
      key: 'title',
      label: CONSULTING_TEXT.subject,
      render: (row) => (
        <span className={className}>
          <Link onClick={() => open(row.id)}>{row.title}</Link>
        </span>
      ),
    },
    { key: 'kind', label: CONSULTING_TEXT.kind, render: (row) => CONSULTING_TEXT.kinds[row.kind] },
    { key: 'category', label: CONSULTING_TEXT.category, render: (row) => category(row.category) },
    ...(government
      ? [
          {
            key: 'enterpriseName',
            label: CONSULTING_TEXT.enterprise,
            render: (row: ConsultingRow) => row.enterpriseName,
          },
          { key: 'cityName', label: CONSULTING_TEXT.city, render: (row: ConsultingRow) => row.cityName },
        ]
      : []),
    { key: 'askedBy', label: CONSULTING_TEXT.askedBy, hidden: government, render: (row) => row.askedBy },
    { key: 'status', label: CONSULTING_TEXT.status, render: (row) => <StatusBadge status={row.status} /> },
    { key: 'replies', label: CONSULTING_TEXT.replies, hidden: true, render: (row) => row.replies },
    { key: 'createTime', label: CONSULTING_TEXT.createTime, nowrap: true, render: (row) => row.createTime },
    { key: 'updateTime', label: CONSULTING_TEXT.updateTime, nowrap: true, render: (row) => row.updateTime },
  ];
}

/** The page's own query string: kept while the page waits hidden behind another tab. */
function useOwnSearch(): string {
  const search = useSearch();
  const { active } = usePageFrame();
  const last = useRef(search);
  if (active) last.current = search;
  return last.current;
}

export default function ConsultingAdvicePage() {
  const { consulting } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const government = useIsGovernmentStaff();
  const { path } = usePageFrame();
  const [location, navigate] = useLocation();
  const here = path || location;
  const search = useOwnSearch();
  const openId = useMemo(() => {
    const id = Number(new URLSearchParams(search).get('id'));
    return Number.isInteger(id) && id > 0 ? id : null;
  }, [search]);
  const [counts, setCounts] = useState<Record<ConsultingStatus, number>>({ pending: 0, answered: 0, closed: 0 });
  const [adding, setAdding] = useState(false);

  const { list, state } = useList<ConsultingRow, Filters, number>({
    empty: EMPTY_FILTERS,
    key: (row) => row.id,
    load: async ({ filters, pageNum, pageSize }) => {
      const request: ConsultingListQuery = { pageNum, pageSize };
      if (filters.title.trim()) request.title = filters.title.trim();
      if (filters.status) request.status = filters.status;
      if (filters.kind) request.kind = filters.kind;
      if (filters.category) request.category = filters.category;
      if (government && filters.enterpriseName.trim()) request.enterpriseName = filters.enterpriseName.trim();
      if (government && filters.cityCode) request.cityCode = filters.cityCode;
      const { data } = await consulting.list(request);
      if (data) setCounts(data.counts);
      return data;
    },
  });

  const open = (id: number) => navigate(`${here}?id=${id}`);
  const categories = useDictChoices(DICT_TYPES.consultingCategory);
  const columns = columnsFor(government, open, styles.titleCell, categories.label);
  const all = counts.pending + counts.answered + counts.closed;

  if (openId !== null)
    return (
      <ConsultingDetailView
        id={openId}
        government={government}
        onBack={() => navigate(here)}
        onChanged={() => void list.reload()}
      />
    );

  return (
    <>
      <ListPage
        title={CONSULTING_TEXT.title}
        list={list}
        state={state}
        searchLabel={CONSULTING_TEXT.search}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="title" label={CONSULTING_TEXT.subject} />
            <ChoiceFilter
              label={CONSULTING_TEXT.kind}
              value={state.filters.kind}
              options={KIND_OPTIONS}
              allLabel={CONSULTING_TEXT.all}
              onChange={(kind) => list.setFilters({ kind })}
            />
            <ChoiceFilter
              label={CONSULTING_TEXT.category}
              value={state.filters.category}
              options={categories.choices}
              allLabel={CONSULTING_TEXT.all}
              onChange={(category) => list.setFilters({ category })}
            />
            {government ? (
              <>
                <TextFilter
                  list={list}
                  filters={state.filters}
                  name="enterpriseName"
                  label={CONSULTING_TEXT.enterprise}
                />
                <ChoiceFilter
                  label={CONSULTING_TEXT.city}
                  value={state.filters.cityCode}
                  options={CITY_OPTIONS}
                  allLabel={CONSULTING_TEXT.all}
                  onChange={(cityCode) => list.setFilters({ cityCode })}
                />
              </>
            ) : null}
          </>
        }
        actions={
          <>
            <TabList
              size={size === 'large' ? 'large' : 'medium'}
              selectedValue={state.applied.status}
              aria-label={CONSULTING_TEXT.status}
              onTabSelect={(_event, data) => {
                list.setFilters({ status: data.value as Filters['status'] });
                void list.search();
              }}
            >
              <Tab value="">
                <span className={styles.tab}>
                  {CONSULTING_TEXT.all}
                  <CounterBadge count={all} appearance="ghost" color="informative" showZero />
                </span>
              </Tab>
              {CONSULTING_STATUS_KEYS.map((status) => (
                <Tab key={status} value={status}>
                  <span className={styles.tab}>
                    {CONSULTING_TEXT.statuses[status]}
                    <CounterBadge
                      count={counts[status]}
                      appearance={status === 'pending' && counts.pending > 0 ? 'filled' : 'ghost'}
                      color={status === 'pending' ? 'danger' : 'informative'}
                      showZero
                    />
                  </span>
                </Tab>
              ))}
            </TabList>
            {government ? null : (
              <HasPermission perms={['zqhd:advice:add']}>
                <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
                  {CONSULTING_TEXT.add}
                </Button>
              </HasPermission>
            )}
          </>
        }
        columns={columns}
        rowKey={(row) => row.id}
        actionsLabel={CONSULTING_TEXT.actions}
        rowActions={(row) => {
          const answering = government && row.status === 'pending';
          return (
            // The name starts with the word the button shows (WCAG 2.5.3), then the thread it opens.
            <Button
              size="small"
              appearance="transparent"
              aria-label={answering ? CONSULTING_TEXT.answerRow(row.title) : CONSULTING_TEXT.viewRow(row.title)}
              onClick={() => open(row.id)}
            >
              {answering ? CONSULTING_TEXT.answer : CONSULTING_TEXT.view}
            </Button>
          );
        }}
        empty={CONSULTING_TEXT.empty}
      />
      {adding ? (
        <ConsultingForm
          onClose={() => setAdding(false)}
          onCreated={(id) => {
            setAdding(false);
            void list.reload();
            open(id);
          }}
        />
      ) : null}
    </>
  );
}
