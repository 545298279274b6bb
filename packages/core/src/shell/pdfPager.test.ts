import { describe, expect, it } from 'vitest';
import {
  fitScale,
  initialPdfPager,
  nextPage,
  PDF_FIT_WIDTH,
  type PdfPagerState,
  pdfPagerReducer,
  previousPage,
  toggleMode,
  withPageCount,
} from './pdfPager';

const at = (page: number, pages: number, mode: PdfPagerState['mode'] = 'paged'): PdfPagerState => ({
  page,
  pages,
  mode,
});

describe('PDF pager', () => {
  it('starts on page 1, paged, with the count unknown', () => {
    expect(initialPdfPager()).toEqual({ page: 1, pages: 0, mode: 'paged' });
  });

  it('steps forward and wraps from the last page to the first', () => {
    expect(nextPage(at(1, 3)).page).toBe(2);
    expect(nextPage(at(2, 3)).page).toBe(3);
    expect(nextPage(at(3, 3)).page).toBe(1);
  });

  it('steps back and wraps from the first page to the last', () => {
    expect(previousPage(at(3, 3)).page).toBe(2);
    expect(previousPage(at(2, 3)).page).toBe(1);
    expect(previousPage(at(1, 3)).page).toBe(3);
  });

  it('goes round the whole document in either direction', () => {
    let state = at(1, 4);
    const forward: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      state = nextPage(state);
      forward.push(state.page);
    }
    expect(forward).toEqual([2, 3, 4, 1, 2]);
    const back: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      state = previousPage(state);
      back.push(state.page);
    }
    expect(back).toEqual([1, 4, 3, 2, 1]);
  });

  it('stays on page 1 of a single-page document, and while the count is unknown', () => {
    expect(nextPage(at(1, 1))).toEqual(at(1, 1));
    expect(previousPage(at(1, 1))).toEqual(at(1, 1));
    expect(nextPage(at(1, 0))).toEqual(at(1, 0));
    expect(previousPage(at(1, 0))).toEqual(at(1, 0));
  });

  it('keeps the mode when changing page', () => {
    expect(nextPage(at(3, 3, 'all'))).toEqual(at(1, 3, 'all'));
    expect(previousPage(at(1, 3, 'all'))).toEqual(at(3, 3, 'all'));
  });

  it('toggles between one page and all pages, keeping the page', () => {
    const all = toggleMode(at(2, 5));
    expect(all).toEqual(at(2, 5, 'all'));
    expect(toggleMode(all)).toEqual(at(2, 5, 'paged'));
  });

  it('clamps the page when the count becomes known', () => {
    expect(withPageCount(at(1, 0), 7)).toEqual(at(1, 7));
    expect(withPageCount(at(9, 0), 7)).toEqual(at(7, 7));
    expect(withPageCount(at(0, 0), 7)).toEqual(at(1, 7));
    expect(withPageCount(at(3, 0), 0)).toEqual(at(1, 0));
    expect(withPageCount(at(2, 0), Number.NaN)).toEqual(at(1, 0));
    expect(withPageCount(at(2, 0), 2.9)).toEqual(at(2, 2));
  });

  it('applies the same rules as a reducer', () => {
    let state = pdfPagerReducer(initialPdfPager(), { type: 'pages', pages: 2 });
    expect(state).toEqual(at(1, 2));
    state = pdfPagerReducer(state, { type: 'previous' });
    expect(state.page).toBe(2);
    state = pdfPagerReducer(state, { type: 'next' });
    expect(state.page).toBe(1);
    state = pdfPagerReducer(state, { type: 'toggle' });
    expect(state.mode).toBe('all');
    expect(pdfPagerReducer(state, { type: 'reset' })).toEqual(initialPdfPager());
  });

  it('scales a page to fit the preview width', () => {
    expect(PDF_FIT_WIDTH).toBe(800);
    expect(fitScale(595)).toBeCloseTo(800 / 595);
    expect(fitScale(400, 200)).toBe(0.5);
    expect(fitScale(0)).toBe(1);
    expect(fitScale(Number.NaN)).toBe(1);
  });
});
