// The tab strip of visited pages (SPEC §2, §4): visited and cached lists; pinned (affix) tabs never
// close; after closing the active tab, where to go.

export interface TagView {
  path: string;
  /** Path with query, what the tab opens. */
  fullPath: string;
  title: string;
  affix: boolean;
  /** Pages with noCache are not kept alive when left. */
  noCache: boolean;
  name?: string;
}

export interface TagsState {
  visited: TagView[];
  /** Paths of the pages whose state is kept while their tab is open. */
  cached: string[];
}

export const TAG_CONTEXT_MENU_WIDTH = 105;
export const TAG_SCROLL_RATIO = 1 / 4;
/** The route name whose closing reloads it when it was the last tab (SPEC §2). */
export const DASHBOARD_NAME = 'Dashboard';

export function createTagsState(affix: TagView[] = []): TagsState {
  return { visited: affix.map((view) => ({ ...view, affix: true })), cached: [] };
}

export function addView(state: TagsState, view: TagView): void {
  const existing = state.visited.find((v) => v.path === view.path);
  if (existing) {
    // Same page with another query: the tab follows the latest address.
    existing.fullPath = view.fullPath;
    existing.title = view.title || existing.title;
  } else {
    state.visited.push({ ...view });
  }
  if (!view.noCache && !state.cached.includes(view.path)) state.cached.push(view.path);
}

export function delView(state: TagsState, path: string): void {
  const index = state.visited.findIndex((v) => v.path === path && !v.affix);
  if (index !== -1) state.visited.splice(index, 1);
  delCached(state, path);
}

export function delCached(state: TagsState, path: string): void {
  const index = state.cached.indexOf(path);
  if (index !== -1) state.cached.splice(index, 1);
}

export function delOthers(state: TagsState, path: string): void {
  state.visited = state.visited.filter((v) => v.affix || v.path === path);
  state.cached = state.cached.filter((p) => p === path);
}

export function delAll(state: TagsState): void {
  state.visited = state.visited.filter((v) => v.affix);
  state.cached = [];
}

export type AfterClose = { type: 'stay' } | { type: 'go'; to: string } | { type: 'reload'; path: string };

/**
 * SPEC §2: after closing the active tab go to the last remaining tab; if none remain and the
 * closed one was Dashboard reload it, otherwise go to /. Closing another tab leaves you in place.
 */
export function afterClose(state: TagsState, closed: TagView, wasActive: boolean): AfterClose {
  if (!wasActive) return { type: 'stay' };
  const last = state.visited.at(-1);
  if (last) return { type: 'go', to: last.fullPath };
  if (closed.name === DASHBOARD_NAME) return { type: 'reload', path: closed.fullPath };
  return { type: 'go', to: '/' };
}

/**
 * A page whose work is done (its form submitted) closes its own tab, which would otherwise stay
 * open on a form that can no longer be sent: back to the list it was opened from when it has one,
 * else where closing the active tab leads (the page that was open before it).
 */
export function closeDone(state: TagsState, path: string, returnTo?: string): Exclude<AfterClose, { type: 'stay' }> {
  const closed = state.visited.find((v) => v.path === path);
  delView(state, path);
  if (returnTo) return { type: 'go', to: returnTo };
  const next = afterClose(state, closed ?? { path, fullPath: path, title: '', affix: false, noCache: true }, true);
  return next.type === 'stay' ? { type: 'go', to: '/' } : next;
}

/** The tab before or after the active one (the strip's arrows); null at either end. */
export function neighbour(state: TagsState, activePath: string, direction: -1 | 1): TagView | null {
  const index = state.visited.findIndex((v) => v.path === activePath);
  if (index === -1) return null;
  return state.visited[index + direction] ?? null;
}

/** How far one arrow press scrolls the strip. */
export function scrollStep(stripWidth: number): number {
  return Math.round(stripWidth * TAG_SCROLL_RATIO);
}
