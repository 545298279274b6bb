// Element's el-row/el-col flow, computed: children fill 24 columns left to right and wrap when
// the next one does not fit. Rendering each visual row as its own small grid keeps a change in
// one field from laying out the whole form again.

/** The columns a node takes: its span for a field, the whole row for anything else. */
export function columnsOf(node: { layout: string; span: number }): number {
  return node.layout === 'colFormItem' ? Math.min(24, Math.max(1, node.span)) : 24;
}

/** The children in visual rows of at most 24 columns. */
export function packRows<T extends { layout: string; span: number }>(nodes: readonly T[]): T[][] {
  const rows: T[][] = [];
  let current: T[] = [];
  let used = 0;
  for (const node of nodes) {
    const width = columnsOf(node);
    if (used + width > 24 && current.length > 0) {
      rows.push(current);
      current = [];
      used = 0;
    }
    current.push(node);
    used += width;
  }
  if (current.length > 0) rows.push(current);
  return rows;
}

/** Splits a list into consecutive chunks of at most `size`. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}
