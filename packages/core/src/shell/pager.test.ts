import { describe, expect, it } from 'vitest';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  pageCount,
  pagerItems,
  SCROLL_TO_TOP_MS,
  scrollPosition,
  setVisible,
} from './pager';

describe('pager', () => {
  it('has SPEC sizes and default', () => {
    expect(PAGE_SIZES).toEqual([10, 20, 30, 50]);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it('counts pages and clamps jumps', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
    expect(clampPage(9, 41, 20)).toBe(3);
    expect(clampPage(0, 41, 20)).toBe(1);
    expect(clampPage(Number.NaN, 41, 20)).toBe(1);
    expect(clampPage(2.7, 41, 20)).toBe(2);
  });

  it('shows page buttons with gaps around the current page', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'next-more', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'prev-more', 8, 9, 10, 11, 12, 'next-more', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'prev-more', 15, 16, 17, 18, 19, 20]);
  });

  it('scrolls to the top over 800 ms, easing', () => {
    expect(SCROLL_TO_TOP_MS).toBe(800);
    expect(scrollPosition(1000, 0)).toBe(1000);
    expect(scrollPosition(1000, 400)).toBe(500);
    expect(scrollPosition(1000, 200)).toBeGreaterThan(500);
    expect(scrollPosition(1000, 800)).toBe(0);
  });

  it('moves columns between the shown and hidden lists', () => {
    const columns = [
      { key: 'a', label: 'A', visible: true },
      { key: 'b', label: 'B', visible: true },
    ];
    expect(setVisible(columns, ['b'], false)).toEqual([
      { key: 'a', label: 'A', visible: true },
      { key: 'b', label: 'B', visible: false },
    ]);
  });
});

describe('download helpers', async () => {
  const { DOWNLOAD_CLEANUP_MS, DOWNLOAD_CLICK_DELAY_MS, exportDownloadUrl, formBody } = await import('./download');
  it('keeps SPEC timings and builds the export address and form bodies', () => {
    expect([DOWNLOAD_CLICK_DELAY_MS, DOWNLOAD_CLEANUP_MS]).toEqual([66, 250]);
    expect(exportDownloadUrl('abc_通知 公告.xlsx')).toBe(
      '/prod-api/common/download?fileName=abc_%E9%80%9A%E7%9F%A5%20%E5%85%AC%E5%91%8A.xlsx&delete=true',
    );
    expect(formBody({ a: 1, b: '', c: null, d: 'x y' }).toString()).toBe('a=1&d=x+y');
  });
});
