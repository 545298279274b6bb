// The account's external identities on /user/profile (gov-auth handover bindings): which outside
// systems log straight into this account, and unbinding one after a confirmation.
import { createHandoverApi, type HandoverBinding } from '@ent/core/api';
import { formatTime } from '@ent/core/format';
import { BINDING_TEXT, HANDOVER_TEXT } from '@ent/core/messages';
import {
  Body1,
  Button,
  Caption1,
  Card,
  CardHeader,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { LinkDismissRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../../state/servicesContext';

const useStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  subject: { wordBreak: 'break-all' },
});

export function ExternalBindings() {
  const { http, dialogs, notifier } = useServices();
  const styles = useStyles();
  const api = useMemo(() => createHandoverApi(http), [http]);
  const [bindings, setBindings] = useState<HandoverBinding[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const answer = await api.bindings();
      setBindings(answer.data ?? []);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const unbind = async (binding: HandoverBinding) => {
    const confirmed = await dialogs.ask({
      title: BINDING_TEXT.confirmTitle,
      text: BINDING_TEXT.confirm(binding.provider, binding.subject),
    });
    if (!confirmed) return;
    const key = `${binding.clientId}\u0000${binding.subject}`;
    setBusy(key);
    try {
      await api.unbind({ clientId: binding.clientId, subject: binding.subject });
      notifier.show({ type: 'success', text: HANDOVER_TEXT.unbound });
    } catch {
      // The client showed the server's message; the list is read again below either way.
    } finally {
      setBusy(null);
    }
    await load();
  };

  return (
    <Card>
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={400}>
            {BINDING_TEXT.title}
          </Text>
        }
        description={<Caption1 className={styles.muted}>{BINDING_TEXT.hint}</Caption1>}
      />
      {failed ? (
        <Body1 role="alert">{BINDING_TEXT.loadFailed}</Body1>
      ) : bindings === null ? (
        <Spinner size="small" label={BINDING_TEXT.loading} />
      ) : (
        <Table size="small" aria-label={BINDING_TEXT.title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{BINDING_TEXT.provider}</TableHeaderCell>
              <TableHeaderCell>{BINDING_TEXT.subject}</TableHeaderCell>
              <TableHeaderCell>{BINDING_TEXT.boundAt}</TableHeaderCell>
              <TableHeaderCell>{BINDING_TEXT.lastLoginAt}</TableHeaderCell>
              <TableHeaderCell>{BINDING_TEXT.actions}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {bindings.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>{BINDING_TEXT.empty}</TableCell>
              </TableRow>
            ) : (
              bindings.map((binding) => {
                const key = `${binding.clientId}\u0000${binding.subject}`;
                return (
                  <TableRow key={key}>
                    <TableCell>{binding.provider}</TableCell>
                    <TableCell className={styles.subject}>{binding.subject}</TableCell>
                    <TableCell>{formatTime(binding.boundAt)}</TableCell>
                    <TableCell>{binding.lastLoginAt ? formatTime(binding.lastLoginAt) : BINDING_TEXT.never}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        appearance="transparent"
                        icon={<LinkDismissRegular />}
                        aria-label={BINDING_TEXT.unbindLabel(binding.provider)}
                        disabled={busy === key}
                        onClick={() => void unbind(binding)}
                      >
                        {BINDING_TEXT.unbind}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })
            )}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
