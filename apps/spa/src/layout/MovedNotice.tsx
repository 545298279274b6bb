// SPEC §1: a notice that the platform address is moving, with a jump button. The new address comes
// from the ent-moved-to parameter; dismissed, it stays away for the browser session.
import { SHELL_TEXT } from '@ent/core/messages';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { SHELL_PARAMETERS } from '../services';
import { useServices } from '../state/servicesContext';

const DISMISSED_KEY = 'ent-moved-dismissed';

export function MovedNotice() {
  const services = useServices();
  const target = services.parameter(SHELL_PARAMETERS.movedTo);
  const [open, setOpen] = useState(() => sessionStorage.getItem(DISMISSED_KEY) !== target);
  // Only an http(s) address may be jumped to.
  if (!target || !/^https?:\/\/[^\s]+$/i.test(target) || !open) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, target);
    setOpen(false);
  };
  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{SHELL_TEXT.movedTitle}</DialogTitle>
          <DialogContent>{SHELL_TEXT.movedText(target)}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={() => window.location.assign(target)}>
              {SHELL_TEXT.movedJump}
            </Button>
            <Button onClick={dismiss}>{SHELL_TEXT.movedLater}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
