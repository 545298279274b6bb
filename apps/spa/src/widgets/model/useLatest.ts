import { useState } from 'react';

/** A box holding the value of the latest render, for callbacks made once that must call the newest. */
export function useLatest<T>(value: T): { current: T } {
  const [box] = useState(() => ({ current: value }));
  box.current = value;
  return box;
}
