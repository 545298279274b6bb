// Trees built from flat rows that name their parent (departments, menus, regions): building,
// walking, searching, and the checked state of a checkbox tree with or without parent-child
// linkage (RuoYi's "父子联动"). Framework-free; the SPA's tree widgets draw what this computes.

export interface TreeNode<T> {
  readonly id: number;
  readonly item: T;
  readonly children: TreeNode<T>[];
}

/** Rows to a forest; a row whose parent is not among the rows is a root. Siblings keep row order. */
export function buildTree<T>(
  rows: readonly T[],
  id: (row: T) => number,
  parentId: (row: T) => number | null,
): TreeNode<T>[] {
  const nodes = new Map<number, TreeNode<T>>();
  for (const row of rows) nodes.set(id(row), { id: id(row), item: row, children: [] });
  const roots: TreeNode<T>[] = [];
  for (const row of rows) {
    const node = nodes.get(id(row)) as TreeNode<T>;
    const parent = parentId(row);
    const holder = parent === null || parent === node.id ? undefined : nodes.get(parent);
    if (holder) holder.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Every node, parents before their children (depth first). */
export function flattenTree<T>(forest: readonly TreeNode<T>[]): TreeNode<T>[] {
  const out: TreeNode<T>[] = [];
  const visit = (node: TreeNode<T>) => {
    out.push(node);
    for (const child of node.children) visit(child);
  };
  for (const node of forest) visit(node);
  return out;
}

/** The ids of a node and everything below it. */
export function subtreeIds<T>(node: TreeNode<T>): number[] {
  return flattenTree([node]).map((each) => each.id);
}

/** The node with `id`, or undefined. */
export function findNode<T>(forest: readonly TreeNode<T>[], id: number): TreeNode<T> | undefined {
  return flattenTree(forest).find((node) => node.id === id);
}

/**
 * The forest cut to the nodes that match and their ancestors (a search in a tree keeps the path
 * to each hit); with no query, the forest itself.
 */
export function filterTree<T>(forest: readonly TreeNode<T>[], matches: (item: T) => boolean): TreeNode<T>[] {
  const keep = (node: TreeNode<T>): TreeNode<T> | null => {
    const children = node.children.map(keep).filter((child): child is TreeNode<T> => child !== null);
    if (matches(node.item)) return { ...node, children: node.children };
    return children.length > 0 ? { ...node, children } : null;
  };
  return forest.map(keep).filter((node): node is TreeNode<T> => node !== null);
}

/** Ids of every node that has children (what "expand all" opens). */
export function branchIds<T>(forest: readonly TreeNode<T>[]): number[] {
  return flattenTree(forest)
    .filter((node) => node.children.length > 0)
    .map((node) => node.id);
}

export type CheckState = 'checked' | 'mixed' | 'unchecked';

/**
 * Toggles `id` in a checkbox tree. With linkage, checking or unchecking a node does the same to its
 * whole subtree, and each ancestor is checked exactly when all its children are; without, only the
 * node changes.
 */
export function toggleChecked<T>(
  forest: readonly TreeNode<T>[],
  checked: ReadonlySet<number>,
  id: number,
  on: boolean,
  linked: boolean,
): Set<number> {
  const next = new Set(checked);
  const node = findNode(forest, id);
  if (!node) return next;
  const targets = linked ? subtreeIds(node) : [id];
  for (const target of targets) {
    if (on) next.add(target);
    else next.delete(target);
  }
  if (linked) {
    // Settle each branch from the leaves up.
    const settle = (branch: TreeNode<T>): void => {
      for (const child of branch.children) settle(child);
      if (branch.children.length === 0) return;
      if (branch.children.every((child) => next.has(child.id))) next.add(branch.id);
      else next.delete(branch.id);
    };
    for (const root of forest) settle(root);
  }
  return next;
}

/** How a node shows: checked, unchecked, or mixed (linked, some but not all below it checked). */
export function checkState<T>(node: TreeNode<T>, checked: ReadonlySet<number>, linked: boolean): CheckState {
  if (checked.has(node.id)) return 'checked';
  if (!linked || node.children.length === 0) return 'unchecked';
  return subtreeIds(node).some((id) => checked.has(id)) ? 'mixed' : 'unchecked';
}

/**
 * What a linked tree saves: the checked nodes plus the ancestors of any checked node (a menu's
 * directory must be granted for the menu to show), as RuoYi saves checked and half-checked keys.
 */
export function checkedWithAncestors<T>(forest: readonly TreeNode<T>[], checked: ReadonlySet<number>): number[] {
  const out = new Set<number>();
  const visit = (node: TreeNode<T>, path: number[]) => {
    if (checked.has(node.id)) for (const id of [...path, node.id]) out.add(id);
    for (const child of node.children) visit(child, [...path, node.id]);
  };
  for (const root of forest) visit(root, []);
  return [...out];
}
