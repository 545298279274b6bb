// A record shown whole (a log entry's detail): terms and values in a definition list, closed with
// one button.
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
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  details: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 },
  entry: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-all', whiteSpace: 'pre-wrap' },
});

export function DetailDialog({
  title,
  entries,
  onClose,
}: {
  title: string;
  /** Term and value; an empty value shows as —. */
  entries: ReadonlyArray<readonly [string, string]>;
  onClose: () => void;
}) {
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <dl className={styles.details}>
              {entries.map(([term, value]) => (
                <div key={term} className={styles.entry}>
                  <dt className={styles.term}>{term}</dt>
                  <dd className={styles.value}>{value || '—'}</dd>
                </div>
              ))}
            </dl>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {ACTION_TEXT.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
