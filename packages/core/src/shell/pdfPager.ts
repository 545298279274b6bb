// The PDF preview's paging rules live here, apart from pdf.js and React, so they can be tested in
// Node: a preview opens before the page count is known, and stepping past either end wraps round.
export type PdfViewMode = 'paged' | 'all';

export interface PdfPagerState {
  /** The current page, 1-based. */
  page: number;
  /** The document's page count, 0 until it is known. */
  pages: number;
  mode: PdfViewMode;
}

export type PdfPagerAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'toggle' }
  | { type: 'pages'; pages: number }
  | { type: 'reset' };

/** The width, in CSS pixels, a page is scaled to fit. */
export const PDF_FIT_WIDTH = 800;

export function initialPdfPager(): PdfPagerState {
  return { page: 1, pages: 0, mode: 'paged' };
}

/** The page after the current one; from the last page, the first. */
export function nextPage(state: PdfPagerState): PdfPagerState {
  if (state.pages <= 1) return state.page === 1 ? state : { ...state, page: 1 };
  return { ...state, page: state.page >= state.pages ? 1 : state.page + 1 };
}

/** The page before the current one; from the first page, the last. */
export function previousPage(state: PdfPagerState): PdfPagerState {
  if (state.pages <= 1) return state.page === 1 ? state : { ...state, page: 1 };
  return { ...state, page: state.page <= 1 ? state.pages : state.page - 1 };
}

export function toggleMode(state: PdfPagerState): PdfPagerState {
  return { ...state, mode: state.mode === 'paged' ? 'all' : 'paged' };
}

/** Records the page count once the document is open, keeping the current page within it. */
export function withPageCount(state: PdfPagerState, pages: number): PdfPagerState {
  const count = Number.isFinite(pages) ? Math.max(0, Math.trunc(pages)) : 0;
  const page = Number.isFinite(state.page) ? Math.trunc(state.page) : 1;
  return { ...state, pages: count, page: Math.min(Math.max(1, page), Math.max(1, count)) };
}

export function pdfPagerReducer(state: PdfPagerState, action: PdfPagerAction): PdfPagerState {
  switch (action.type) {
    case 'next':
      return nextPage(state);
    case 'previous':
      return previousPage(state);
    case 'toggle':
      return toggleMode(state);
    case 'pages':
      return withPageCount(state, action.pages);
    case 'reset':
      return initialPdfPager();
  }
}

/** The scale at which a page `pageWidth` wide (at scale 1) fits `targetWidth`. */
export function fitScale(pageWidth: number, targetWidth: number = PDF_FIT_WIDTH): number {
  if (!Number.isFinite(pageWidth) || pageWidth <= 0 || !Number.isFinite(targetWidth) || targetWidth <= 0) return 1;
  return targetWidth / pageWidth;
}
