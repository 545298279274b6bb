// /zqhd/consultingAdviceManage (the zxjy entry): an enterprise's questions and advice with their
// state, a new one with attachments, and each thread's conversation (?id=). Government staff see
// every enterprise's threads, those awaiting an answer first, and answer them.
import type { ConsultingRow } from '@ent/core/api';
import type { ConsultingListQuery } from '@ent/core/contract';
import { CONSULTING_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { type ColumnEntry, DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import {
  CONSULTING_CATEGORY_KEYS,
  CONSULTING_STATUS_KEYS,
  type ConsultingCategory,
  type ConsultingKind,
  type ConsultingStatus,
} from '@ent/core/validate';
import {
  Button,
  Card,
  CounterBadge,
  Dropdown,
  Field,
  Input,
  Link,
  makeStyles,
  Option,
  Tab,
  TabList,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { usePageFrame } from '../../../layout/AppMain';
import { useLoadWhileActive } from '../../../layout/useLoadWhileActive';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission, useIsGovernmentStaff } from '../../../widgets/Gate';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { Pager } from '../../../widgets/Pager';
import { TableToolbar } from '../../../widgets/TableToolbar';
import { ConsultingDetailView } from './ConsultingDetailView';
import { ConsultingForm } from './ConsultingForm';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  bar: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  tab: { display: 'inline-flex', gap: '6px', alignItems: 'center' },
  titleCell: { wordBreak: 'break-word' },
  titleColumn: { width: '26%' },
  wideColumn: { width: '18%' },
});

function columnsFor(government: boolean): ColumnEntry[] {
  return [
    { key: 'title', label: CONSULTING_TEXT.subject, visible: true },
    { key: 'kind', label: CONSULTING_TEXT.kind, visible: true },
    { key: 'category', label: CONSULTING_TEXT.category, visible: true },
    ...(government
      ? [
          { key: 'enterpriseName', label: CONSULTING_TEXT.enterprise, visible: true },
          { key: 'cityName', label: CONSULTING_TEXT.city, visible: true },
        ]
      : []),
    { key: 'askedBy', label: CONSULTING_TEXT.askedBy, visible: !government },
    { key: 'status', label: CONSULTING_TEXT.status, visible: true },
    { key: 'replies', label: CONSULTING_TEXT.replies, visible: false },
    { key: 'createTime', label: CONSULTING_TEXT.createTime, visible: true },
    { key: 'updateTime', label: CONSULTING_TEXT.updateTime, visible: true },
  ];
}

interface Filters {
  title: string;
  kind: '' | ConsultingKind;
  category: '' | ConsultingCategory;
  enterpriseName: string;
  cityCode: string;
}

const EMPTY_FILTERS: Filters = { title: '', kind: '', category: '', enterpriseName: '', cityCode: '' };

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
  const styles = { ...useListPageStyles(), ...useStyles() };
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

  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [query, setQuery] = useState<Filters & { pageNum: number; pageSize: number; status: '' | ConsultingStatus }>({
    ...EMPTY_FILTERS,
    pageNum: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    status: '',
  });
  const [rows, setRows] = useState<ConsultingRow[]>([]);
  const [total, setTotal] = useState(0);
  const [counts, setCounts] = useState<Record<ConsultingStatus, number>>({ pending: 0, answered: 0, closed: 0 });
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(() => columnsFor(government));
  const [adding, setAdding] = useState(false);

  useEffect(() => setColumns(columnsFor(government)), [government]);

  const load = useCallback(async () => {
    const request: ConsultingListQuery = { pageNum: query.pageNum, pageSize: query.pageSize };
    if (query.title) request.title = query.title;
    if (query.status) request.status = query.status;
    if (query.kind) request.kind = query.kind;
    if (query.category) request.category = query.category;
    if (government && query.enterpriseName) request.enterpriseName = query.enterpriseName;
    if (government && query.cityCode) request.cityCode = query.cityCode;
    const response = await consulting.list(request).catch(() => null);
    if (!response?.data) return;
    setRows(response.data.rows);
    setTotal(response.data.total);
    setCounts(response.data.counts);
  }, [consulting, query, government]);

  useLoadWhileActive(load);

  const shown = (key: string) => columns.find((column) => column.key === key)?.visible;
  const open = (id: number) => navigate(`${here}?id=${id}`);
  const all = counts.pending + counts.answered + counts.closed;

  if (openId !== null)
    return (
      <ConsultingDetailView
        id={openId}
        government={government}
        onBack={() => navigate(here)}
        onChanged={() => void load()}
      />
    );

  return (
    <div className={styles.page}>
      <Title3 as="h1">{CONSULTING_TEXT.title}</Title3>
      {showSearch ? (
        <Card>
          <form
            className={styles.search}
            aria-label={CONSULTING_TEXT.search}
            onSubmit={(event) => {
              event.preventDefault();
              setQuery({ ...query, ...filters, pageNum: 1 });
            }}
          >
            <Field label={CONSULTING_TEXT.subject} size={size}>
              <Input value={filters.title} onChange={(_e, data) => setFilters({ ...filters, title: data.value })} />
            </Field>
            <Field label={CONSULTING_TEXT.kind} size={size}>
              <Dropdown
                value={filters.kind ? CONSULTING_TEXT.kinds[filters.kind] : CONSULTING_TEXT.all}
                selectedOptions={[filters.kind]}
                onOptionSelect={(_e, data) =>
                  setFilters({ ...filters, kind: (data.optionValue ?? '') as Filters['kind'] })
                }
              >
                <Option value="">{CONSULTING_TEXT.all}</Option>
                <Option value="question">{CONSULTING_TEXT.kinds.question}</Option>
                <Option value="advice">{CONSULTING_TEXT.kinds.advice}</Option>
              </Dropdown>
            </Field>
            <Field label={CONSULTING_TEXT.category} size={size}>
              <Dropdown
                value={filters.category ? CONSULTING_TEXT.categories[filters.category] : CONSULTING_TEXT.all}
                selectedOptions={[filters.category]}
                onOptionSelect={(_e, data) =>
                  setFilters({ ...filters, category: (data.optionValue ?? '') as Filters['category'] })
                }
              >
                <Option value="">{CONSULTING_TEXT.all}</Option>
                {CONSULTING_CATEGORY_KEYS.map((key) => (
                  <Option key={key} value={key}>
                    {CONSULTING_TEXT.categories[key]}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            {government ? (
              <>
                <Field label={CONSULTING_TEXT.enterprise} size={size}>
                  <Input
                    value={filters.enterpriseName}
                    onChange={(_e, data) => setFilters({ ...filters, enterpriseName: data.value })}
                  />
                </Field>
                <Field label={CONSULTING_TEXT.city} size={size}>
                  <Dropdown
                    value={JIANGSU_CITIES.find((city) => city.code === filters.cityCode)?.name ?? CONSULTING_TEXT.all}
                    selectedOptions={[filters.cityCode]}
                    onOptionSelect={(_e, data) => setFilters({ ...filters, cityCode: data.optionValue ?? '' })}
                  >
                    <Option value="">{CONSULTING_TEXT.all}</Option>
                    {JIANGSU_CITIES.map((city) => (
                      <Option key={city.code} value={city.code}>
                        {city.name}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              </>
            ) : null}
            <Button type="submit" appearance="primary" size={size}>
              {CONSULTING_TEXT.search}
            </Button>
            <Button
              size={size}
              onClick={() => {
                setFilters(EMPTY_FILTERS);
                setQuery({ ...query, ...EMPTY_FILTERS, pageNum: 1 });
              }}
            >
              {CONSULTING_TEXT.reset}
            </Button>
          </form>
        </Card>
      ) : null}
      <div className={styles.bar}>
        <TabList
          size={size === 'large' ? 'large' : 'medium'}
          selectedValue={query.status}
          aria-label={CONSULTING_TEXT.status}
          onTabSelect={(_e, data) => setQuery({ ...query, status: data.value as '' | ConsultingStatus, pageNum: 1 })}
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
        <span className={styles.spacer} />
        {government ? null : (
          <HasPermission perms={['zqhd:advice:add']}>
            <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>
              {CONSULTING_TEXT.add}
            </Button>
          </HasPermission>
        )}
        <TableToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={() => void load()}
          columns={columns}
          onColumnsChange={setColumns}
        />
      </div>
      <Table
        size={size === 'large' ? 'medium' : size === 'medium' ? 'small' : 'extra-small'}
        aria-label={CONSULTING_TEXT.title}
      >
        <TableHeader>
          <TableRow>
            {columns
              .filter((column) => column.visible)
              .map((column) => (
                <TableHeaderCell
                  key={column.key}
                  className={
                    column.key === 'title'
                      ? styles.titleColumn
                      : column.key === 'enterpriseName'
                        ? styles.wideColumn
                        : undefined
                  }
                >
                  {column.label}
                </TableHeaderCell>
              ))}
            <TableHeaderCell>{CONSULTING_TEXT.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell>{CONSULTING_TEXT.empty}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id}>
                {shown('title') ? (
                  <TableCell className={styles.titleCell}>
                    <Link onClick={() => open(row.id)}>{row.title}</Link>
                  </TableCell>
                ) : null}
                {shown('kind') ? <TableCell>{CONSULTING_TEXT.kinds[row.kind]}</TableCell> : null}
                {shown('category') ? <TableCell>{CONSULTING_TEXT.categories[row.category]}</TableCell> : null}
                {shown('enterpriseName') ? <TableCell>{row.enterpriseName}</TableCell> : null}
                {shown('cityName') ? <TableCell>{row.cityName}</TableCell> : null}
                {shown('askedBy') ? <TableCell>{row.askedBy}</TableCell> : null}
                {shown('status') ? (
                  <TableCell>
                    <StatusBadge status={row.status} />
                  </TableCell>
                ) : null}
                {shown('replies') ? <TableCell>{row.replies}</TableCell> : null}
                {shown('createTime') ? <TableCell>{row.createTime}</TableCell> : null}
                {shown('updateTime') ? <TableCell>{row.updateTime}</TableCell> : null}
                <TableCell>
                  <Button
                    size="small"
                    appearance="transparent"
                    aria-label={CONSULTING_TEXT.viewRow(row.title)}
                    onClick={() => open(row.id)}
                  >
                    {government && row.status === 'pending' ? CONSULTING_TEXT.answer : CONSULTING_TEXT.view}
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Pager
        total={total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onChange={(page) => setQuery({ ...query, ...page })}
      />
      {adding ? (
        <ConsultingForm
          onClose={() => setAdding(false)}
          onCreated={(id) => {
            setAdding(false);
            void load();
            open(id);
          }}
        />
      ) : null}
    </div>
  );
}
