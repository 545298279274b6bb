// The 菜单 dialog: where the row hangs, what it is (目录, 菜单, 按钮) and the fields of its kind. A
// page's component is chosen among the pages the platform has, its icon from the platform's set;
// the server checks all of it again and refuses what would lead to 页面暂不可用.
import type { MenuRow } from '@ent/core/api';
import { MENU_TYPES, type MenuForm, type MenuType, menuFormErrors } from '@ent/core/contract';
import { SYS_MENU_TEXT as T } from '@ent/core/messages';
import { MENU_ICONS, PAGE_COMPONENTS } from '@ent/core/routes';
import { buildTree, flattenTree, subtreeIds } from '@ent/core/tree';
import { Dropdown, Field, Input, makeStyles, Option, Radio, RadioGroup } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { menuIcon } from '../../../layout/menuIcons';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { StatusField } from '../../../widgets/model/StatusField';
import { useFormModel } from '../../../widgets/model/useFormModel';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: '12px' },
  wide: { gridColumn: '1 / -1' },
  option: { display: 'inline-flex', alignItems: 'center', gap: '8px' },
});

const ROOT = 'root';

/** Yes and no as a radio pair. */
function YesNo({
  label,
  value,
  onChange,
  texts,
}: {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
  texts: Record<'true' | 'false', string>;
}) {
  return (
    <Field label={label}>
      <RadioGroup
        layout="horizontal"
        value={String(value)}
        onChange={(_event, data) => onChange(data.value === 'true')}
      >
        <Radio value="true" label={texts.true} />
        <Radio value="false" label={texts.false} />
      </RadioGroup>
    </Field>
  );
}

export function MenuEditor({
  rows,
  editing,
  parentId,
  onClose,
  onSaved,
}: {
  rows: readonly MenuRow[];
  /** null adds a row under `parentId`. */
  editing: MenuRow | null;
  parentId: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { menuApi, notifier } = useServices();
  const styles = useStyles();
  const [parent, setParent] = useState<number | null>(parentId);
  const parentRow = rows.find((row) => row.menuId === parentId);
  const [menuType, setMenuType] = useState<MenuType>(
    editing?.menuType ?? (parentRow?.menuType === 'C' ? 'F' : parentRow ? 'C' : 'M'),
  );
  const [icon, setIcon] = useState(editing?.icon ?? '');
  const [component, setComponent] = useState(editing?.component ?? '');
  const [isFrame, setIsFrame] = useState(editing?.isFrame ?? false);
  const [isCache, setIsCache] = useState(editing?.isCache ?? true);
  const [visible, setVisible] = useState(editing?.visible ?? true);
  const [status, setStatus] = useState<'0' | '1'>(editing?.status ?? '0');
  const form = useFormModel<MenuForm>({
    initial: {
      menuName: editing?.menuName ?? '',
      path: editing?.path ?? '',
      perms: editing?.perms ?? '',
      query: editing?.query ?? '',
      orderNum: String(editing?.orderNum ?? 0),
    },
    validate: (values) => menuFormErrors(values, menuType),
  });

  // Parents: directories and pages, never the row itself or anything below it.
  const parents = useMemo(() => {
    const forest = buildTree(
      rows.filter((row) => row.menuType !== 'F'),
      (row) => row.menuId,
      (row) => row.parentId,
    );
    const own = editing ? flattenTree(forest).find((node) => node.id === editing.menuId) : undefined;
    const excluded = new Set(own ? subtreeIds(own) : []);
    const depthOf = new Map<number, number>();
    return flattenTree(forest)
      .filter((node) => !excluded.has(node.id))
      .map((node) => {
        const depth = node.item.parentId === null ? 0 : (depthOf.get(node.item.parentId) ?? 0) + 1;
        depthOf.set(node.id, depth);
        return { id: node.id, label: `${'\u00a0\u00a0'.repeat(depth)}${node.item.menuName}` };
      });
  }, [rows, editing]);
  const parentLabel = parent === null ? T.root : (rows.find((row) => row.menuId === parent)?.menuName ?? '');

  const submit = () => {
    void form.model.submit(async (values) => {
      const body = {
        parentId: parent,
        menuType,
        menuName: values.menuName.trim(),
        icon: menuType === 'F' ? '' : (icon as (typeof MENU_ICONS)[number] | ''),
        path: values.path.trim(),
        component: menuType === 'C' && !isFrame ? component : '',
        perms: values.perms.trim(),
        query: menuType === 'C' ? values.query.trim() : '',
        isFrame,
        isCache,
        visible,
        status,
        orderNum: Number(values.orderNum),
      };
      const { data } = editing ? await menuApi.update({ menuId: editing.menuId, ...body }) : await menuApi.add(body);
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
      <Field label={T.parent} className={styles.wide}>
        <Dropdown
          value={parentLabel}
          selectedOptions={[parent === null ? ROOT : String(parent)]}
          onOptionSelect={(_event, data) =>
            setParent(!data.optionValue || data.optionValue === ROOT ? null : Number(data.optionValue))
          }
        >
          <Option value={ROOT}>{T.root}</Option>
          {parents.map((option) => (
            <Option key={option.id} value={String(option.id)} text={option.label.trim()}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={T.type} className={styles.wide}>
        <RadioGroup
          layout="horizontal"
          value={menuType}
          onChange={(_event, data) => setMenuType(data.value as MenuType)}
        >
          {MENU_TYPES.map((type) => (
            <Radio key={type} value={type} label={T.typeValues[type]} />
          ))}
        </RadioGroup>
      </Field>
      {menuType !== 'F' ? (
        <Field label={T.icon} className={styles.wide}>
          <Dropdown
            value={icon || T.noIcon}
            selectedOptions={[icon]}
            onOptionSelect={(_event, data) => setIcon(data.optionValue ?? '')}
          >
            <Option value="" text={T.noIcon}>
              {T.noIcon}
            </Option>
            {MENU_ICONS.map((name) => (
              <Option key={name} value={name} text={name}>
                <span className={styles.option}>
                  {menuIcon(name)}
                  {name}
                </span>
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      <Field label={T.name} required {...form.validation('menuName')}>
        <Input {...form.text('menuName')} />
      </Field>
      <Field label={T.orderNum} required {...form.validation('orderNum')}>
        <Input type="number" min={0} max={9999} {...form.text('orderNum')} />
      </Field>
      {menuType !== 'F' ? (
        <>
          <YesNo label={T.isFrame} value={isFrame} onChange={setIsFrame} texts={T.yesNo} />
          <Field label={T.path} required hint={T.pathHint} {...form.validation('path')}>
            <Input {...form.text('path')} />
          </Field>
        </>
      ) : null}
      {menuType === 'C' && !isFrame ? (
        <Field label={T.component} required hint={T.componentHint}>
          <Dropdown
            value={component}
            selectedOptions={component ? [component] : []}
            onOptionSelect={(_event, data) => setComponent(data.optionValue ?? '')}
          >
            {PAGE_COMPONENTS.map((page) => (
              <Option key={page} value={page}>
                {page}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : null}
      {menuType !== 'M' ? (
        <Field label={T.perms} hint={T.permsHint} {...form.validation('perms')}>
          <Input {...form.text('perms')} />
        </Field>
      ) : null}
      {menuType === 'C' ? (
        <>
          <Field label={T.query} hint={T.queryHint} {...form.validation('query')}>
            <Input {...form.text('query')} />
          </Field>
          <YesNo label={T.isCache} value={isCache} onChange={setIsCache} texts={T.yesNo} />
        </>
      ) : null}
      {menuType !== 'F' ? (
        <YesNo label={T.visible} value={visible} onChange={setVisible} texts={T.visibleValues} />
      ) : null}
      <StatusField label={T.status} value={status} labels={T.statusValues} onChange={setStatus} />
    </EditorDialog>
  );
}
