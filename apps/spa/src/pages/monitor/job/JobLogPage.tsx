// /job/log (调度日志): every run of the scheduled jobs, or of one job (/job/log/{jobId}, from its row
// on 定时任务): filtered by name, status and day; each run's detail; export of the filter.
import type { JobLogRow } from '@ent/core/api';
import { JOB_LOG_STATUSES, JOB_PERMISSIONS, type JobLogStatus } from '@ent/core/contract';
import { JOB_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { usePageFrame } from '../../../state/pageFrame';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { DetailDialog } from '../../../widgets/DetailDialog';
import { ChoiceFilter, DateFilter, TextFilter } from '../../../widgets/list/filters';
import { ExportButton, RowButton } from '../../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useList } from '../../../widgets/list/useList';

const useStyles = makeStyles({ hint: { color: tokens.colorNeutralForeground3 } });

interface Filters {
  name: string;
  status: JobLogStatus | '';
  beginDate: string;
  endDate: string;
}

const EMPTY: Filters = { name: '', status: '', beginDate: '', endDate: '' };
const T = JOB_TEXT;
const STATUS_OPTIONS = JOB_LOG_STATUSES.map((key) => [key, T.logStatuses[key]] as const);
const STATUS_COLOURS = {
  running: 'informative',
  success: 'success',
  failure: 'danger',
  interrupted: 'warning',
} as const;

const detailEntries = (row: JobLogRow): [string, string][] => [
  [T.name, row.name],
  [T.kind, T.kinds[row.kind] ?? row.kind],
  [T.slot, row.slot],
  [T.startTime, row.startTime],
  [T.endTime, row.endTime],
  [T.duration, row.durationMs === null ? '' : String(row.durationMs)],
  [T.status, T.logStatuses[row.status]],
  [T.message, row.message],
  [T.error, row.error],
];

export default function JobLogPage() {
  const { jobApi } = useServices();
  const { params } = usePageFrame();
  const jobId = params.jobId ? Number(params.jobId) : undefined;
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const [detail, setDetail] = useState<JobLogRow | null>(null);
  const { list, state } = useList<JobLogRow, Filters, number>({
    empty: EMPTY,
    key: (row) => row.id,
    load: async ({ filters, pageNum, pageSize }) =>
      (await jobApi.logList({ pageNum, pageSize, jobId, ...filters })).data,
  });

  const columns: ListColumn<JobLogRow>[] = [
    { key: 'name', label: T.name, render: (row) => row.name },
    { key: 'kind', label: T.kind, render: (row) => T.kinds[row.kind] ?? row.kind },
    { key: 'startTime', label: T.startTime, nowrap: true, render: (row) => row.startTime },
    { key: 'duration', label: T.duration, nowrap: true, render: (row) => row.durationMs ?? '—' },
    {
      key: 'status',
      label: T.status,
      nowrap: true,
      render: (row) => (
        <Badge appearance="tint" color={STATUS_COLOURS[row.status]}>
          {T.logStatuses[row.status]}
        </Badge>
      ),
    },
    { key: 'message', label: T.message, render: (row) => row.error || row.message },
  ];

  return (
    <>
      <ListPage
        title={T.logTitle}
        intro={<Body1 className={styles.hint}>{T.logIntro}</Body1>}
        list={list}
        state={state}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="name" label={T.name} />
            <ChoiceFilter
              label={T.status}
              value={state.filters.status}
              options={STATUS_OPTIONS}
              allLabel={T.allStatuses}
              onChange={(status) => list.setFilters({ status })}
            />
            <DateFilter
              label={T.beginDate}
              value={state.filters.beginDate}
              onChange={(beginDate) => list.setFilters({ beginDate })}
            />
            <DateFilter
              label={T.endDate}
              value={state.filters.endDate}
              onChange={(endDate) => list.setFilters({ endDate })}
            />
          </>
        }
        actions={
          <>
            <Button size={size} icon={<ArrowLeftRegular />} onClick={() => navigate('/system/job')}>
              {T.back}
            </Button>
            <ExportButton
              perm={JOB_PERMISSIONS.export}
              onExport={() => jobApi.logExportFile({ jobId, ...state.applied })}
            />
          </>
        }
        columns={columns}
        rowKey={(row) => row.id}
        rowActions={(row) => (
          <RowButton label={T.logDetail} name={T.logDetailOf(row.name, row.startTime)} onClick={() => setDetail(row)} />
        )}
        empty={T.logEmpty}
      />
      {detail ? (
        <DetailDialog title={T.logDetail} entries={detailEntries(detail)} onClose={() => setDetail(null)} />
      ) : null}
    </>
  );
}
