// The 部门管理 dialog: add a department under a parent, or change one (moving it under another
// department than its own branch), checked as typed with the server's own schema.
import type { DeptRow } from '@ent/core/api';
import { deptCreateRequest } from '@ent/core/contract';
import { DEPT_TEXT as T } from '@ent/core/messages';
import { buildTree, flattenTree } from '@ent/core/tree';
import { schemaErrors } from '@ent/core/validate';
import { Dropdown, Field, Input, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { StatusField } from '../../../widgets/model/StatusField';
import { useFormModel } from '../../../widgets/model/useFormModel';

/** Adding under `parentId`, or changing `row`. */
export type DeptEditing = { parentId: number | null; row?: undefined } | { row: DeptRow; parentId?: undefined };

interface DeptForm {
  parentId: number | null;
  deptName: string;
  orderNum: string;
  leader: string;
  phone: string;
  email: string;
  status: '0' | '1';
}

export function DeptEditor({
  editing,
  onClose,
  onSaved,
}: {
  editing: DeptEditing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { deptApi, notifier } = useServices();
  const row = editing.row;
  const [parents, setParents] = useState<Array<{ id: number; label: string }>>([]);
  const form = useFormModel<DeptForm>({
    initial: {
      parentId: row ? row.parentId : (editing.parentId ?? null),
      deptName: row?.deptName ?? '',
      orderNum: String(row?.orderNum ?? 0),
      leader: row?.leader ?? '',
      phone: row?.phone ?? '',
      email: row?.email ?? '',
      status: row?.status ?? '0',
    },
    validate: (values) => schemaErrors<DeptForm>(deptCreateRequest, values),
  });

  useEffect(() => {
    void (async () => {
      const { data } = row ? await deptApi.excludeChild(row.deptId) : await deptApi.list({});
      const forest = buildTree(
        data ?? [],
        (dept) => dept.deptId,
        (dept) => dept.parentId,
      );
      const depth = (dept: DeptRow) => (dept.ancestors ? dept.ancestors.split(',').length : 0);
      setParents(
        flattenTree(forest).map((node) => ({
          id: node.id,
          label: `${'\u00a0'.repeat(depth(node.item) * 3)}${node.item.deptName}`,
        })),
      );
    })();
  }, [deptApi, row]);

  const submit = () => {
    void form.model.submit(async (values) => {
      const body = { ...values, orderNum: Number(values.orderNum) };
      const { data } = row ? await deptApi.update({ deptId: row.deptId, ...body }) : await deptApi.add(body);
      if (!data) return false;
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };
  const parentLabel = parents.find((parent) => parent.id === form.values.parentId)?.label.trim() ?? '';
  const isRoot = row !== undefined && row.parentId === null;

  return (
    <EditorDialog title={row ? T.editTitle : T.addTitle} busy={form.state.busy} onSubmit={submit} onClose={onClose}>
      {isRoot ? null : (
        <Field label={T.parent} required {...form.validation('parentId')}>
          <Dropdown
            value={parentLabel}
            selectedOptions={form.values.parentId === null ? [] : [String(form.values.parentId)]}
            onOptionSelect={(_event, data) => form.model.set('parentId', Number(data.optionValue))}
          >
            {parents.map((parent) => (
              <Option key={parent.id} value={String(parent.id)} text={parent.label.trim()}>
                {parent.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      <Field label={T.name} required {...form.validation('deptName')}>
        <Input {...form.text('deptName')} />
      </Field>
      <Field label={T.orderNum} required {...form.validation('orderNum')}>
        <Input type="number" min={0} {...form.text('orderNum')} />
      </Field>
      <Field label={T.leader} {...form.validation('leader')}>
        <Input {...form.text('leader')} />
      </Field>
      <Field label={T.phone} {...form.validation('phone')}>
        <Input {...form.text('phone')} />
      </Field>
      <Field label={T.email} {...form.validation('email')}>
        <Input {...form.text('email')} />
      </Field>
      <StatusField
        label={T.status}
        value={form.values.status}
        labels={T.statuses}
        onChange={(status) => form.model.set('status', status)}
      />
    </EditorDialog>
  );
}
