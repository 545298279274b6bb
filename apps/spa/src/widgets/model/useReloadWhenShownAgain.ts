// A page kept in its tab loads its data again each time it is shown again after another tab was in
// front, as lists do (core's listController): what another tab changed (a report submitted, a map
// point added) shows without a reload of the browser.
import { useEffect, useRef } from 'react';
import { usePageFrame } from '../../state/pageFrame';
import { useLatest } from './useLatest';

export function useReloadWhenShownAgain(reload: () => unknown): void {
  const { active } = usePageFrame();
  const latest = useLatest(reload);
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) void latest.current();
    wasActive.current = active;
  }, [active, latest]);
}
