// /system/role-auth/user?roleId= (分配用户): the accounts holding a role, searched by login name and
// phone; 添加用户 picks accounts from those not holding it, 取消授权 takes it from one or a
// selection. Both lists hold only accounts within the administrator's data scope; phones masked.
import type { RoleRow, RoleUserRow } from '@ent/core/api';
import { ROLE_PERMISSIONS } from '@ent/core/contract';
import { enumeration, SYS_ROLE_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogSurface,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowLeftRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission } from '../../../widgets/Gate';
import { TextFilter } from '../../../widgets/list/filters';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';

const T = SYS_ROLE_TEXT.authUser;

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  surface: { maxWidth: '900px', width: '100%' },
});

interface Filters {
  userName: string;
  phonenumber: string;
}

const EMPTY: Filters = { userName: '', phonenumber: '' };

const columns: ListColumn<RoleUserRow>[] = [
  { key: 'userName', label: T.userName, render: (row) => row.userName },
  { key: 'nickName', label: T.nickName, render: (row) => row.nickName },
  { key: 'deptName', label: T.deptName, render: (row) => row.deptName },
  { key: 'phonenumber', label: T.phone, nowrap: true, render: (row) => row.phonenumber },
  { key: 'userType', label: T.userType, nowrap: true, render: (row) => T.userTypeValues[row.userType] },
  {
    key: 'status',
    label: T.status,
    nowrap: true,
    render: (row) => SYS_ROLE_TEXT.statusValues[row.status],
  },
  { key: 'createTime', label: T.createTime, nowrap: true, hidden: true, render: (row) => row.createTime },
];

function roleIdOf(search: string): number {
  const value = Number(new URLSearchParams(search).get('roleId'));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The accounts not holding the role, chosen in a dialog and given it together. */
function SelectUsers({ roleId, onClose, onDone }: { roleId: number; onClose: () => void; onDone: () => void }) {
  const { roleApi, notifier } = useServices();
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const { list, state } = useList<RoleUserRow, Filters, number>({
    empty: EMPTY,
    key: (row) => row.userId,
    load: async ({ filters, pageNum, pageSize }) =>
      (await roleApi.unallocatedList({ roleId, pageNum, pageSize, ...filters })).data,
  });
  const assign = async () => {
    const ids = state.selected;
    if (ids.length === 0) {
      notifier.show({ type: 'warning', text: T.chooseUsers });
      return;
    }
    setBusy(true);
    const { data } = await roleApi.selectAll(roleId, [...ids]).catch(() => ({ data: null }));
    setBusy(false);
    if (data === null || data === undefined) return;
    notifier.show({ type: 'success', text: T.assigned });
    onDone();
  };
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label={T.selectTitle}>
        <DialogBody>
          <ListPage
            title={T.selectTitle}
            list={list}
            state={state}
            searchFields={
              <>
                <TextFilter list={list} filters={state.filters} name="userName" label={T.userName} />
                <TextFilter list={list} filters={state.filters} name="phonenumber" label={T.phone} />
              </>
            }
            columns={columns}
            rowKey={(row) => row.userId}
            selection={{ all: T.selectAll, row: (row) => T.selectRow(row.userName) }}
            empty={T.emptyUnassigned}
          />
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={() => void assign()}>
              {SYS_ROLE_TEXT.save}
            </Button>
            <Button onClick={onClose}>{SYS_ROLE_TEXT.cancel}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export default function AuthUserPage() {
  const { roleApi } = useServices();
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const roleId = roleIdOf(useSearch());
  const [role, setRole] = useState<RoleRow | null>(null);
  const [selecting, setSelecting] = useState(false);
  const { list, state } = useList<RoleUserRow, Filters, number>({
    empty: EMPTY,
    key: (row) => row.userId,
    load: async ({ filters, pageNum, pageSize }) =>
      roleId ? (await roleApi.allocatedList({ roleId, pageNum, pageSize, ...filters })).data : { rows: [], total: 0 },
  });
  const cancel = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmCancel(enumeration(rows.map((row) => row.userName))),
    remove: (rows) =>
      rows.length === 1 && rows[0]
        ? roleApi.cancel(roleId, rows[0].userId)
        : roleApi.cancelAll(
            roleId,
            rows.map((row) => row.userId),
          ),
    done: T.cancelled,
  });

  // The page stays mounted in its tab: another role's link loads that role's users.
  useEffect(() => {
    if (roleId) void list.reload();
  }, [roleId, list]);

  useEffect(() => {
    if (!roleId) return;
    let live = true;
    void roleApi
      .get(roleId)
      .then(({ data }) => {
        if (live && data) setRole(data);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [roleId, roleApi]);

  return (
    <>
      <ListPage
        title={SYS_ROLE_TEXT.authUserTitle}
        intro={
          <Body1 className={styles.hint}>
            {role ? T.intro(role.roleName, role.roleKey) : roleId ? '' : T.missingRole}
          </Body1>
        }
        list={list}
        state={state}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="userName" label={T.userName} />
            <TextFilter list={list} filters={state.filters} name="phonenumber" label={T.phone} />
          </>
        }
        actions={
          <>
            <HasPermission perms={[ROLE_PERMISSIONS.edit]}>
              <Button
                size={size}
                appearance="primary"
                icon={<AddRegular />}
                disabled={!roleId || role?.admin === true}
                onClick={() => setSelecting(true)}
              >
                {T.add}
              </Button>
              <Button
                size={size}
                icon={<DismissCircleRegular />}
                disabled={state.selected.length === 0 || role?.admin === true}
                onClick={() => void cancel(list.selectedRows())}
              >
                {T.cancelSelected}
              </Button>
            </HasPermission>
            <Button size={size} icon={<ArrowLeftRegular />} onClick={() => navigate('/system/role')}>
              {T.back}
            </Button>
          </>
        }
        columns={columns}
        rowKey={(row) => row.userId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.userName) }}
        rowActions={(row) =>
          role?.admin ? null : (
            <HasPermission perms={[ROLE_PERMISSIONS.edit]}>
              <Button
                size="small"
                appearance="transparent"
                icon={<DismissCircleRegular />}
                aria-label={T.cancelRow(row.userName)}
                onClick={() => void cancel([row])}
              >
                {T.cancel}
              </Button>
            </HasPermission>
          )
        }
        empty={T.empty}
      />
      {selecting ? (
        <SelectUsers
          roleId={roleId}
          onClose={() => setSelecting(false)}
          onDone={() => {
            setSelecting(false);
            void list.reload();
          }}
        />
      ) : null}
    </>
  );
}
