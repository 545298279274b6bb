// Where a page is mounted and whether it is the visible one. The shell's main area provides it;
// pages and widgets read it. It lives apart from the shell so that reading it does not import the
// shell, whose page host loads the pages (that import closed a cycle through every lazy page).
import { createContext, useContext, useEffect, useRef } from 'react';

export interface PageFrame {
  path: string;
  params: Record<string, string>;
  /** False while the page is kept alive behind another tab. */
  active: boolean;
}

export const PageFrameContext = createContext<PageFrame>({ path: '', params: {}, active: true });

/** Where the page is mounted and whether it is the visible one. */
export function usePageFrame(): PageFrame {
  return useContext(PageFrameContext);
}

/**
 * Calls `reload` each time the page is shown again after another tab was in front, as lists load
 * again (core's listController): what another tab changed (a report submitted, a map point added)
 * shows without a reload of the browser.
 */
export function useReloadWhenShownAgain(reload: () => unknown): void {
  const { active } = usePageFrame();
  const latest = useRef(reload);
  latest.current = reload;
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) void latest.current();
    wasActive.current = active;
  }, [active]);
}
