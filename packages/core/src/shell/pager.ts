// SPEC §2 list pager: sizes 10, 20, 30, 50 (20 by default); layout total, sizes, prev, pager,
// next, jumper; after a page change the list scrolls to the top over 800 ms.
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const SCROLL_TO_TOP_MS = 800;
/** How many page buttons show at once (Element's pager-count). */
export const PAGER_COUNT = 7;

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

export function clampPage(page: number, total: number, pageSize: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

/** Page buttons with 'prev-more' / 'next-more' gaps, like Element's pager. */
export function pagerItems(
  current: number,
  pages: number,
  count = PAGER_COUNT,
): Array<number | 'prev-more' | 'next-more'> {
  if (pages <= count) return Array.from({ length: pages }, (_, i) => i + 1);
  const half = (count - 1) / 2;
  const showPrevMore = current > count - half;
  const showNextMore = current < pages - half;
  const items: Array<number | 'prev-more' | 'next-more'> = [1];
  if (showPrevMore && !showNextMore) {
    items.push('prev-more');
    for (let i = pages - (count - 2); i < pages; i += 1) items.push(i);
  } else if (!showPrevMore && showNextMore) {
    for (let i = 2; i < count; i += 1) items.push(i);
    items.push('next-more');
  } else {
    items.push('prev-more');
    const offset = Math.floor(count / 2) - 1;
    for (let i = current - offset; i <= current + offset; i += 1) items.push(i);
    items.push('next-more');
  }
  items.push(pages);
  return items;
}

/** An ease-in-out scroll from `from` to 0 over SCROLL_TO_TOP_MS: position at elapsed ms. */
export function scrollPosition(from: number, elapsed: number, duration = SCROLL_TO_TOP_MS): number {
  if (elapsed >= duration) return 0;
  let t = elapsed / (duration / 2);
  const change = -from;
  if (t < 1) return from + (change / 2) * t * t;
  t -= 1;
  return from + (-change / 2) * (t * (t - 2) - 1);
}

/** Column entries of the table toolbar (SPEC §3 "Column toolbar entry: key, visible"). */
export interface ColumnEntry {
  key: string;
  label: string;
  visible: boolean;
}

/** Moves the named columns to the shown or hidden list of the transfer. */
export function setVisible(columns: readonly ColumnEntry[], keys: readonly string[], visible: boolean): ColumnEntry[] {
  return columns.map((column) => (keys.includes(column.key) ? { ...column, visible } : column));
}
