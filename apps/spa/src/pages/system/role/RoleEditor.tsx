// The 角色 dialog: name, key (kept for a built-in role), order, status, the menu and button
// permission tree, remark. With 父子联动 the directories and pages above a chosen button are granted
// with it (RuoYi saves checked and half-checked keys alike).
import type { MenuTreeNode, RoleRow } from '@ent/core/api';
import { type RoleForm, roleFormErrors } from '@ent/core/contract';
import { SYS_ROLE_TEXT as T } from '@ent/core/messages';
import { buildTree, checkedWithAncestors } from '@ent/core/tree';
import { Field, Input, makeStyles, Textarea } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { CheckTree, type CheckTreeState, settleChecked } from '../../../widgets/CheckTree';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { StatusField } from '../../../widgets/model/StatusField';
import { useFormModel } from '../../../widgets/model/useFormModel';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
});

export function RoleEditor({
  editing,
  onClose,
  onSaved,
}: {
  /** null adds a role. */
  editing: RoleRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { roleApi, menuApi, notifier } = useServices();
  const styles = useStyles();
  const [status, setStatus] = useState<'0' | '1'>(editing?.status ?? '0');
  const [menus, setMenus] = useState<MenuTreeNode[]>([]);
  const [tree, setTree] = useState<CheckTreeState>({
    checked: new Set(),
    open: new Set(),
    linked: editing?.menuCheckStrictly ?? true,
  });
  const forest = useMemo(
    () =>
      buildTree(
        menus,
        (node) => node.id,
        (node) => node.parentId,
      ),
    [menus],
  );
  const form = useFormModel<RoleForm>({
    initial: {
      roleName: editing?.roleName ?? '',
      roleKey: editing?.roleKey ?? '',
      roleSort: String(editing?.roleSort ?? 0),
      remark: editing?.remark ?? '',
    },
    validate: roleFormErrors,
  });

  useEffect(() => {
    let live = true;
    void (async () => {
      if (editing) {
        const { data } = await menuApi.roleMenuTreeselect(editing.roleId);
        if (!live || !data) return;
        const loaded = buildTree(
          data.menus,
          (node) => node.id,
          (node) => node.parentId,
        );
        setMenus(data.menus);
        setTree((current) => ({
          ...current,
          checked: current.linked ? settleChecked(loaded, data.checkedKeys) : new Set(data.checkedKeys),
        }));
      } else {
        const { data } = await menuApi.treeselect();
        if (live && data) setMenus(data);
      }
    })();
    return () => {
      live = false;
    };
  }, [editing, menuApi]);

  const submit = () => {
    void form.model.submit(async (values) => {
      const body = {
        roleName: values.roleName.trim(),
        roleKey: values.roleKey.trim(),
        roleSort: Number(values.roleSort),
        remark: values.remark.trim(),
        status,
        menuCheckStrictly: tree.linked,
        menuIds: tree.linked ? checkedWithAncestors(forest, tree.checked) : [...tree.checked],
      };
      const { data } = editing ? await roleApi.update({ roleId: editing.roleId, ...body }) : await roleApi.add(body);
      if (!data) return false;
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };

  return (
    <EditorDialog
      title={editing ? T.editTitle : T.addTitle}
      busy={form.state.busy}
      onSubmit={submit}
      onClose={onClose}
      surfaceClassName={styles.surface}
    >
      <Field label={T.name} required {...form.validation('roleName')}>
        <Input {...form.text('roleName')} />
      </Field>
      <Field label={T.key} required hint={T.keyHint} {...form.validation('roleKey')}>
        <Input {...form.text('roleKey')} disabled={editing?.builtin === true} />
      </Field>
      <Field label={T.sort} required {...form.validation('roleSort')}>
        <Input type="number" min={0} max={9999} {...form.text('roleSort')} />
      </Field>
      <StatusField label={T.status} value={status} labels={T.statusValues} onChange={setStatus} />
      <fieldset>
        <legend>{T.menuPermissions}</legend>
        <CheckTree
          forest={forest}
          label={(node) => node.label}
          treeLabel={T.menuPermissions}
          texts={{ expand: T.expand, checkAll: T.checkAll, linkage: T.linkage }}
          state={tree}
          onChange={setTree}
        />
      </fieldset>
      <Field label={T.remark} {...form.validation('remark')}>
        <Textarea resize="vertical" {...form.text('remark')} />
      </Field>
    </EditorDialog>
  );
}
