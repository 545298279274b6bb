// /dataAdministration/informationFilling (项目备案, the embedded entry xmba): the enterprise's
// projects with their filing status, the SPEC §1 note on the grid's photovoltaic project library,
// and the ways in: a new filing, continuing a draft or a returned one, or viewing what was filed.
// Government staff see every enterprise's filings (filtered by enterprise) and open one to review it.
import type { FilingRow } from '@ent/core/api';
import type { FilingStatus } from '@ent/core/contract';
import { enumeration, FILING_REVIEW_TEXT, FILING_TEXT } from '@ent/core/messages';
import { Button, Link } from '@fluentui/react-components';
import { AddRegular, CheckmarkCircleRegular, DeleteRegular, EditRegular, EyeRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useFilingStatuses } from '../../../widgets/dict/useFilingStatuses';
import { useIsGovernmentStaff } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { EnterprisePicker, type PickedEnterprise } from './EnterprisePicker';
import { FILING_DETAIL_PATH, FILING_EDIT_PATH, FilingStatusBadge, PvLibraryNote } from './filingParts';

const C = FILING_TEXT.columns;
const nameOf = (row: FilingRow) => row.name || FILING_TEXT.unnamed;

interface Filters {
  name: string;
  projectCode: string;
  status: FilingStatus | '';
  /** Government staff only: one enterprise's filings. */
  enterprise: PickedEnterprise | null;
}
const NO_FILTERS: Filters = { name: '', projectCode: '', status: '', enterprise: null };

export default function FilingList() {
  const { filings } = useServices();
  const statuses = useFilingStatuses();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const government = useIsGovernmentStaff();
  const { list, state } = useList<FilingRow, Filters, number>({
    empty: NO_FILTERS,
    key: (row) => row.id,
    load: async ({ filters, pageNum, pageSize }) =>
      (
        await filings.list({
          pageNum,
          pageSize,
          ...(filters.name.trim() ? { name: filters.name.trim() } : {}),
          ...(filters.projectCode.trim() ? { projectCode: filters.projectCode.trim() } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.enterprise ? { mainstayId: filters.enterprise.id } : {}),
        })
      ).data,
  });
  const remove = useConfirmedRemove(list, {
    title: FILING_TEXT.confirmTitle,
    text: (rows) => FILING_TEXT.confirmRemove(enumeration(rows.map(nameOf))),
    remove: async (rows) => {
      for (const row of rows) await filings.remove(row.id);
    },
    done: FILING_TEXT.removed,
  });
  const open = (row: FilingRow) => navigate(`${FILING_DETAIL_PATH}?id=${row.id}`);

  const columns: ListColumn<FilingRow>[] = [
    { key: 'name', label: C.name, render: (row) => <Link onClick={() => open(row)}>{nameOf(row)}</Link> },
    // An enterprise sees only its own filings: the enterprise column is for staff.
    ...(government
      ? [{ key: 'enterpriseName', label: C.enterpriseName, render: (row: FilingRow) => row.enterpriseName }]
      : []),
    { key: 'projectCode', label: C.projectCode, render: (row) => row.projectCode, nowrap: true },
    {
      key: 'projectType',
      label: C.projectType,
      render: (row) => FILING_TEXT.projectTypes[row.projectType] ?? '',
      nowrap: true,
    },
    { key: 'city', label: C.city, render: (row) => row.cityName, nowrap: true },
    { key: 'capacityMw', label: C.capacityMw, render: (row) => row.capacityMw.toFixed(2) },
    { key: 'investment', label: C.investment, render: (row) => row.investment.toFixed(2) },
    { key: 'status', label: C.status, render: (row) => <FilingStatusBadge status={row.status} /> },
    { key: 'submitTime', label: C.submitTime, render: (row) => row.submitTime, nowrap: true },
    { key: 'reviewOpinion', label: FILING_TEXT.reviewOpinion, render: (row) => row.reviewOpinion },
    { key: 'updateTime', label: C.updateTime, render: (row) => row.updateTime, nowrap: true, hidden: true },
  ];
  const { filters } = state;

  return (
    <ListPage
      title={FILING_TEXT.listTitle}
      intro={<PvLibraryNote />}
      list={list}
      state={state}
      searchLabel={FILING_TEXT.search}
      searchFields={
        <>
          <TextFilter list={list} filters={filters} name="name" label={FILING_TEXT.searchName} />
          <TextFilter list={list} filters={filters} name="projectCode" label={FILING_TEXT.searchCode} />
          <ChoiceFilter
            label={FILING_TEXT.searchStatus}
            value={filters.status}
            options={government ? statuses.staffChoices : statuses.choices}
            allLabel={FILING_TEXT.all}
            onChange={(status) => list.setFilters({ status })}
          />
          {government ? (
            <EnterprisePicker
              value={filters.enterprise}
              onChange={(enterprise) => list.setFilters({ enterprise })}
              size={size}
            />
          ) : null}
        </>
      }
      actions={
        government ? null : (
          <Button size={size} appearance="primary" icon={<AddRegular />} onClick={() => navigate(FILING_EDIT_PATH)}>
            {FILING_TEXT.add}
          </Button>
        )
      }
      columns={columns}
      rowKey={(row) => row.id}
      actionsLabel={FILING_TEXT.actions}
      rowActions={(row) => (
        <>
          <Button
            size="small"
            appearance="transparent"
            icon={<EyeRegular />}
            aria-label={`${FILING_TEXT.view} ${nameOf(row)}`}
            onClick={() => open(row)}
          >
            {FILING_TEXT.view}
          </Button>
          {government && row.status === 'submitted' ? (
            <Button
              size="small"
              appearance="transparent"
              icon={<CheckmarkCircleRegular />}
              aria-label={`${FILING_REVIEW_TEXT.review} ${nameOf(row)}`}
              onClick={() => open(row)}
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
                aria-label={`${FILING_TEXT.edit} ${nameOf(row)}`}
                onClick={() => navigate(`${FILING_EDIT_PATH}?id=${row.id}`)}
              >
                {FILING_TEXT.edit}
              </Button>
              <Button
                size="small"
                appearance="transparent"
                icon={<DeleteRegular />}
                aria-label={`${FILING_TEXT.remove} ${nameOf(row)}`}
                onClick={() => void remove([row])}
              >
                {FILING_TEXT.remove}
              </Button>
            </>
          ) : null}
        </>
      )}
      empty={FILING_TEXT.empty}
    />
  );
}
