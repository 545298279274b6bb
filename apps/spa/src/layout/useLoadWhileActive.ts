import { useEffect } from 'react';
import { usePageFrame } from './AppMain';

/**
 * Loads a kept-alive page's data when it is shown and again each time its tab becomes active:
 * what changed elsewhere meanwhile (a form submitted, a thread answered) shows without a reload.
 * `load` changes with the page's query, which loads it again as well.
 */
export function useLoadWhileActive(load: () => unknown): void {
  const { active } = usePageFrame();
  useEffect(() => {
    if (active) void load();
  }, [load, active]);
}
