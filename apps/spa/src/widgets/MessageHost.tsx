// Shows the one current message (SPEC §4: a new message closes the previous one).
import { PAGE_TEXT } from '@ent/core/messages';
import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { useServices } from '../state/servicesContext';

const useStyles = makeStyles({
  host: {
    position: 'fixed',
    top: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 3000,
    minWidth: '320px',
    maxWidth: 'min(640px, calc(100vw - 32px))',
    boxShadow: tokens.shadow16,
  },
  notification: {
    left: 'auto',
    right: '16px',
    transform: 'none',
  },
});

export function MessageHost() {
  const { notices, notifier } = useServices();
  const { current } = useSnapshot(notices);
  const styles = useStyles();
  if (!current) return null;
  const className = current.variant === 'notification' ? `${styles.host} ${styles.notification}` : styles.host;
  return (
    <div className={className}>
      <MessageBar key={current.id} intent={current.type} role="alert">
        <MessageBarBody>{current.text}</MessageBarBody>
        <MessageBarActions
          containerAction={
            <Button
              appearance="transparent"
              aria-label={PAGE_TEXT.close}
              icon={<DismissRegular />}
              onClick={() => notifier.dismiss(current.id)}
            />
          }
        />
      </MessageBar>
    </div>
  );
}
