import type { Notice } from '@ent/core/api';
import { AUTH_TEXT, DOMAIN_TEXT } from '@ent/core/messages';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { SafeHtml } from '../SafeHtml';

/** A notice's content, sanitised, in a dialog. */
export function NoticeDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{notice.noticeTitle}</DialogTitle>
          <DialogContent>
            <Text size={200} block>
              {`${DOMAIN_TEXT.noticeTypes[notice.noticeType]} · ${notice.createBy} · ${notice.createTime}`}
            </Text>
            <SafeHtml html={notice.noticeContent} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {AUTH_TEXT.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
