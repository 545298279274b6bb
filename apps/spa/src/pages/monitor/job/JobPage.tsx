// /system/job (monitor/job/index): the scheduled jobs for the system administrator: filtered by
// name and status, each run once now, paused or resumed; export of the filter.
import type { JobRow } from '@ent/core/api';
import { JOB_PERMISSIONS } from '@ent/core/contract';
import { JOB_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { downloadExport } from '../../../widgets/download';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useList } from '../../../widgets/list/useList';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
});

interface Filters {
  name: string;
  status: '' | '0' | '1';
}

const EMPTY: Filters = { name: '', status: '' };
const T = JOB_TEXT;
const STATUS_OPTIONS = (['0', '1'] as const).map((key) => [key, T.statuses[key]] as const);

export default function JobPage() {
  const { jobApi, notifier } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const { list, state } = useList<JobRow, Filters, number>({
    empty: EMPTY,
    key: (row) => row.jobId,
    load: async ({ filters, pageNum, pageSize }) => (await jobApi.list({ pageNum, pageSize, ...filters })).data,
  });

  const columns: ListColumn<JobRow>[] = [
    { key: 'name', label: T.name, render: (row) => row.name },
    { key: 'group', label: T.group, nowrap: true, render: (row) => row.group },
    { key: 'kind', label: T.kind, render: (row) => T.kinds[row.kind] ?? row.kind },
    { key: 'cron', label: T.cron, nowrap: true, render: (row) => row.cron },
    {
      key: 'status',
      label: T.status,
      nowrap: true,
      render: (row) => (
        <Badge appearance="tint" color={row.status === '0' ? 'success' : 'warning'}>
          {T.statuses[row.status]}
        </Badge>
      ),
    },
    { key: 'nextTime', label: T.nextTime, nowrap: true, render: (row) => row.nextTime || '—' },
  ];

  const run = async (row: JobRow) => {
    const { data } = await jobApi.run(row.jobId);
    if (data) notifier.show({ type: 'success', text: T.runStarted });
  };

  const toggle = async (row: JobRow) => {
    await jobApi.changeStatus(row.jobId, row.status === '0' ? '1' : '0');
    await list.reload();
  };

  const exportFile = async () => {
    const { data } = await jobApi.exportFile(state.applied);
    if (data) downloadExport(data);
  };

  return (
    <ListPage
      title={T.title}
      intro={<Body1 className={styles.hint}>{T.intro}</Body1>}
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
        </>
      }
      actions={
        <HasPermission perms={[JOB_PERMISSIONS.export]}>
          <Button size={size} icon={<ArrowDownloadRegular />} onClick={() => void exportFile()}>
            {T.export}
          </Button>
        </HasPermission>
      }
      columns={columns}
      rowKey={(row) => row.jobId}
      rowActions={(row) => (
        <HasPermission perms={[JOB_PERMISSIONS.changeStatus]}>
          <Button size="small" appearance="transparent" aria-label={T.runOf(row.name)} onClick={() => void run(row)}>
            {T.run}
          </Button>
          <Button
            size="small"
            appearance="transparent"
            aria-label={row.status === '0' ? T.pauseOf(row.name) : T.resumeOf(row.name)}
            onClick={() => void toggle(row)}
          >
            {row.status === '0' ? T.pause : T.resume}
          </Button>
        </HasPermission>
      )}
      empty={T.empty}
    />
  );
}
