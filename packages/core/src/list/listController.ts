// A list page's state without a UI framework: the filters being typed and those applied, the page,
// the rows and total of the last answer, the selection (kept to rows on the page), loading and
// failure. A page past the end (after deleting its last rows) falls back to the last page; an
// answer that arrives after a newer request was made is dropped; a list shown again after its tab
// was hidden loads again, so what changed elsewhere shows. The SPA binds it with
// useSyncExternalStore (widgets/list).
import type { Page } from '../api/types';
import { DEFAULT_PAGE_SIZE } from '../shell/pager';

export interface ListQuery<F> {
  filters: F;
  pageNum: number;
  pageSize: number;
}

export interface ListState<Row, F, K> {
  /** What the search form holds (not yet applied). */
  filters: F;
  /** The filters the rows were asked with. */
  applied: F;
  pageNum: number;
  pageSize: number;
  rows: Row[];
  total: number;
  /** Keys of selected rows; only rows on the current page stay selected. */
  selected: K[];
  loading: boolean;
  /** The last load failed (the HTTP client has shown why). */
  failed: boolean;
  /** At least one answer arrived. */
  loaded: boolean;
}

export interface ListControllerOptions<Row, F, K> {
  /** The filters of an empty search form. */
  empty: F;
  /** Asks the server; null (or a rejection) means the load failed. */
  load: (query: ListQuery<F>) => Promise<Page<Row> | null | undefined>;
  key: (row: Row) => K;
  pageSize?: number;
}

export interface ListController<Row, F, K> {
  getState(): ListState<Row, F, K>;
  subscribe(listener: () => void): () => void;
  /** Changes fields of the search form (not applied until search()). */
  setFilters(changes: Partial<F>): void;
  /** Applies the search form from page 1. */
  search(): Promise<void>;
  /** Empties the search form and applies it from page 1. */
  reset(): Promise<void>;
  setPage(page: { pageNum: number; pageSize: number }): Promise<void>;
  /** Loads the current query again. */
  reload(): Promise<void>;
  select(keys: K[]): void;
  toggle(key: K, on: boolean): void;
  /** Selects every row of the page, or none. */
  selectAll(on: boolean): void;
  /** The selected rows of the page. */
  selectedRows(): Row[];
  /** Tells whether the list is on screen; becoming visible again loads it again. */
  setActive(active: boolean): void;
}

export function createListController<Row, F, K>(options: ListControllerOptions<Row, F, K>): ListController<Row, F, K> {
  let state: ListState<Row, F, K> = {
    filters: options.empty,
    applied: options.empty,
    pageNum: 1,
    pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
    rows: [],
    total: 0,
    selected: [],
    loading: false,
    failed: false,
    loaded: false,
  };
  const listeners = new Set<() => void>();
  let requests = 0;
  let active: boolean | null = null;

  const set = (changes: Partial<ListState<Row, F, K>>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };

  async function load(): Promise<void> {
    const request = ++requests;
    const query = { filters: state.applied, pageNum: state.pageNum, pageSize: state.pageSize };
    set({ loading: true });
    const answer = await options.load(query).catch(() => null);
    // A newer request was made meanwhile: its answer decides.
    if (request !== requests) return;
    if (!answer) {
      set({ loading: false, failed: true });
      return;
    }
    const lastPage = Math.max(1, Math.ceil(answer.total / state.pageSize));
    if (answer.rows.length === 0 && state.pageNum > lastPage) {
      set({ pageNum: lastPage });
      return load();
    }
    const keys = new Set(answer.rows.map(options.key));
    set({
      rows: answer.rows,
      total: answer.total,
      selected: state.selected.filter((key) => keys.has(key)),
      loading: false,
      failed: false,
      loaded: true,
    });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setFilters(changes) {
      set({ filters: { ...state.filters, ...changes } });
    },
    search() {
      set({ applied: state.filters, pageNum: 1 });
      return load();
    },
    reset() {
      set({ filters: options.empty, applied: options.empty, pageNum: 1 });
      return load();
    },
    setPage(page) {
      set({ pageNum: page.pageNum, pageSize: page.pageSize });
      return load();
    },
    reload: load,
    select(keys) {
      const onPage = new Set(state.rows.map(options.key));
      set({ selected: keys.filter((key) => onPage.has(key)) });
    },
    toggle(key, on) {
      const rest = state.selected.filter((selected) => selected !== key);
      this.select(on ? [...rest, key] : rest);
    },
    selectAll(on) {
      set({ selected: on ? state.rows.map(options.key) : [] });
    },
    selectedRows() {
      const selected = new Set(state.selected);
      return state.rows.filter((row) => selected.has(options.key(row)));
    },
    setActive(now) {
      const was = active;
      active = now;
      // The first time shown, and each time shown again after another tab.
      if (now && was !== true) void load();
    },
  };
}
