// Binds a core list controller (packages/core/src/list) to React: one controller per mounted page,
// its state read with useSyncExternalStore, loaded when the page's tab is shown.
import { createListController, type ListController, type ListControllerOptions, type ListState } from '@ent/core/list';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePageFrame } from '../../state/pageFrame';
import { useLatest } from '../model/useLatest';

export interface ListBinding<Row, F, K> {
  list: ListController<Row, F, K>;
  state: ListState<Row, F, K>;
}

/**
 * A list controller for this page. `options.load` may change between renders (it reads the page's
 * services); the controller always calls the latest one. `shown` false keeps a list the page is
 * not showing (another tab of it) from loading; it loads again when shown.
 */
export function useList<Row, F, K>(options: ListControllerOptions<Row, F, K>, shown = true): ListBinding<Row, F, K> {
  const latest = useLatest(options.load);
  const [list] = useState(() => createListController({ ...options, load: (query) => latest.current(query) }));
  const state = useSyncExternalStore(list.subscribe, list.getState, list.getState);
  const { active } = usePageFrame();
  useEffect(() => {
    list.setActive(active && shown);
  }, [list, active, shown]);
  return { list, state };
}
