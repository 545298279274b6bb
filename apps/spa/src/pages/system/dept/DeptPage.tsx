// /system/dept (部门管理): the department tree as a tree table: search, expand and collapse (one row
// or all), add at the top or below a row, change, delete (the server refuses while departments or
// users hang on it) and save the order typed into the rows.

import type { DeptRow } from '@ent/core/api';
import { DEPT_PERMISSIONS } from '@ent/core/contract';
import { DEPT_TEXT as T, WIDGET_TEXT } from '@ent/core/messages';
import { buildTree, type TreeNode } from '@ent/core/tree';
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
import { AddRegular, DeleteRegular, EditRegular, SearchRegular } from '@fluentui/react-icons';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useHasPermission } from '../../../widgets/Gate';
import { ChoiceFilter } from '../../../widgets/list/filters';
import { AddButton, RowButton } from '../../../widgets/list/ListActions';
import { TableScroll } from '../../../widgets/list/TableScroll';
import { TreeNameCell } from '../../../widgets/list/TreeNameCell';
import { useConfirmedRemove } from '../../../widgets/list/useConfirmedRemove';
import { SaveOrderButton, useOrderDrafts } from '../../../widgets/list/useOrderDrafts';
import { useListPageStyles } from '../../../widgets/listPageStyles';
import { TableToolbar } from '../../../widgets/TableToolbar';
import { type DeptEditing, DeptEditor } from './DeptEditor';

const useStyles = makeStyles({
  hint: { color: tokens.colorNeutralForeground3 },
});

const STATUS_OPTIONS = (['0', '1'] as const).map((status) => [status, T.statuses[status]] as const);

/** The rows the tree table shows: each open node's children under it, with their depth. */
function visibleRows(forest: TreeNode<DeptRow>[], expanded: ReadonlySet<number>) {
  const out: Array<{ node: TreeNode<DeptRow>; depth: number }> = [];
  const visit = (node: TreeNode<DeptRow>, depth: number) => {
    out.push({ node, depth });
    if (expanded.has(node.id)) for (const child of node.children) visit(child, depth + 1);
  };
  for (const node of forest) visit(node, 0);
  return out;
}

export default function DeptPage() {
  const { deptApi } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const mayEdit = useHasPermission([DEPT_PERMISSIONS.edit]);
  const [rows, setRows] = useState<DeptRow[]>([]);
  const [filters, setFilters] = useState<{ deptName: string; status: '' | '0' | '1' }>({ deptName: '', status: '' });
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<DeptEditing | undefined>(undefined);

  const load = useCallback(
    async (query = filters) => {
      const { data } = await deptApi.list(query);
      const next = data ?? [];
      setRows(next);
      // Found rows show with the path to them; the first load opens the top level.
      setExpanded(
        new Set(
          query.deptName || query.status
            ? next.map((row) => row.deptId)
            : next.filter((row) => row.parentId === null).map((row) => row.deptId),
        ),
      );
    },
    [deptApi, filters],
  );
  // After a save, a removal or a new order the tree stays as the user opened it.
  const reload = useCallback(async () => {
    const { data } = await deptApi.list(filters);
    setRows(data ?? []);
  }, [deptApi, filters]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first load only; searches call load themselves
  useEffect(() => {
    void load();
  }, []);

  const forest = useMemo(
    () =>
      buildTree(
        rows,
        (row) => row.deptId,
        (row) => row.parentId,
      ),
    [rows],
  );
  const shown = visibleRows(forest, expanded);
  const remove = useConfirmedRemove<DeptRow>(
    { reload },
    {
      title: WIDGET_TEXT.confirmTitle,
      text: ([row]) => T.confirmRemove(row?.deptName ?? ''),
      remove: ([row]) => deptApi.remove(row?.deptId ?? 0),
      done: T.removed,
    },
  );
  const toggle = (id: number) => {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setExpanded(next);
  };
  const orders = useOrderDrafts({
    rows,
    id: (row) => row.deptId,
    order: (row) => row.orderNum,
    name: (row) => row.deptName,
    save: (changes) => deptApi.order(changes.map(({ id, orderNum }) => ({ deptId: id, orderNum }))),
    reload,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    void load(filters);
  };

  return (
    <div className={styles.page}>
      <Title3 as="h1">{T.title}</Title3>
      <Body1 className={styles.hint}>{T.intro}</Body1>
      {showSearch ? (
        <form className={styles.search} onSubmit={search} aria-label={T.title}>
          <Field label={T.name} size={size}>
            <Input
              value={filters.deptName}
              onChange={(_event, data) => setFilters({ ...filters, deptName: data.value })}
            />
          </Field>
          <ChoiceFilter
            label={T.status}
            value={filters.status}
            options={STATUS_OPTIONS}
            allLabel={T.all}
            onChange={(status) => setFilters({ ...filters, status })}
          />
          <Button size={size} type="submit" appearance="primary" icon={<SearchRegular />}>
            {WIDGET_TEXT.search}
          </Button>
        </form>
      ) : null}
      <div className={styles.actions}>
        <AddButton perm={DEPT_PERMISSIONS.add} onClick={() => setEditing({ parentId: forest[0]?.id ?? null })} />
        <Button size={size} onClick={() => setExpanded(new Set(rows.map((row) => row.deptId)))}>
          {T.expandAll}
        </Button>
        <Button size={size} onClick={() => setExpanded(new Set())}>
          {T.collapseAll}
        </Button>
        <SaveOrderButton perm={DEPT_PERMISSIONS.edit} orders={orders} />
        <span className={styles.spacer} />
        <TableToolbar
          showSearch={showSearch}
          onToggleSearch={() => setShowSearch(!showSearch)}
          onRefresh={() => void load(filters)}
        />
      </div>
      <TableScroll label={T.title}>
        <Table className={styles.table} aria-label={T.title} size={size === 'large' ? 'medium' : size}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{T.name}</TableHeaderCell>
              <TableHeaderCell>{T.orderNum}</TableHeaderCell>
              <TableHeaderCell>{T.leader}</TableHeaderCell>
              <TableHeaderCell>{T.phone}</TableHeaderCell>
              <TableHeaderCell>{T.status}</TableHeaderCell>
              <TableHeaderCell>{T.createTime}</TableHeaderCell>
              <TableHeaderCell>{T.actions}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7}>{T.empty}</TableCell>
              </TableRow>
            ) : null}
            {shown.map(({ node, depth }) => {
              const row = node.item;
              const open = expanded.has(node.id);
              return (
                <TableRow key={node.id}>
                  <TableCell>
                    <TreeNameCell
                      name={row.deptName}
                      depth={depth}
                      branch={node.children.length > 0}
                      open={open}
                      onToggle={() => toggle(node.id)}
                    />
                  </TableCell>
                  <TableCell>{mayEdit ? orders.input(row) : row.orderNum}</TableCell>
                  <TableCell>{row.leader}</TableCell>
                  <TableCell className={styles.nowrap}>{row.phone}</TableCell>
                  <TableCell>
                    <Badge appearance="tint" color={row.status === '0' ? 'success' : 'informative'}>
                      {T.statuses[row.status]}
                    </Badge>
                  </TableCell>
                  <TableCell className={styles.nowrap}>{row.createTime}</TableCell>
                  <TableCell className={styles.nowrap}>
                    <RowButton
                      perm={DEPT_PERMISSIONS.add}
                      icon={<AddRegular />}
                      label={T.addChild}
                      name={T.addChildOf(row.deptName)}
                      onClick={() => setEditing({ parentId: row.deptId })}
                    />
                    <RowButton
                      perm={DEPT_PERMISSIONS.edit}
                      icon={<EditRegular />}
                      label={T.edit}
                      name={T.editRow(row.deptName)}
                      onClick={() => setEditing({ row })}
                    />
                    {row.parentId !== null ? (
                      <RowButton
                        perm={DEPT_PERMISSIONS.remove}
                        icon={<DeleteRegular />}
                        label={T.remove}
                        name={T.removeRow(row.deptName)}
                        onClick={() => void remove([row])}
                      />
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
      {editing !== undefined ? (
        <DeptEditor
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void reload();
          }}
        />
      ) : null}
    </div>
  );
}
