// A checkbox tree (menu permissions, data-scope departments): Fluent's Tree in multiselect mode, its
// checked and open states computed by @ent/core/tree (with or without parent-child linkage), with
// the three switches RuoYi's users know above it: 展开/折叠, 全选/全不选, 父子联动.
import { branchIds, checkState, flattenTree, type TreeNode, toggleChecked } from '@ent/core/tree';
import {
  Checkbox,
  makeStyles,
  Tree,
  TreeItem,
  TreeItemLayout,
  type TreeSelectionValue,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  switches: { display: 'flex', flexWrap: 'wrap', columnGap: '16px' },
  tree: {
    maxHeight: '320px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px',
  },
});

export interface CheckTreeState {
  checked: ReadonlySet<number>;
  open: ReadonlySet<number>;
  linked: boolean;
}

/**
 * With linkage, each branch whose children are all checked becomes checked and the others not:
 * what a tree loaded from its leaves shows.
 */
export function settleChecked<T>(forest: readonly TreeNode<T>[], checked: Iterable<number>): Set<number> {
  const next = new Set(checked);
  const settle = (node: TreeNode<T>): void => {
    for (const child of node.children) settle(child);
    if (node.children.length === 0) return;
    if (node.children.every((child) => next.has(child.id))) next.add(node.id);
    else next.delete(node.id);
  };
  for (const root of forest) settle(root);
  return next;
}

export function CheckTree<T>({
  forest,
  label,
  treeLabel,
  texts,
  state,
  onChange,
}: {
  forest: readonly TreeNode<T>[];
  label: (item: T) => ReactNode;
  /** The tree's accessible name. */
  treeLabel: string;
  texts: { expand: string; checkAll: string; linkage: string };
  state: CheckTreeState;
  onChange: (state: CheckTreeState) => void;
}) {
  const styles = useStyles();
  const all = flattenTree(forest);
  const branches = branchIds(forest);
  const allOpen = branches.length > 0 && branches.every((id) => state.open.has(id));
  const allChecked = all.length > 0 && all.every((node) => state.checked.has(node.id));
  const checkedItems: [number, TreeSelectionValue][] = all.map((node) => {
    const shown = checkState(node, state.checked, state.linked);
    return [node.id, shown === 'mixed' ? 'mixed' : shown === 'checked'];
  });

  const render = (nodes: readonly TreeNode<T>[]): ReactNode =>
    nodes.map((node) => (
      <TreeItem key={node.id} value={node.id} itemType={node.children.length > 0 ? 'branch' : 'leaf'}>
        <TreeItemLayout>{label(node.item)}</TreeItemLayout>
        {node.children.length > 0 ? <Tree>{render(node.children)}</Tree> : null}
      </TreeItem>
    ));

  return (
    <>
      <div className={styles.switches}>
        <Checkbox
          label={texts.expand}
          checked={allOpen}
          onChange={(_event, data) => onChange({ ...state, open: new Set(data.checked === true ? branches : []) })}
        />
        <Checkbox
          label={texts.checkAll}
          checked={allChecked}
          onChange={(_event, data) =>
            onChange({ ...state, checked: new Set(data.checked === true ? all.map((node) => node.id) : []) })
          }
        />
        <Checkbox
          label={texts.linkage}
          checked={state.linked}
          onChange={(_event, data) => {
            const linked = data.checked === true;
            onChange({ ...state, linked, checked: linked ? settleChecked(forest, state.checked) : state.checked });
          }}
        />
      </div>
      <div className={styles.tree}>
        <Tree
          aria-label={treeLabel}
          selectionMode="multiselect"
          checkedItems={checkedItems}
          onCheckedChange={(_event, data) =>
            onChange({
              ...state,
              checked: toggleChecked(forest, state.checked, Number(data.value), data.checked === true, state.linked),
            })
          }
          openItems={[...state.open]}
          onOpenChange={(_event, data) => {
            const open = new Set(state.open);
            if (data.open) open.add(Number(data.value));
            else open.delete(Number(data.value));
            onChange({ ...state, open });
          }}
        >
          {render(forest)}
        </Tree>
      </div>
    </>
  );
}
