// /system/menu (菜单管理): the tree of directories, pages and buttons as a tree table with search,
// expand/collapse (one row or all), add (at the top or under a row), change, delete (refused by
// the server while a row has children) and save the order typed into the rows. Users see a change on
// their next load.
import type { MenuRow } from '@ent/core/api';
import { MENU_PERMISSIONS } from '@ent/core/contract';
import { SYS_MENU_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { branchIds, buildTree, filterTree, type TreeNode } from '@ent/core/tree';
import {
  Badge,
  Body1,
  Button,
  Field,
  Input,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowSortRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { type FormEvent, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { menuIcon } from '../../../layout/menuIcons';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useHasPermission } from '../../../widgets/Gate';
import { ChoiceFilter } from '../../../widgets/list/filters';
import { AddButton, RowButton } from '../../../widgets/list/ListActions';
import { TableScroll } from '../../../widgets/list/TableScroll';
import { TreeNameCell } from '../../../widgets/list/TreeNameCell';
import { SaveOrderButton, useOrderDrafts } from '../../../widgets/list/useOrderDrafts';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { TableToolbar } from '../../../widgets/TableToolbar';
import { MenuEditor } from './MenuEditor';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '12px' },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  filter: { minWidth: '150px' },
});

const STATUS_OPTIONS = (['0', '1'] as const).map((status) => [status, T.statusValues[status]] as const);

/** What the dialog edits: a row, or a new one under `parentId`. */
type Editing = { row: MenuRow } | { parentId: number | null };

export default function MenuPage() {
  const { menuApi, dialogs, notifier } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const [rows, setRows] = useState<MenuRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [showSearch, setShowSearch] = useState(true);
  const [typed, setTyped] = useState({ menuName: '', status: '' as '' | '0' | '1' });
  const [applied, setApplied] = useState(typed);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState<Editing | null>(null);
  const mayEdit = useHasPermission([MENU_PERMISSIONS.edit]);

  const load = useCallback(async () => {
    setLoading(true);
    const { data } = await menuApi.list().catch(() => ({ data: null }));
    setLoading(false);
    if (data) setRows(data);
  }, [menuApi]);

  useEffect(() => {
    void load();
  }, [load]);
  const orders = useOrderDrafts({
    rows,
    id: (row) => row.menuId,
    order: (row) => row.orderNum,
    name: (row) => row.menuName,
    save: (changes) => menuApi.order(changes.map(({ id, orderNum }) => ({ menuId: id, orderNum }))),
    reload: load,
  });

  const forest = useMemo(
    () =>
      buildTree(
        rows,
        (row) => row.menuId,
        (row) => row.parentId,
      ),
    [rows],
  );
  const searching = applied.menuName !== '' || applied.status !== '';
  const shownForest = useMemo(
    () =>
      searching
        ? filterTree(
            forest,
            (row) =>
              (!applied.menuName || row.menuName.includes(applied.menuName)) &&
              (!applied.status || row.status === applied.status),
          )
        : forest,
    [forest, applied, searching],
  );
  // A search opens every branch it keeps, so each hit shows.
  const expanded = searching ? new Set(branchIds(shownForest)) : open;
  const allOpen = branchIds(forest).every((id) => open.has(id));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(typed);
  };
  const reset = () => {
    const empty = { menuName: '', status: '' as const };
    setTyped(empty);
    setApplied(empty);
  };
  const toggle = (id: number) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };
  const remove = async (row: MenuRow) => {
    if (!(await dialogs.ask({ title: WIDGET_TEXT.confirmTitle, text: T.confirmRemove(row.menuName) }))) return;
    const { code } = await menuApi.remove(row.menuId).catch(() => ({ code: '' }));
    if (code !== '00000') return;
    notifier.show({ type: 'success', text: T.removed });
    await load();
  };

  const renderRows = (nodes: readonly TreeNode<MenuRow>[], depth: number): ReactNode[] =>
    nodes.flatMap((node) => {
      const row = node.item;
      const branch = node.children.length > 0;
      const isOpen = expanded.has(node.id);
      const line = (
        <TableRow key={node.id}>
          <TableCell>
            <TreeNameCell
              name={row.menuName}
              depth={depth}
              branch={branch}
              open={isOpen}
              disabled={searching}
              onToggle={() => toggle(node.id)}
            />
          </TableCell>
          <TableCell>{row.icon ? <span title={row.icon}>{menuIcon(row.icon)}</span> : null}</TableCell>
          <TableCell className={styles.nowrap}>{T.typeValues[row.menuType]}</TableCell>
          <TableCell className={styles.nowrap}>{mayEdit ? orders.input(row) : row.orderNum}</TableCell>
          <TableCell className={styles.code}>{row.perms}</TableCell>
          <TableCell className={styles.code}>{row.component || (row.isFrame ? row.path : '')}</TableCell>
          <TableCell className={styles.nowrap}>
            <Badge appearance="tint" color={row.status === '0' ? 'success' : 'danger'}>
              {T.statusValues[row.status]}
            </Badge>{' '}
            {row.visible ? null : (
              <Badge appearance="tint" color="informative">
                {T.visibleValues.false}
              </Badge>
            )}
          </TableCell>
          <TableCell className={styles.nowrap}>
            <RowButton
              perm={MENU_PERMISSIONS.edit}
              icon={<EditRegular />}
              label={T.edit}
              name={T.editRow(row.menuName)}
              onClick={() => setEditing({ row })}
            />
            {row.menuType === 'F' ? null : (
              <RowButton
                perm={MENU_PERMISSIONS.add}
                icon={<AddRegular />}
                label={T.addChild}
                name={T.addChildRow(row.menuName)}
                onClick={() => setEditing({ parentId: row.menuId })}
              />
            )}
            <RowButton
              perm={MENU_PERMISSIONS.remove}
              icon={<DeleteRegular />}
              label={T.remove}
              name={T.removeRow(row.menuName)}
              onClick={() => void remove(row)}
            />
          </TableCell>
        </TableRow>
      );
      return [line, ...(branch && isOpen ? renderRows(node.children, depth + 1) : [])];
    });

  const body = renderRows(shownForest, 0);

  return (
    <div className={styles.page}>
      <Title3 as="h1">{T.title}</Title3>
      <Body1 className={styles.hint}>{T.intro}</Body1>
      {showSearch ? (
        <form className={styles.search} onSubmit={search} aria-label={T.search}>
          <Field label={T.name} size={size}>
            <Input
              className={styles.filter}
              value={typed.menuName}
              onChange={(_event, data) => setTyped({ ...typed, menuName: data.value })}
            />
          </Field>
          <ChoiceFilter
            label={T.status}
            value={typed.status}
            options={STATUS_OPTIONS}
            allLabel={T.all}
            onChange={(status) => setTyped({ ...typed, status })}
          />
          <Button size={size} appearance="primary" type="submit">
            {T.search}
          </Button>
          <Button size={size} onClick={reset}>
            {T.reset}
          </Button>
        </form>
      ) : null}
      <div className={styles.actions}>
        <AddButton perm={MENU_PERMISSIONS.add} onClick={() => setEditing({ parentId: null })} />
        <Button
          size={size}
          icon={<ArrowSortRegular />}
          aria-pressed={allOpen}
          disabled={searching}
          onClick={() => setOpen(allOpen ? new Set() : new Set(branchIds(forest)))}
        >
          {T.expand}
        </Button>
        <SaveOrderButton perm={MENU_PERMISSIONS.edit} orders={orders} />
        <span className={styles.spacer} />
        <TableToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={() => void load()}
        />
      </div>
      <TableScroll label={T.title}>
        <Table className={styles.table} aria-label={T.title} aria-busy={loading || undefined} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{T.name}</TableHeaderCell>
              <TableHeaderCell>{T.icon}</TableHeaderCell>
              <TableHeaderCell>{T.type}</TableHeaderCell>
              <TableHeaderCell>{T.orderNum}</TableHeaderCell>
              <TableHeaderCell>{T.perms}</TableHeaderCell>
              <TableHeaderCell>{T.component}</TableHeaderCell>
              <TableHeaderCell>{T.status}</TableHeaderCell>
              <TableHeaderCell>{WIDGET_TEXT.actions}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {body.length > 0 ? (
              body
            ) : (
              <TableRow>
                <TableCell colSpan={8}>{T.empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroll>
      {editing ? (
        <MenuEditor
          rows={rows}
          editing={'row' in editing ? editing.row : null}
          parentId={'row' in editing ? editing.row.parentId : editing.parentId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
        />
      ) : null}
    </div>
  );
}
