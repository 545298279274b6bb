import { describe, expect, it } from 'vitest';
import {
  branchIds,
  buildTree,
  checkedWithAncestors,
  checkState,
  filterTree,
  findNode,
  flattenTree,
  subtreeIds,
  toggleChecked,
} from './tree';

interface Row {
  id: number;
  parentId: number | null;
  name: string;
}

const ROWS: Row[] = [
  { id: 1, parentId: null, name: '江苏省能源局' },
  { id: 2, parentId: 1, name: '南京市能源局' },
  { id: 3, parentId: 1, name: '苏州市能源局' },
  { id: 4, parentId: 2, name: '规划处' },
  { id: 5, parentId: 2, name: '运行处' },
  { id: 6, parentId: 99, name: '孤立部门' },
];

const forest = () =>
  buildTree(
    ROWS,
    (row) => row.id,
    (row) => row.parentId,
  );

describe('tree', () => {
  it('builds a forest from rows naming their parent, an unknown parent making a root', () => {
    const roots = forest();
    expect(roots.map((node) => node.id)).toEqual([1, 6]);
    expect(roots[0]?.children.map((node) => node.id)).toEqual([2, 3]);
    expect(flattenTree(roots).map((node) => node.id)).toEqual([1, 2, 4, 5, 3, 6]);
    expect(subtreeIds(findNode(roots, 2)!)).toEqual([2, 4, 5]);
    expect(branchIds(roots)).toEqual([1, 2]);
  });

  it('keeps the path to each match when searching', () => {
    const hits = filterTree(forest(), (row) => row.name.includes('规划'));
    expect(flattenTree(hits).map((node) => node.id)).toEqual([1, 2, 4]);
    // A matching branch keeps all of its children.
    const branch = filterTree(forest(), (row) => row.name === '南京市能源局');
    expect(flattenTree(branch).map((node) => node.id)).toEqual([1, 2, 4, 5]);
    expect(filterTree(forest(), () => false)).toEqual([]);
  });

  it('checks a subtree and settles its ancestors with linkage', () => {
    const roots = forest();
    let checked = toggleChecked(roots, new Set(), 4, true, true);
    expect([...checked].sort()).toEqual([4]);
    expect(checkState(findNode(roots, 2)!, checked, true)).toBe('mixed');
    checked = toggleChecked(roots, checked, 5, true, true);
    expect([...checked].sort()).toEqual([2, 4, 5]);
    expect(checkState(findNode(roots, 1)!, checked, true)).toBe('mixed');
    checked = toggleChecked(roots, checked, 3, true, true);
    expect([...checked].sort()).toEqual([1, 2, 3, 4, 5]);
    checked = toggleChecked(roots, checked, 2, false, true);
    expect([...checked].sort()).toEqual([3]);
    expect(checkedWithAncestors(roots, checked).sort()).toEqual([1, 3]);
  });

  it('checks one node alone without linkage', () => {
    const roots = forest();
    const checked = toggleChecked(roots, new Set(), 2, true, false);
    expect([...checked]).toEqual([2]);
    expect(checkState(findNode(roots, 1)!, checked, false)).toBe('unchecked');
    expect(checkState(findNode(roots, 4)!, checked, false)).toBe('unchecked');
  });
});
