// /datareporting/list: the forms the enterprise must report, with their state, and the way in:
// fill a new one, continue a draft, or view what was submitted.
import type { ReportTaskRow, TaskState } from '@ent/core/api';
import { REPORT_TEXT } from '@ent/core/messages';
import { type ColumnEntry, DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import {
  Badge,
  Button,
  Card,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  Tooltip,
} from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useLoadWhileActive } from '../../layout/useLoadWhileActive';
import { useServices } from '../../state/servicesContext';
import { useControlSize } from '../../state/useShell';
import { useListPageStyles } from '../../widgets/listPageStyles';
import { Pager } from '../../widgets/Pager';
import { TableToolbar } from '../../widgets/TableToolbar';

const useStyles = makeStyles({
  bar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

const STATE_COLOR = { pending: 'informative', draft: 'warning', submitted: 'success', overdue: 'danger' } as const;
const STATES = ['pending', 'draft', 'submitted', 'overdue'] as const;

const INITIAL_COLUMNS: ColumnEntry[] = (
  Object.entries(REPORT_TEXT.columns) as Array<[keyof typeof REPORT_TEXT.columns, string]>
)
  .filter(([key]) => key !== 'actions')
  .map(([key, label]) => ({ key, label, visible: true }));

export default function ReportList() {
  const { forms } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const [, navigate] = useLocation();
  const [title, setTitle] = useState('');
  const [state, setState] = useState<string>('');
  const [query, setQuery] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, title: '', state: '' });
  const [rows, setRows] = useState<ReportTaskRow[]>([]);
  const [total, setTotal] = useState(0);
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(INITIAL_COLUMNS);

  const load = useCallback(async () => {
    const answer = await forms
      .tasks({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        ...(query.title ? { title: query.title } : {}),
        ...(query.state ? { state: query.state as TaskState } : {}),
      })
      .catch(() => null);
    if (answer?.data) {
      setRows(answer.data.rows);
      setTotal(answer.data.total);
    }
  }, [forms, query]);
  useLoadWhileActive(load);

  const shown = (key: string) => columns.find((column) => column.key === key)?.visible !== false;
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
    <div className={styles.page}>
      <Title3 as="h1">{REPORT_TEXT.listTitle}</Title3>
      {showSearch ? (
        <Card>
          <form
            className={styles.search}
            onSubmit={(event) => {
              event.preventDefault();
              setQuery({ ...query, pageNum: 1, title: title.trim(), state });
            }}
          >
            <Field label={REPORT_TEXT.searchTitle} size={size}>
              <Input value={title} onChange={(_event, data) => setTitle(data.value)} />
            </Field>
            <Field label={REPORT_TEXT.searchState} size={size}>
              <Dropdown
                value={state ? (REPORT_TEXT.states[state] ?? '') : REPORT_TEXT.allStates}
                selectedOptions={[state]}
                onOptionSelect={(_event, data) => setState(data.optionValue ?? '')}
              >
                <Option value="">{REPORT_TEXT.allStates}</Option>
                {STATES.map((value) => (
                  <Option key={value} value={value}>
                    {REPORT_TEXT.states[value] ?? value}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Button size={size} appearance="primary" type="submit">
              {REPORT_TEXT.search}
            </Button>
            <Button
              size={size}
              onClick={() => {
                setTitle('');
                setState('');
                setQuery({ ...query, pageNum: 1, title: '', state: '' });
              }}
            >
              {REPORT_TEXT.resetSearch}
            </Button>
          </form>
        </Card>
      ) : null}
      <div className={styles.bar}>
        <span />
        <TableToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={() => void load()}
          columns={columns}
          onColumnsChange={setColumns}
        />
      </div>
      <Table aria-label={REPORT_TEXT.listTitle} size={size === 'large' ? 'medium' : size}>
        <TableHeader>
          <TableRow>
            {columns
              .filter((column) => column.visible)
              .map((column) => (
                <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>
              ))}
            <TableHeaderCell>{REPORT_TEXT.columns.actions}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length + 1}>{REPORT_TEXT.empty}</TableCell>
            </TableRow>
          ) : null}
          {rows.map((row) => (
            <TableRow key={row.taskId}>
              {shown('title') ? <TableCell>{row.title}</TableCell> : null}
              {shown('period') ? <TableCell>{row.period}</TableCell> : null}
              {shown('dueDate') ? <TableCell>{row.dueDate}</TableCell> : null}
              {shown('state') ? (
                <TableCell>
                  <Badge appearance="tint" color={STATE_COLOR[row.state]}>
                    {REPORT_TEXT.states[row.state] ?? row.state}
                  </Badge>
                </TableCell>
              ) : null}
              {shown('updateTime') ? <TableCell>{row.updateTime}</TableCell> : null}
              <TableCell>{action(row)}</TableCell>
            </TableRow>
          ))}
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
