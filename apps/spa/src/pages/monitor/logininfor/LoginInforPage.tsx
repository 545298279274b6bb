// /system/logininfor (monitor/logininfor/index): every login attempt with its address, browser,
// system and result, for the audit administrator (reads) and the security administrator (also
// unlocks an account locked by failed attempts); filtered by address, name, result and days, and
// exported. No record can be changed or deleted.
import type { LoginLogRow } from '@ent/core/api';
import { LOGININFOR_PERMISSIONS } from '@ent/core/contract';
import { LOGININFOR_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, LockOpenRegular } from '@fluentui/react-icons';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { downloadExport } from '../../../widgets/download';
import { HasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, DateFilter, TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useList } from '../../../widgets/list/useList';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  status: { display: 'inline-flex', gap: '4px' },
});

interface Filters {
  ipaddr: string;
  userName: string;
  status: '' | '0' | '1';
  beginDate: string;
  endDate: string;
}

const EMPTY: Filters = { ipaddr: '', userName: '', status: '', beginDate: '', endDate: '' };
const T = LOGININFOR_TEXT;
const STATUS_OPTIONS = [
  ['0', T.statuses.success],
  ['1', T.statuses.failure],
] as const;

export default function LoginInforPage() {
  const { loginInfor, notifier, dialogs } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const { list, state } = useList<LoginLogRow, Filters, number>({
    empty: EMPTY,
    key: (row) => row.infoId,
    load: async ({ filters, pageNum, pageSize }) => (await loginInfor.list({ pageNum, pageSize, ...filters })).data,
  });

  const columns: ListColumn<LoginLogRow>[] = [
    { key: 'infoId', label: T.id, nowrap: true, render: (row) => row.infoId },
    { key: 'userName', label: T.username, nowrap: true, render: (row) => row.userName },
    { key: 'ipaddr', label: T.ip, nowrap: true, render: (row) => row.ipaddr },
    { key: 'browser', label: T.browser, nowrap: true, render: (row) => row.browser },
    { key: 'os', label: T.os, nowrap: true, render: (row) => row.os },
    {
      key: 'status',
      label: T.status,
      nowrap: true,
      render: (row) => (
        <span className={styles.status}>
          <Badge appearance="tint" color={row.status === '0' ? 'success' : 'danger'}>
            {T.statuses[row.status === '0' ? 'success' : 'failure']}
          </Badge>
          {row.locked ? (
            <Badge appearance="filled" color="warning">
              {T.locked}
            </Badge>
          ) : null}
        </span>
      ),
    },
    { key: 'msg', label: T.message, render: (row) => row.msg },
    { key: 'loginTime', label: T.loginTime, nowrap: true, render: (row) => row.loginTime },
  ];

  const exportFile = async () => {
    const { data } = await loginInfor.exportFile(state.applied);
    if (data) downloadExport(data);
  };

  const unlock = async (row: LoginLogRow) => {
    if (!(await dialogs.ask({ title: T.unlockTitle, text: T.unlockConfirm(row.userName) }))) return;
    const done = await loginInfor.unlock({ userName: row.userName, ipaddr: row.ipaddr || undefined }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    notifier.show({ type: 'success', text: T.unlocked(row.userName) });
    await list.reload();
  };

  return (
    <ListPage
      title={T.title}
      intro={<Body1 className={styles.hint}>{T.intro}</Body1>}
      list={list}
      state={state}
      searchFields={
        <>
          <TextFilter list={list} filters={state.filters} name="ipaddr" label={T.ip} />
          <TextFilter list={list} filters={state.filters} name="userName" label={T.username} />
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
        <HasPermission perms={[LOGININFOR_PERMISSIONS.export]}>
          <Button size={size} icon={<ArrowDownloadRegular />} onClick={() => void exportFile()}>
            {T.export}
          </Button>
        </HasPermission>
      }
      columns={columns}
      rowKey={(row) => row.infoId}
      rowActions={(row) =>
        row.locked ? (
          <HasPermission perms={[LOGININFOR_PERMISSIONS.unlock]}>
            <Button
              size="small"
              appearance="transparent"
              icon={<LockOpenRegular />}
              aria-label={T.unlockOf(row.userName)}
              onClick={() => void unlock(row)}
            >
              {T.unlock}
            </Button>
          </HasPermission>
        ) : null
      }
      empty={T.empty}
    />
  );
}
