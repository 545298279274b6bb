// A dialog mounted open and unmounted on close has no closing of its own for Fluent to return focus
// on: the control that had focus when it opened (修改 on a row, 新增) gets it back, as keyboard users
// expect, instead of the page's first control or the body.
import { useEffect, useState } from 'react';

export function useFocusReturn(): void {
  const [opener] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    },
    [opener],
  );
}
