// /datareporting/list: the forms the enterprise must report, with their state, and the way in:
// fill a new one, continue a draft, or view what was submitted.
import type { ReportTaskRow, TaskState } from '@ent/core/api';
import { REPORT_TEXT } from '@ent/core/messages';
import { Badge, Button, Tooltip } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { ChoiceFilter, TextFilter } from '../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../widgets/list/ListPage';
import { useList } from '../../widgets/list/useList';

const STATE_COLOR = { pending: 'informative', draft: 'warning', submitted: 'success', overdue: 'danger' } as const;
const STATES = ['pending', 'draft', 'submitted', 'overdue'] as const;

const C = REPORT_TEXT.columns;
const COLUMNS: ListColumn<ReportTaskRow>[] = [
  { key: 'title', label: C.title, render: (row) => row.title },
  { key: 'period', label: C.period, render: (row) => row.period },
  { key: 'dueDate', label: C.dueDate, render: (row) => row.dueDate },
  {
    key: 'state',
    label: C.state,
    render: (row) => (
      <Badge appearance="tint" color={STATE_COLOR[row.state]}>
        {REPORT_TEXT.states[row.state] ?? row.state}
      </Badge>
    ),
  },
  { key: 'updateTime', label: C.updateTime, render: (row) => row.updateTime },
];

interface Filters {
  title: string;
  state: TaskState | '';
}

export default function ReportList() {
  const { forms } = useServices();
  const [, navigate] = useLocation();
  const { list, state } = useList<ReportTaskRow, Filters, number>({
    empty: { title: '', state: '' },
    key: (row) => row.taskId,
    load: async ({ filters, pageNum, pageSize }) =>
      (
        await forms.tasks({
          pageNum,
          pageSize,
          ...(filters.title.trim() ? { title: filters.title.trim() } : {}),
          ...(filters.state ? { state: filters.state } : {}),
        })
      ).data,
  });

  const action = (row: ReportTaskRow) => {
    if (row.state === 'submitted' && row.recordId)
      return (
        <Button size="small" onClick={() => navigate(`/datareporting/detail?recordId=${row.recordId}`)}>
          {REPORT_TEXT.view}
        </Button>
      );
    if (!row.recordId && !row.formDataId)
      return (
        <Tooltip content={REPORT_TEXT.noForm} relationship="description">
          <Button size="small" disabledFocusable>
            {REPORT_TEXT.fill}
          </Button>
        </Tooltip>
      );
    const label = row.recordId ? REPORT_TEXT.continue : REPORT_TEXT.fill;
    return (
      <Button
        size="small"
        appearance="primary"
        aria-label={`${label} ${row.title}`}
        onClick={() => navigate(`/datareporting/fill?taskId=${row.taskId}`)}
      >
        {label}
      </Button>
    );
  };

  return (
    <ListPage
      title={REPORT_TEXT.listTitle}
      list={list}
      state={state}
      searchFields={
        <>
          <TextFilter list={list} filters={state.filters} name="title" label={REPORT_TEXT.searchTitle} />
          <ChoiceFilter
            label={REPORT_TEXT.searchState}
            value={state.filters.state}
            options={STATES.map((value) => [value, REPORT_TEXT.states[value] ?? value] as const)}
            allLabel={REPORT_TEXT.allStates}
            onChange={(value) => list.setFilters({ state: value })}
          />
        </>
      }
      columns={COLUMNS}
      rowKey={(row) => row.taskId}
      actionsLabel={C.actions}
      rowActions={action}
      empty={REPORT_TEXT.empty}
    />
  );
}
