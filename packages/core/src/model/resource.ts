// One record loaded for a page (a profile, a bulletin, a filing): loading, the record, or why it
// failed; an answer that arrives after a newer load began (the page's id changed, a reload) or
// after the page let go is dropped. The SPA binds it with useSyncExternalStore (widgets/useResource).

export type ResourceState<T> =
  | { readonly status: 'loading'; readonly data?: T }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown; readonly data?: T };

export interface Resource<T> {
  getState(): ResourceState<T>;
  subscribe(listener: () => void): () => void;
  /** Loads again with the current loader; the data shown so far stays until the answer. */
  reload(): Promise<void>;
  /** Loads with another loader (new inputs); answers of earlier loads are dropped. */
  load(loader: () => Promise<T>): Promise<void>;
  /** Replaces the record (after a save answered with the new one). */
  set(data: T): void;
  /** Drops every answer still under way. */
  dispose(): void;
}

export function createResource<T>(): Resource<T> {
  let state: ResourceState<T> = { status: 'loading' };
  let loader: (() => Promise<T>) | null = null;
  let generation = 0;
  const listeners = new Set<() => void>();
  const setState = (next: ResourceState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  async function run(): Promise<void> {
    if (!loader) return;
    const mine = ++generation;
    const data = state.data;
    setState(data === undefined ? { status: 'loading' } : { status: 'loading', data });
    try {
      const answer = await loader();
      if (mine === generation) setState({ status: 'ready', data: answer });
    } catch (error) {
      if (mine === generation)
        setState(data === undefined ? { status: 'failed', error } : { status: 'failed', error, data });
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: run,
    load(next) {
      loader = next;
      // A record of other inputs must not show while the new one loads.
      state = { status: 'loading' };
      return run();
    },
    set(data) {
      generation++;
      setState({ status: 'ready', data });
    },
    dispose() {
      generation++;
    },
  };
}

/** The record of an answer, or a failure when the server answered without one. */
export function present<T>(data: T | null | undefined): T {
  if (data === null || data === undefined) throw new Error('no record in the answer');
  return data;
}
