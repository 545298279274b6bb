// /system/user (用户管理): accounts of both sides in the caller's data scope, with the department
// tree as a filter: search, add, change, enable or disable, reset the password, assign roles (their
// own page), delete, import and export the current filter.
import type { DeptRow, UserRow } from '@ent/core/api';
import { USER_PERMISSIONS } from '@ent/core/contract';
import { enumeration, USER_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { Body1, Field, Input, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, KeyRegular, PeopleTeamRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useHasPermission } from '../../../widgets/Gate';
import { ChoiceFilter, TextFilter } from '../../../widgets/list/filters';
import {
  AddButton,
  EditRowButton,
  ExportButton,
  RemoveRowButton,
  RemoveSelectedButton,
  RowButton,
  ToolbarButton,
  useEditing,
} from '../../../widgets/list/ListActions';
import { type ListColumn, ListPage } from '../../../widgets/list/ListPage';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { useList } from '../../../widgets/list/useList';
import { WhyDisabled } from '../../../widgets/WhyDisabled';
import { DeptFilter } from './DeptFilter';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserEditor } from './UserEditor';
import { UserImportDialog } from './UserImportDialog';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  layout: { display: 'flex', gap: '16px', alignItems: 'flex-start' },
  main: { flexGrow: 1, minWidth: 0 },
});

interface Filters {
  deptId: number | '';
  userName: string;
  nickName: string;
  phonenumber: string;
  status: '' | '0' | '1';
  userType: '' | '1' | '2';
  beginTime: string;
  endTime: string;
}

const EMPTY: Filters = {
  deptId: '',
  userName: '',
  nickName: '',
  phonenumber: '',
  status: '',
  userType: '',
  beginTime: '',
  endTime: '',
};
const STATUS_OPTIONS = (['0', '1'] as const).map((status) => [status, T.statuses[status]] as const);
const TYPE_OPTIONS = (['2', '1'] as const).map((type) => [type, T.userTypes[type]] as const);

export default function UserPage() {
  const { userApi, dialogs, notifier, sessionState } = useServices();
  // The server refuses disabling or deleting one's own account; the own row says so up front.
  const isOwn = (row: UserRow) => row.userId === sessionState.user?.id;
  const styles = useStyles();
  const size = useControlSize();
  const [, navigate] = useLocation();
  const mayEdit = useHasPermission([USER_PERMISSIONS.edit]);
  const [depts, setDepts] = useState<DeptRow[]>([]);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [importing, setImporting] = useState(false);
  const { list, state } = useList<UserRow, Filters, number>({
    empty: EMPTY,
    key: (row) => row.userId,
    load: async ({ filters, pageNum, pageSize }) => (await userApi.list({ pageNum, pageSize, ...filters })).data,
  });
  const editor = useEditing<number>(list.reload);
  const remove = useConfirmedRemove(list, {
    title: WIDGET_TEXT.confirmTitle,
    text: (rows) => T.confirmRemove(enumeration(rows.map((row) => row.nickName))),
    remove: (rows) => userApi.remove(rows.map((row) => row.userId)),
    done: T.removed,
  });

  useEffect(() => {
    void userApi.deptTree().then(({ data }) => setDepts(data ?? []));
  }, [userApi]);

  const changeStatus = async (row: UserRow, enabled: boolean) => {
    const action = enabled ? T.enable : T.disable;
    if (!(await dialogs.ask({ title: WIDGET_TEXT.confirmTitle, text: T.confirmStatus(action, row.nickName) }))) return;
    const result = await userApi.changeStatus(row.userId, enabled ? '0' : '1').catch(() => null);
    if (result?.code === '00000') notifier.show({ type: 'success', text: T.statusChanged });
    await list.reload();
  };
  const chooseDept = (deptId: number | null) => {
    list.setFilters({ deptId: deptId ?? '' });
    void list.search();
  };

  const columns: ListColumn<UserRow>[] = [
    { key: 'userId', label: T.exportColumns.userId, hidden: true, render: (row) => row.userId },
    { key: 'userName', label: T.userName, nowrap: true, render: (row) => row.userName },
    // At 1280 px the name, nickname, organisation and phone each stay on one line (the row's
    // buttons take their room; the table scrolls in its box instead).
    { key: 'nickName', label: T.nickName, nowrap: true, render: (row) => row.nickName },
    { key: 'userType', label: T.userType, nowrap: true, minWidth: '6em', render: (row) => T.userTypes[row.userType] },
    {
      key: 'organisation',
      label: T.dept,
      // Wide enough for the demo's longest (16 characters); longer names wrap beyond it.
      minWidth: '16em',
      render: (row) => (row.userType === '2' ? row.deptName : row.enterpriseName),
    },
    { key: 'phonenumber', label: T.phone, nowrap: true, render: (row) => row.phonenumber },
    { key: 'roleNames', label: T.roles, hidden: true, render: (row) => row.roleNames },
    {
      key: 'status',
      label: T.status,
      nowrap: true,
      render: (row) =>
        mayEdit ? (
          <WhyDisabled reason={isOwn(row) ? T.ownStatus : undefined}>
            <Switch
              checked={row.status === '0'}
              disabled={isOwn(row)}
              aria-label={T.enabledSwitch(row.nickName)}
              onChange={(_event, data) => void changeStatus(row, data.checked)}
            />
          </WhyDisabled>
        ) : (
          T.statuses[row.status]
        ),
    },
    { key: 'createTime', label: T.createTime, nowrap: true, render: (row) => row.createTime },
  ];

  return (
    <div className={styles.layout}>
      <DeptFilter
        depts={depts}
        selected={state.filters.deptId === '' ? null : state.filters.deptId}
        onSelect={chooseDept}
      />
      <div className={styles.main}>
        <ListPage
          title={T.title}
          intro={<Body1 className={styles.hint}>{T.intro}</Body1>}
          list={list}
          state={state}
          searchFields={
            <>
              <TextFilter list={list} filters={state.filters} name="userName" label={T.userName} />
              <TextFilter list={list} filters={state.filters} name="nickName" label={T.nickName} />
              <TextFilter list={list} filters={state.filters} name="phonenumber" label={T.phone} />
              <ChoiceFilter
                label={T.status}
                value={state.filters.status}
                options={STATUS_OPTIONS}
                allLabel={T.all}
                onChange={(status) => list.setFilters({ status })}
              />
              <ChoiceFilter
                label={T.userType}
                value={state.filters.userType}
                options={TYPE_OPTIONS}
                allLabel={T.all}
                onChange={(userType) => list.setFilters({ userType })}
              />
              <Field label={T.beginDate} size={size}>
                <Input
                  type="date"
                  value={state.filters.beginTime}
                  onChange={(_event, data) => list.setFilters({ beginTime: data.value })}
                />
              </Field>
              <Field label={T.endDate} size={size}>
                <Input
                  type="date"
                  value={state.filters.endTime}
                  onChange={(_event, data) => list.setFilters({ endTime: data.value })}
                />
              </Field>
            </>
          }
          actions={
            <>
              <AddButton perm={USER_PERMISSIONS.add} onClick={() => editor.open(null)} />
              <RemoveSelectedButton
                perm={USER_PERMISSIONS.remove}
                selected={state.selected.length}
                onClick={() => void remove(list.selectedRows())}
              />
              <ToolbarButton
                perm={USER_PERMISSIONS.import}
                icon={<ArrowUploadRegular />}
                onClick={() => setImporting(true)}
              >
                {T.import}
              </ToolbarButton>
              <ExportButton perm={USER_PERMISSIONS.export} onExport={() => userApi.exportFile(state.applied)} />
            </>
          }
          columns={columns}
          rowKey={(row) => row.userId}
          selection={{ all: T.selectAll, row: (row) => T.selectRow(row.nickName) }}
          rowActions={(row) => (
            <>
              <EditRowButton perm={USER_PERMISSIONS.edit} row={row.nickName} onClick={() => editor.open(row.userId)} />
              <RemoveRowButton
                perm={USER_PERMISSIONS.remove}
                row={row.nickName}
                disabledReason={isOwn(row) ? T.ownDelete : undefined}
                onClick={() => void remove([row])}
              />
              <RowButton
                perm={USER_PERMISSIONS.resetPwd}
                icon={<KeyRegular />}
                label={T.resetPassword}
                name={T.resetPasswordRow(row.nickName)}
                onClick={() => setResetting(row)}
              />
              <RowButton
                perm={USER_PERMISSIONS.edit}
                icon={<PeopleTeamRegular />}
                label={T.assignRoles}
                name={T.assignRolesRow(row.nickName)}
                onClick={() => navigate(`/system/userAuthRole?userId=${row.userId}`)}
              />
            </>
          )}
          empty={T.empty}
        />
      </div>
      {editor.editing !== undefined ? (
        <UserEditor userId={editor.editing} depts={depts} onClose={editor.close} onSaved={editor.saved} />
      ) : null}
      {resetting ? <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} /> : null}
      {importing ? (
        <UserImportDialog onClose={() => setImporting(false)} onImported={() => void list.reload()} />
      ) : null}
    </div>
  );
}
