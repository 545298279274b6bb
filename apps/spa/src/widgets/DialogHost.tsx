import { AUTH_TEXT } from '@ent/core/messages';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import type { Dialogs } from '../state/dialogs';
import { useFocusReturn } from './model/useFocusReturn';

/** Mounted with the surface, so it sees the control that asked and gives it focus back on close. */
function FocusReturn() {
  useFocusReturn();
  return null;
}

/** Renders the current confirmation or alert of state/dialogs.ts. */
export default function DialogHost({ dialogs }: { dialogs: Dialogs }) {
  const { open, request } = useSnapshot(dialogs.state);
  if (!request) return null;
  const cancelText = request.cancelText === undefined ? AUTH_TEXT.cancel : request.cancelText;
  return (
    <Dialog
      open={open}
      modalType={cancelText ? 'modal' : 'alert'}
      onOpenChange={(_event, data) => {
        if (!data.open) dialogs.answer(false);
      }}
    >
      <DialogSurface>
        <FocusReturn />
        <DialogBody>
          <DialogTitle>{request.title}</DialogTitle>
          <DialogContent>{request.text}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => dialogs.answer(true)}>
              {request.confirmText ?? AUTH_TEXT.confirm}
            </Button>
            {cancelText ? <Button onClick={() => dialogs.answer(false)}>{cancelText}</Button> : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
