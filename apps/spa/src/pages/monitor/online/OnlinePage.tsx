// /system/online (monitor/online/index): every live session with who, where, which browser and
// since when, for the security administrator; a forced logout of one or of the selected sessions
// ends them on every server process at once.
import type { OnlineRow } from '@ent/core/api';
import { ONLINE_PERMISSIONS } from '@ent/core/contract';
import { enumeration, ONLINE_TEXT } from '@ent/core/messages';
import { Badge, Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission } from '../../../widgets/Gate';
import { TextFilter } from '../../../widgets/list/filters';
import { RowButton } from '../../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  id: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  name: { display: 'inline-flex', gap: '6px', alignItems: 'center' },
});

interface Filters {
  ipaddr: string;
  userName: string;
}

const EMPTY: Filters = { ipaddr: '', userName: '' };
/** Ending one's own session is 退出登录's job: the server refuses it, so a batch leaves it out. */
const others = (rows: OnlineRow[]) => rows.filter((row) => !row.current);
const T = ONLINE_TEXT;

export default function OnlinePage() {
  const { online } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const { list, state } = useList<OnlineRow, Filters, string>({
    empty: EMPTY,
    key: (row) => row.tokenId,
    load: async ({ filters, pageNum, pageSize }) => (await online.list({ pageNum, pageSize, ...filters })).data,
  });
  const forceLogout = useConfirmedRemove(list, {
    title: T.confirmTitle,
    text: (rows) => T.confirm(enumeration([...new Set(rows.map((row) => row.userName))]), rows.length),
    remove: (rows) => online.forceLogout(rows.map((row) => row.tokenId)),
    done: T.done,
  });

  const columns: ListColumn<OnlineRow>[] = [
    {
      key: 'tokenId',
      label: T.sessionId,
      hidden: true,
      render: (row) => <span className={styles.id}>{row.tokenId}</span>,
    },
    {
      key: 'userName',
      label: T.username,
      nowrap: true,
      render: (row) =>
        row.current ? (
          <span className={styles.name}>
            {row.userName}
            <Badge appearance="tint" color="brand">
              {T.current}
            </Badge>
          </span>
        ) : (
          row.userName
        ),
    },
    { key: 'fullName', label: T.fullName, nowrap: true, render: (row) => row.fullName },
    { key: 'organisation', label: T.organisation, render: (row) => row.organisation },
    { key: 'ipaddr', label: T.ip, nowrap: true, render: (row) => row.ipaddr },
    { key: 'browser', label: T.browser, nowrap: true, render: (row) => row.browser || T.unknown },
    { key: 'os', label: T.os, nowrap: true, render: (row) => row.os || T.unknown },
    { key: 'loginTime', label: T.loginTime, nowrap: true, render: (row) => row.loginTime },
    { key: 'lastAccessTime', label: T.lastSeen, nowrap: true, render: (row) => row.lastAccessTime },
  ];

  return (
    <ListPage
      title={T.title}
      intro={<Body1 className={styles.hint}>{T.intro}</Body1>}
      list={list}
      state={state}
      searchFields={
        <>
          <TextFilter list={list} filters={state.filters} name="ipaddr" label={T.filterIp} />
          <TextFilter list={list} filters={state.filters} name="userName" label={T.filterUser} />
        </>
      }
      actions={
        <HasPermission perms={[ONLINE_PERMISSIONS.forceLogout]}>
          <Button
            size={size}
            icon={<SignOutRegular />}
            disabled={others(list.selectedRows()).length === 0}
            onClick={() => void forceLogout(others(list.selectedRows()))}
          >
            {T.forceSelected}
          </Button>
        </HasPermission>
      }
      columns={columns}
      rowKey={(row) => row.tokenId}
      selection={{ all: T.selectAll, row: (row) => T.select(row.userName) }}
      rowActions={(row) => (
        <RowButton
          perm={ONLINE_PERMISSIONS.forceLogout}
          label={T.forceLogout}
          name={T.forceLogoutOf(row.userName)}
          // Ending one's own session is 退出登录's job; the server refuses it here.
          disabledReason={row.current ? T.ownSession : undefined}
          onClick={() => void forceLogout([row])}
        />
      )}
      empty={T.empty}
    />
  );
}
