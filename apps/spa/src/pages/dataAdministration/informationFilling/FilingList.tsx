// /dataAdministration/informationFilling (项目备案, the embedded entry xmba): the enterprise's
// projects with their filing status, the SPEC §1 note on the grid's photovoltaic project library,
// and the ways in: a new filing, continuing a draft or a returned one, or viewing what was filed.
// Government staff see every enterprise's filings (filtered by enterprise) and open one to review it.
import type { FilingRow } from '@ent/core/api';
import { FILING_STATUSES, type FilingStatus } from '@ent/core/contract';
import { FILING_REVIEW_TEXT, FILING_TEXT } from '@ent/core/messages';
import { type ColumnEntry, DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import {
  Button,
  Card,
  Dropdown,
  Field,
  Input,
  Link,
  makeStyles,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
} from '@fluentui/react-components';
import { AddRegular, CheckmarkCircleRegular, DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useLoadWhileActive } from '../../../layout/useLoadWhileActive';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useIsGovernmentStaff } from '../../../widgets/Gate';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { Pager } from '../../../widgets/Pager';
import { TableToolbar } from '../../../widgets/TableToolbar';
import { EnterprisePicker, type PickedEnterprise } from './EnterprisePicker';
import { FILING_DETAIL_PATH, FILING_EDIT_PATH, FilingStatusBadge, PvLibraryNote, statusLabel } from './filingParts';

const useStyles = makeStyles({});

const C = FILING_TEXT.columns;
const COLUMNS: ColumnEntry[] = [
  { key: 'name', label: C.name, visible: true },
  { key: 'enterpriseName', label: C.enterpriseName, visible: true },
  { key: 'projectCode', label: C.projectCode, visible: true },
  { key: 'projectType', label: C.projectType, visible: true },
  { key: 'city', label: C.city, visible: true },
  { key: 'capacityMw', label: C.capacityMw, visible: true },
  { key: 'investment', label: C.investment, visible: true },
  { key: 'status', label: C.status, visible: true },
  { key: 'submitTime', label: C.submitTime, visible: true },
  { key: 'reviewOpinion', label: FILING_TEXT.reviewOpinion, visible: true },
  { key: 'updateTime', label: C.updateTime, visible: false },
];

interface Filters {
  name: string;
  projectCode: string;
  status: FilingStatus | '';
  /** Government staff only: one enterprise's filings. */
  enterprise: PickedEnterprise | null;
}
const NO_FILTERS: Filters = { name: '', projectCode: '', status: '', enterprise: null };

export default function FilingList() {
  const { filings, dialogs, notifier } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [query, setQuery] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, ...NO_FILTERS });
  const [rows, setRows] = useState<FilingRow[]>([]);
  const [total, setTotal] = useState(0);
  const [showSearch, setShowSearch] = useState(true);
  const government = useIsGovernmentStaff();
  // An enterprise sees only its own filings: the enterprise column is for staff.
  const [columns, setColumns] = useState(() =>
    government ? COLUMNS : COLUMNS.filter((column) => column.key !== 'enterpriseName'),
  );

  const load = useCallback(async () => {
    const answer = await filings
      .list({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        ...(query.name ? { name: query.name } : {}),
        ...(query.projectCode ? { projectCode: query.projectCode } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.enterprise ? { mainstayId: query.enterprise.id } : {}),
      })
      .catch(() => null);
    if (!answer?.data) return;
    const lastPage = Math.max(1, Math.ceil(answer.data.total / query.pageSize));
    if (answer.data.rows.length === 0 && query.pageNum > lastPage) {
      setQuery((before) => ({ ...before, pageNum: lastPage }));
      return;
    }
    setRows(answer.data.rows);
    setTotal(answer.data.total);
  }, [filings, query]);

  // Loads on query changes and each time the tab becomes visible again (after filing).
  useLoadWhileActive(load);

  const remove = async (row: FilingRow) => {
    const name = row.name || FILING_TEXT.unnamed;
    if (!(await dialogs.ask({ title: FILING_TEXT.confirmTitle, text: FILING_TEXT.confirmRemove(name) }))) return;
    const done = await filings.remove(row.id).catch(() => null);
    if (!done) return;
    notifier.show({ type: 'success', text: FILING_TEXT.removed });
    await load();
  };

  const shown = (key: string) => columns.find((column) => column.key === key)?.visible === true;
  const visibleCount = columns.filter((column) => column.visible).length;

  return (
    <div className={styles.page}>
      <Title3 as="h1">{FILING_TEXT.listTitle}</Title3>
      <PvLibraryNote />
      {showSearch ? (
        <Card>
          <form
            className={styles.search}
            aria-label={FILING_TEXT.search}
            onSubmit={(event) => {
              event.preventDefault();
              setQuery({
                ...query,
                name: filters.name.trim(),
                projectCode: filters.projectCode.trim(),
                status: filters.status,
                enterprise: filters.enterprise,
                pageNum: 1,
              });
            }}
          >
            <Field label={FILING_TEXT.searchName} size={size}>
              <Input value={filters.name} onChange={(_event, data) => setFilters({ ...filters, name: data.value })} />
            </Field>
            <Field label={FILING_TEXT.searchCode} size={size}>
              <Input
                value={filters.projectCode}
                onChange={(_event, data) => setFilters({ ...filters, projectCode: data.value })}
              />
            </Field>
            <Field label={FILING_TEXT.searchStatus} size={size}>
              <Dropdown
                value={filters.status ? statusLabel(filters.status) : FILING_TEXT.all}
                selectedOptions={[filters.status]}
                onOptionSelect={(_event, data) =>
                  setFilters({ ...filters, status: (data.optionValue ?? '') as FilingStatus | '' })
                }
              >
                <Option value="">{FILING_TEXT.all}</Option>
                {FILING_STATUSES.map((status) => (
                  <Option key={status} value={status}>
                    {statusLabel(status)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            {government ? (
              <EnterprisePicker
                value={filters.enterprise}
                onChange={(enterprise) => setFilters({ ...filters, enterprise })}
                size={size}
              />
            ) : null}
            <Button type="submit" appearance="primary" size={size}>
              {FILING_TEXT.search}
            </Button>
            <Button
              size={size}
              onClick={() => {
                setFilters(NO_FILTERS);
                setQuery({ ...query, ...NO_FILTERS, pageNum: 1 });
              }}
            >
              {FILING_TEXT.resetSearch}
            </Button>
          </form>
        </Card>
      ) : null}
      <div className={styles.actions}>
        {government ? null : (
          <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => navigate(FILING_EDIT_PATH)}>
            {FILING_TEXT.add}
          </Button>
        )}
        <span className={styles.spacer} />
        <TableToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={() => void load()}
          columns={columns}
          onColumnsChange={setColumns}
        />
      </div>
      <Table className={styles.table} aria-label={FILING_TEXT.listTitle} size={size === 'large' ? 'medium' : size}>
        <TableHeader>
          <TableRow>
            {columns
              .filter((column) => column.visible)
              .map((column) => (
                <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>
              ))}
            <TableHeaderCell>{FILING_TEXT.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={visibleCount + 1}>{FILING_TEXT.empty}</TableCell>
            </TableRow>
          ) : (
            rows.map((row) => {
              const name = row.name || FILING_TEXT.unnamed;
              return (
                <TableRow key={row.id} data-filing-id={row.id}>
                  {shown('name') ? (
                    <TableCell>
                      <Link onClick={() => navigate(`${FILING_DETAIL_PATH}?id=${row.id}`)}>{name}</Link>
                    </TableCell>
                  ) : null}
                  {shown('enterpriseName') ? <TableCell>{row.enterpriseName}</TableCell> : null}
                  {shown('projectCode') ? <TableCell className={styles.nowrap}>{row.projectCode}</TableCell> : null}
                  {shown('projectType') ? (
                    <TableCell>{FILING_TEXT.projectTypes[row.projectType] ?? ''}</TableCell>
                  ) : null}
                  {shown('city') ? <TableCell className={styles.nowrap}>{row.cityName}</TableCell> : null}
                  {shown('capacityMw') ? <TableCell>{row.capacityMw.toFixed(2)}</TableCell> : null}
                  {shown('investment') ? <TableCell>{row.investment.toFixed(2)}</TableCell> : null}
                  {shown('status') ? (
                    <TableCell>
                      <FilingStatusBadge status={row.status} />
                    </TableCell>
                  ) : null}
                  {shown('submitTime') ? <TableCell className={styles.nowrap}>{row.submitTime}</TableCell> : null}
                  {shown('reviewOpinion') ? <TableCell>{row.reviewOpinion}</TableCell> : null}
                  {shown('updateTime') ? <TableCell className={styles.nowrap}>{row.updateTime}</TableCell> : null}
                  <TableCell className={styles.nowrap}>
                    <Button
                      size="small"
                      appearance="transparent"
                      icon={<EyeRegular />}
                      aria-label={`${FILING_TEXT.view} ${name}`}
                      onClick={() => navigate(`${FILING_DETAIL_PATH}?id=${row.id}`)}
                    >
                      {FILING_TEXT.view}
                    </Button>
                    {government && row.status === 'submitted' ? (
                      <Button
                        size="small"
                        appearance="transparent"
                        icon={<CheckmarkCircleRegular />}
                        aria-label={`${FILING_REVIEW_TEXT.review} ${name}`}
                        onClick={() => navigate(`${FILING_DETAIL_PATH}?id=${row.id}`)}
                      >
                        {FILING_REVIEW_TEXT.review}
                      </Button>
                    ) : null}
                    {row.editable && !government ? (
                      <>
                        <Button
                          size="small"
                          appearance="transparent"
                          icon={<EditRegular />}
                          aria-label={`${FILING_TEXT.edit} ${name}`}
                          onClick={() => navigate(`${FILING_EDIT_PATH}?id=${row.id}`)}
                        >
                          {FILING_TEXT.edit}
                        </Button>
                        <Button
                          size="small"
                          appearance="transparent"
                          icon={<DeleteRegular />}
                          aria-label={`${FILING_TEXT.remove} ${name}`}
                          onClick={() => void remove(row)}
                        >
                          {FILING_TEXT.remove}
                        </Button>
                      </>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
      <Pager
        total={total}
        pageNum={query.pageNum}
        pageSize={query.pageSize}
        onChange={(page) => setQuery({ ...query, ...page })}
      />
    </div>
  );
}
