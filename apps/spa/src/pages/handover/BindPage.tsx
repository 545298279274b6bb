// /bind: links the external identity of a pending handover to a platform account. The user logs in
// once normally (same checks as /login, any entrance); the ticket from /auth-redirect, kept in
// sessionStorage, is then presented with the fresh token. Later handovers log in directly.
import { createHandoverApi } from '@ent/core/api';
import { clearPendingBind, loadPendingBind, type PendingBind } from '@ent/core/auth';
import { ApiError } from '@ent/core/http';
import { HANDOVER_TEXT, withAside } from '@ent/core/messages';
import { Body1, Button, Link, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { useAuthStyles } from '../../widgets/auth/AuthLayout';
import { type LoginCredentials, LoginForm } from '../../widgets/auth/LoginForm';
import { HandoverCard } from './HandoverCard';

export default function BindPage() {
  const { http, session, notifier } = useServices();
  const styles = useAuthStyles();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState(() => loadPendingBind(window.sessionStorage));
  const [failure, setFailure] = useState<string | null>(null);

  async function bind(credentials: LoginCredentials, ticket: PendingBind) {
    // No entrance type: the account may be an enterprise's or government staff's.
    await session.login(credentials);
    try {
      await createHandoverApi(http).bind(ticket.ticket);
    } catch (error) {
      // Not bound: the login made only for binding is ended, and the spent ticket forgotten.
      await session.logout();
      clearPendingBind(window.sessionStorage);
      setPending(null);
      setFailure(error instanceof ApiError ? error.message : HANDOVER_TEXT.ticketInvalid);
      return;
    }
    clearPendingBind(window.sessionStorage);
    notifier.show({ type: 'success', text: HANDOVER_TEXT.bindDone(ticket.provider) });
    navigate(ticket.redirect, { replace: true });
  }

  if (!pending) {
    return (
      <HandoverCard heading={HANDOVER_TEXT.bindTitle}>
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <span>{failure ?? HANDOVER_TEXT.noTicket}</span>
          </MessageBarBody>
        </MessageBar>
        <Button appearance="primary" size="large" onClick={() => navigate('/login', { replace: true })}>
          {HANDOVER_TEXT.toLogin}
        </Button>
      </HandoverCard>
    );
  }

  return (
    <HandoverCard heading={HANDOVER_TEXT.bindTitle}>
      <Body1 as="p">{HANDOVER_TEXT.bindIntro(pending.provider)}</Body1>
      <MessageBar intent="info" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{HANDOVER_TEXT.bindIdentity}</MessageBarTitle>
          <span>{pending.displayName ? withAside(pending.displayName, pending.provider) : pending.provider}</span>
          <br />
          {HANDOVER_TEXT.bindNotYou}
        </MessageBarBody>
      </MessageBar>
      <LoginForm
        label={HANDOVER_TEXT.bindTitle}
        submitText={HANDOVER_TEXT.bindSubmit}
        busyText={HANDOVER_TEXT.binding}
        onLogin={(credentials) => bind(credentials, pending)}
      />
      <div className={styles.footer}>
        <RouterLink href="/login" asChild>
          <Link>{HANDOVER_TEXT.toLogin}</Link>
        </RouterLink>
      </div>
    </HandoverCard>
  );
}
