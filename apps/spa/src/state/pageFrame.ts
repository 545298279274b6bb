// Where a page is mounted and whether it is the visible one. The shell's main area provides it;
// pages and widgets read it. It lives apart from the shell so that reading it does not import the
// shell, whose page host loads the pages (that import closed a cycle through every lazy page).
import { createContext, useContext } from 'react';

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
