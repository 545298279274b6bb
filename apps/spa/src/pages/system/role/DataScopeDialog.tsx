// 分配数据权限: which rows a role's holders see. The custom scope (自定数据权限) chooses departments
// in a tree; a city bureau stands for its city's enterprises. Only fully chosen departments are
// saved, so choosing one city bureau never grants the province bureau above it.
import type { RoleDeptNode, RoleRow } from '@ent/core/api';
import { DATA_SCOPES, type DataScopeValue } from '@ent/core/contract';
import { SYS_ROLE_TEXT as T } from '@ent/core/messages';
import { buildTree } from '@ent/core/tree';
import { Body1, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { CheckTree, type CheckTreeState, settleChecked } from '../../../widgets/CheckTree';
import { EditorDialog } from '../../../widgets/model/EditorDialog';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  hint: { color: tokens.colorNeutralForeground3 },
});

export function DataScopeDialog({
  role,
  onClose,
  onSaved,
}: {
  role: RoleRow;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { roleApi, notifier } = useServices();
  const styles = useStyles();
  const [scope, setScope] = useState<DataScopeValue>(role.dataScope);
  const [depts, setDepts] = useState<RoleDeptNode[]>([]);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [tree, setTree] = useState<CheckTreeState>({
    checked: new Set(),
    open: new Set(),
    linked: role.deptCheckStrictly,
  });
  const forest = useMemo(
    () =>
      buildTree(
        depts,
        (dept) => dept.id,
        (dept) => dept.parentId,
      ),
    [depts],
  );

  useEffect(() => {
    let live = true;
    void roleApi.deptTree(role.roleId).then(({ data }) => {
      if (!live || !data) return;
      const loaded = buildTree(
        data.depts,
        (dept) => dept.id,
        (dept) => dept.parentId,
      );
      setDepts(data.depts);
      setTree((current) => ({
        ...current,
        // The province bureau open, so its city bureaus show.
        open: new Set(loaded.map((node) => node.id)),
        checked: current.linked ? settleChecked(loaded, data.checkedKeys) : new Set(data.checkedKeys),
      }));
    });
    return () => {
      live = false;
    };
  }, [role.roleId, roleApi]);

  const submit = async () => {
    const deptIds = scope === '2' ? [...tree.checked] : [];
    if (scope === '2' && deptIds.length === 0) {
      setProblem(T.customNeedsDepts);
      return;
    }
    setBusy(true);
    const { data } = await roleApi
      .dataScope({ roleId: role.roleId, dataScope: scope, deptIds, deptCheckStrictly: tree.linked })
      .catch(() => ({ data: null }));
    setBusy(false);
    if (!data) return;
    notifier.show({ type: 'success', text: T.saved });
    onSaved();
  };

  return (
    <EditorDialog
      title={T.dataScopeTitle}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
      surfaceClassName={styles.surface}
    >
      <Field label={T.name}>
        <Input value={role.roleName} readOnly />
      </Field>
      <Field label={T.key}>
        <Input value={role.roleKey} readOnly />
      </Field>
      <Field label={T.dataScope} hint={T.dataScopeHint}>
        <Dropdown
          value={T.dataScopeValues[scope]}
          selectedOptions={[scope]}
          onOptionSelect={(_event, data) => {
            setScope((data.optionValue as DataScopeValue | undefined) ?? '1');
            setProblem(undefined);
          }}
        >
          {DATA_SCOPES.map((value) => (
            <Option key={value} value={value}>
              {T.dataScopeValues[value]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {scope === '2' ? (
        <fieldset>
          <legend>{T.deptPermissions}</legend>
          <CheckTree
            forest={forest}
            label={(dept) => dept.label}
            treeLabel={T.deptPermissions}
            texts={{ expand: T.expand, checkAll: T.checkAll, linkage: T.linkage }}
            state={tree}
            onChange={(next) => {
              setTree(next);
              setProblem(undefined);
            }}
          />
          {problem ? (
            <Body1 role="alert" className={styles.hint}>
              {problem}
            </Body1>
          ) : null}
        </fieldset>
      ) : null}
    </EditorDialog>
  );
}
