// /auth-redirect: completes a login handed over by an external identity provider (docs/ROUTES.md).
// The one-time code in the query is traded, once, for a session; a subject not bound yet goes to
// /bind with a ticket kept in sessionStorage (never in the URL).
import { createHandoverApi } from '@ent/core/api';
import { readHandoverLanding, savePendingBind } from '@ent/core/auth';
import { ApiError } from '@ent/core/http';
import { HANDOVER_TEXT } from '@ent/core/messages';
import { Button, MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { useAuthStyles } from '../../widgets/auth/AuthLayout';
import { HandoverCard } from './HandoverCard';

type Outcome = { to: string } | { failure: string };

// A code is single use: however often the page mounts (StrictMode, a remount), it is sent once and
// the session is adopted once; every mounted page only follows the outcome.
const exchanges = new Map<string, Promise<Outcome>>();

function failureText(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : String(error);
}

export default function AuthRedirectPage() {
  const { http, session, tokens } = useServices();
  const styles = useAuthStyles();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [landing] = useState(() => readHandoverLanding(search));
  const [failure, setFailure] = useState<string | null>(landing.code ? null : HANDOVER_TEXT.missingCode);

  useEffect(() => {
    const { code, redirect } = landing;
    if (!code) return;
    let outcome = exchanges.get(code);
    if (!outcome) {
      outcome = createHandoverApi(http)
        .exchange(code, tokens.getToken())
        .then(({ data }): Outcome => {
          if (!data) return { failure: HANDOVER_TEXT.codeUnknown };
          if (data.bound) {
            session.adopt(data.login);
            return { to: redirect };
          }
          // The old session was ended by the server; /bind starts a fresh one.
          session.clearLocal();
          savePendingBind(window.sessionStorage, { ...data, redirect });
          return { to: '/bind' };
        })
        .catch((error: unknown): Outcome => ({ failure: failureText(error) }));
      exchanges.set(code, outcome);
    }
    let active = true;
    void outcome.then((result) => {
      if (!active) return;
      if ('to' in result) {
        navigate(result.to, { replace: true });
        return;
      }
      setFailure(result.failure);
      // The spent code leaves the address bar (and the history entry).
      navigate('/auth-redirect', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [landing, http, session, tokens, navigate]);

  if (failure) {
    return (
      <HandoverCard heading={HANDOVER_TEXT.failedTitle}>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{HANDOVER_TEXT.failedTitle}</MessageBarTitle>
            <span>{failure}</span>
          </MessageBarBody>
        </MessageBar>
        <Button appearance="primary" size="large" onClick={() => navigate('/login', { replace: true })}>
          {HANDOVER_TEXT.toLogin}
        </Button>
      </HandoverCard>
    );
  }
  return (
    <HandoverCard heading={HANDOVER_TEXT.redirectTitle}>
      <div className={styles.center}>
        <Spinner label={HANDOVER_TEXT.exchanging} />
      </div>
    </HandoverCard>
  );
}
