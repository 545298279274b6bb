// /system/job (monitor/job/index): the scheduled jobs for the system administrator: filtered by
// name and status; added, changed, deleted; each run once now, paused or resumed, its runs read on
// 调度日志 (/job/log); export of the filter.
import type { JobRow } from '@ent/core/api';
import { JOB_PERMISSIONS } from '@ent/core/contract';
import { enumeration, JOB_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import {
  AddButton,
  EditRowButton,
  ExportButton,
  RemoveRowButton,
  RowButton,
  useEditing,
} from '../../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { JobEditor } from './JobEditor';

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
  const [, navigate] = useLocation();
  const { list, state } = useList<JobRow, Filters, number>({
    empty: EMPTY,
    key: (row) => row.jobId,
    load: async ({ filters, pageNum, pageSize }) => (await jobApi.list({ pageNum, pageSize, ...filters })).data,
  });
  const editor = useEditing<JobRow>(list.reload);
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemove(enumeration(rows.map((row) => row.name))),
    remove: (rows) => jobApi.remove(rows.map((row) => row.jobId)),
    done: T.removed,
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

  return (
    <>
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
          <>
            <AddButton perm={JOB_PERMISSIONS.add} onClick={() => editor.open(null)} />
            <ExportButton perm={JOB_PERMISSIONS.export} onExport={() => jobApi.exportFile(state.applied)} />
            <Button size={size} icon={<DocumentBulletListRegular />} onClick={() => navigate('/job/log')}>
              {T.log}
            </Button>
          </>
        }
        columns={columns}
        rowKey={(row) => row.jobId}
        rowActions={(row) => (
          <>
            <EditRowButton perm={JOB_PERMISSIONS.edit} row={row.name} onClick={() => editor.open(row)} />
            <HasPermission perms={[JOB_PERMISSIONS.changeStatus]}>
              <RowButton label={T.run} name={T.runOf(row.name)} onClick={() => void run(row)} />
              <RowButton
                label={row.status === '0' ? T.pause : T.resume}
                name={row.status === '0' ? T.pauseOf(row.name) : T.resumeOf(row.name)}
                onClick={() => void toggle(row)}
              />
            </HasPermission>
            <RowButton
              icon={<DocumentBulletListRegular />}
              label={T.log}
              name={T.logOf(row.name)}
              onClick={() => navigate(`/job/log/${row.jobId}`)}
            />
            <RemoveRowButton perm={JOB_PERMISSIONS.remove} row={row.name} onClick={() => void remove([row])} />
          </>
        )}
        empty={T.empty}
      />
      {editor.editing !== undefined ? (
        <JobEditor editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />
      ) : null}
    </>
  );
}
