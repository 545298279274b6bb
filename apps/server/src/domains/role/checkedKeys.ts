// What a linked checkbox tree (父子联动) is sent as checked: the granted rows that are not the parent
// of another granted row. The tree derives each parent's state from its children, so a directory
// saved because one of its pages was chosen does not come back as "all of it chosen" (RuoYi alike).
export function leafIds(rows: readonly { id: number; parent_id: number | null }[], ids: readonly number[]): number[] {
  const chosen = new Set(ids);
  const parents = new Set(rows.filter((row) => chosen.has(row.id)).map((row) => row.parent_id));
  return ids.filter((id) => !parents.has(id));
}
