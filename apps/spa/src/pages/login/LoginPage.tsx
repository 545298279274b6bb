// /login (enterprises) and /loginchief (government staff): the login form in the login frame; after
// login the page goes where ?redirect= says (only a path of the platform), or home.
import { type Entrance, entranceType } from '@ent/core/auth';
import { AUTH_TEXT, TITLE_TEXT } from '@ent/core/messages';
import { safeRedirectTarget } from '@ent/core/routes';
import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link as RouterLink, useLocation, useSearch } from 'wouter';
import { useServices } from '../../state/servicesContext';
import { AuthHeading, AuthLayout, useAuthStyles } from '../../widgets/auth/AuthLayout';
import { LoginForm } from '../../widgets/auth/LoginForm';

const useStyles = makeStyles({
  card: { maxWidth: '420px' },
  separator: { margin: '0 12px', color: tokens.colorNeutralStroke1 },
});

export function LoginPage({ entrance }: { entrance: Entrance }) {
  const { platform: platformState, session } = useServices();
  const platform = useSnapshot(platformState);
  const styles = useStyles();
  const authStyles = useAuthStyles();
  const [, navigate] = useLocation();
  const search = useSearch();
  const subtitle = entrance === 'government' ? TITLE_TEXT.governmentLoginSubtitle : platform.profile.loginSubtitle;

  useEffect(() => {
    document.title = subtitle === platform.title ? subtitle : `${subtitle} - ${platform.title}`;
  }, [subtitle, platform.title]);

  return (
    <AuthLayout>
      <LoginForm
        className={mergeClasses(authStyles.card, styles.card)}
        label={AUTH_TEXT.login}
        submitText={AUTH_TEXT.login}
        busyText={AUTH_TEXT.loggingIn}
        // After registration the new account's login name (its phone) arrives as ?username=.
        initialUsername={new URLSearchParams(search).get('username')?.slice(0, 64) ?? ''}
        onLogin={async (credentials) => {
          await session.login({ ...credentials, typeOf: entranceType(entrance) });
          navigate(safeRedirectTarget(new URLSearchParams(search).get('redirect')), { replace: true });
        }}
        header={
          <AuthHeading caption={TITLE_TEXT.generalTitle} title={platform.title} subtitle={subtitle} level="title" />
        }
        footer={
          <div className={authStyles.footer}>
            {entrance === 'enterprise' ? (
              <>
                <RouterLink href="/registered" asChild>
                  <Link>{AUTH_TEXT.register}</Link>
                </RouterLink>
                <span className={styles.separator} aria-hidden="true">
                  |
                </span>
              </>
            ) : null}
            <RouterLink href={entrance === 'government' ? '/login' : '/loginchief'} asChild>
              <Link>{entrance === 'government' ? AUTH_TEXT.enterpriseEntrance : AUTH_TEXT.governmentEntrance}</Link>
            </RouterLink>
          </div>
        }
      />
    </AuthLayout>
  );
}
