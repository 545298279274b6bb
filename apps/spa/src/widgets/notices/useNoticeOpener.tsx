// Opening one of the caller's notices, alike from the bell and from 我的消息: an unread one is marked
// read first and the change announced (the bell, the desk's unread figure and 我的消息 load again);
// a notice awaiting its form then opens /configlist, any other shows its content in NoticeDialog.
import type { Notice } from '@ent/core/api';
import { noticeTarget } from '@ent/core/shell';
import { type ReactNode, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { announceNoticeUpdate } from '../../state/noticeUpdates';
import { useServices } from '../../state/servicesContext';
import { NoticeDialog } from './NoticeDialog';

export interface NoticeOpener {
  open: (notice: Notice) => Promise<void>;
  /** The open notice's dialog, or nothing: render it where the opener lives. */
  dialog: ReactNode;
}

export function useNoticeOpener(): NoticeOpener {
  const { noticeApi } = useServices();
  const [, navigate] = useLocation();
  const [reading, setReading] = useState<Notice | null>(null);
  const open = useCallback(
    async (notice: Notice) => {
      // A notice read before keeps the time it was first read.
      if (notice.isRead !== '1') {
        await noticeApi.markRead(notice.noticeId).catch(() => undefined);
        announceNoticeUpdate();
      }
      const target = noticeTarget(notice);
      if (target) navigate(target);
      else setReading(notice);
    },
    [noticeApi, navigate],
  );
  return { open, dialog: reading ? <NoticeDialog notice={reading} onClose={() => setReading(null)} /> : null };
}
