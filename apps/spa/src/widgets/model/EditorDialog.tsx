// The one dialog every management page adds and changes its rows in: a title, the fields, and
// 确定 (submits; Enter in a field does too) and 取消. What saving means stays with the page.
import { ACTION_TEXT } from '@ent/core/messages';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useFocusReturn } from './useFocusReturn';

const useStyles = makeStyles({ fields: { display: 'flex', flexDirection: 'column', gap: '12px' } });

export function EditorDialog({
  title,
  busy,
  onSubmit,
  onClose,
  surfaceClassName,
  ready = true,
  children,
}: {
  title: string;
  /** While a save is under way 确定 waits. */
  busy: boolean;
  onSubmit: () => void;
  onClose: () => void;
  surfaceClassName?: string;
  /** false while the row is still loading: the form says it is busy and 确定 waits. */
  ready?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  useFocusReturn();
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={surfaceClassName}>
        <form
          noValidate
          aria-busy={!ready || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.fields}>{children}</DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy || !ready}>
                {ACTION_TEXT.save}
              </Button>
              <Button onClick={onClose}>{ACTION_TEXT.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
