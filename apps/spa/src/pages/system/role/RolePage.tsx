// /system/role (角色管理): search, add and change roles with their menu and button permissions,
// enable or disable them, set their data scope, open 分配用户, delete (never a built-in one) and
// export. The administrator role is shown but offers nothing to change.
import type { RoleRow } from '@ent/core/api';
import { ROLE_PERMISSIONS } from '@ent/core/contract';
import { enumeration, SYS_ROLE_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { Badge, Body1, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { PeopleRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { HasPermission, useHasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import {
  AddButton,
  EditRowButton,
  ExportButton,
  RemoveRowButton,
  RemoveSelectedButton,
  RowButton,
  useEditing,
} from '../../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { DataScopeDialog } from './DataScopeDialog';
import { RoleEditor } from './RoleEditor';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '2px' },
});

interface Filters {
  roleName: string;
  roleKey: string;
  status: '' | '0' | '1';
}

const STATUS_OPTIONS = (['0', '1'] as const).map((status) => [status, T.statusValues[status]] as const);

/** Where 分配用户 opens for a role. */
export const AUTH_USER_PATH = '/system/role-auth/user';

export default function RolePage() {
  const { roleApi, dialogs, notifier } = useServices();
  const styles = useStyles();
  const _size = useControlSize();
  const [, navigate] = useLocation();
  const mayEdit = useHasPermission([ROLE_PERMISSIONS.edit]);
  const [scoping, setScoping] = useState<RoleRow | null>(null);
  const { list, state } = useList<RoleRow, Filters, number>({
    empty: { roleName: '', roleKey: '', status: '' },
    key: (row) => row.roleId,
    load: async ({ filters, pageNum, pageSize }) => (await roleApi.list({ pageNum, pageSize, ...filters })).data,
  });
  const editor = useEditing<RoleRow>(list.reload);
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemove(enumeration(rows.map((row) => row.roleName))),
    remove: (rows) => roleApi.remove(rows.map((row) => row.roleId)),
    done: T.removed,
  });

  const changeStatus = async (row: RoleRow, enable: boolean) => {
    const action = enable ? T.enable : T.disable;
    if (!(await dialogs.ask({ title: WIDGET_TEXT.confirmTitle, text: T.confirmStatus(action, row.roleName) }))) return;
    const { data } = await roleApi.changeStatus({ roleId: row.roleId, status: enable ? '0' : '1' }).catch(() => ({
      data: null,
    }));
    if (data) notifier.show({ type: 'success', text: T.statusChanged(action) });
    await list.reload();
  };

  const columns: ListColumn<RoleRow>[] = [
    { key: 'roleId', label: T.idColumn, nowrap: true, hidden: true, render: (row) => row.roleId },
    { key: 'roleName', label: T.name, render: (row) => row.roleName },
    {
      key: 'roleKey',
      label: T.key,
      render: (row) => (
        <>
          {row.roleKey}{' '}
          {row.builtin ? (
            <Badge appearance="tint" color="informative">
              {T.builtin}
            </Badge>
          ) : null}
        </>
      ),
    },
    { key: 'roleSort', label: T.sort, nowrap: true, render: (row) => row.roleSort },
    {
      key: 'status',
      label: T.status,
      nowrap: true,
      render: (row) =>
        mayEdit && !row.admin ? (
          <Switch
            aria-label={T.statusSwitch(row.roleName)}
            checked={row.status === '0'}
            onChange={(_event, data) => void changeStatus(row, data.checked)}
          />
        ) : (
          T.statusValues[row.status]
        ),
    },
    { key: 'remark', label: T.remark, hidden: true, render: (row) => row.remark },
    { key: 'createTime', label: T.createTime, nowrap: true, render: (row) => row.createTime },
  ];

  return (
    <>
      <ListPage
        title={T.title}
        intro={<Body1 className={styles.hint}>{T.intro}</Body1>}
        list={list}
        state={state}
        searchFields={
          <>
            <TextFilter list={list} filters={state.filters} name="roleName" label={T.name} />
            <TextFilter list={list} filters={state.filters} name="roleKey" label={T.key} />
            <ChoiceFilter
              label={T.status}
              value={state.filters.status}
              options={STATUS_OPTIONS}
              allLabel={T.all}
              onChange={(status) => list.setFilters({ status })}
            />
          </>
        }
        actions={
          <>
            <AddButton perm={ROLE_PERMISSIONS.add} onClick={() => editor.open(null)} />
            <RemoveSelectedButton
              perm={ROLE_PERMISSIONS.remove}
              selected={state.selected.length}
              onClick={() => void remove(list.selectedRows())}
            />
            <ExportButton perm={ROLE_PERMISSIONS.export} onExport={() => roleApi.exportFile(state.applied)} />
          </>
        }
        columns={columns}
        rowKey={(row) => row.roleId}
        selection={{ all: T.selectAll, row: (row) => T.selectRow(row.roleName) }}
        rowActions={(row) =>
          row.admin ? null : (
            <span className={styles.actions}>
              <EditRowButton perm={ROLE_PERMISSIONS.edit} row={row.roleName} onClick={() => editor.open(row)} />
              {row.builtin ? null : (
                <RemoveRowButton perm={ROLE_PERMISSIONS.remove} row={row.roleName} onClick={() => void remove([row])} />
              )}
              <HasPermission perms={[ROLE_PERMISSIONS.edit]}>
                <RowButton
                  icon={<ShieldKeyholeRegular />}
                  label={T.dataScopeAction}
                  name={`${T.dataScopeAction} ${row.roleName}`}
                  onClick={() => setScoping(row)}
                />
                <RowButton
                  icon={<PeopleRegular />}
                  label={T.authUserAction}
                  name={`${T.authUserAction} ${row.roleName}`}
                  onClick={() => navigate(`${AUTH_USER_PATH}?roleId=${row.roleId}`)}
                />
              </HasPermission>
            </span>
          )
        }
        empty={T.empty}
      />
      {editor.editing !== undefined ? (
        <RoleEditor editing={editor.editing} onClose={editor.close} onSaved={editor.saved} />
      ) : null}
      {scoping ? (
        <DataScopeDialog
          role={scoping}
          onClose={() => setScoping(null)}
          onSaved={() => {
            setScoping(null);
            void list.reload();
          }}
        />
      ) : null}
    </>
  );
}
