import { CLICK_GUARD_MS, createClickGuard } from '@ent/core/shell';
import { useCallback, useRef, useState } from 'react';

/**
 * SPEC §4 double-click guard: the returned handler runs `action` and keeps the button disabled
 * for 1500 ms (or `ms`).
 */
export function useClickGuard<A extends unknown[]>(action: (...args: A) => void, ms = CLICK_GUARD_MS) {
  const guard = useRef(createClickGuard(ms));
  const [locked, setLocked] = useState(false);
  const onClick = useCallback(
    (...args: A) => {
      if (!guard.current.tryClick()) return;
      setLocked(true);
      setTimeout(() => setLocked(false), ms);
      action(...args);
    },
    [action, ms],
  );
  return { onClick, disabled: locked };
}
