// Notices changed here (one read from the bell, a form submitted from its notice): the bell and the
// desk's unread figure load again on one window event, SPEC's updateNoticeData.
import { NOTICE_UPDATE_EVENT } from '@ent/core/shell';
import { useEffect } from 'react';

export function announceNoticeUpdate(): void {
  window.dispatchEvent(new Event(NOTICE_UPDATE_EVENT));
}

/** Calls `onUpdate` on every announcement while mounted; give it a stable function. */
export function useNoticeUpdates(onUpdate: () => unknown): void {
  useEffect(() => {
    const listener = () => void onUpdate();
    window.addEventListener(NOTICE_UPDATE_EVENT, listener);
    return () => window.removeEventListener(NOTICE_UPDATE_EVENT, listener);
  }, [onUpdate]);
}
