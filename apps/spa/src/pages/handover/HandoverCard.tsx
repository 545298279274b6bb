// The card of /auth-redirect and /bind in the login frame, under its own heading.
import { TITLE_TEXT } from '@ent/core/messages';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../state/servicesContext';
import { AuthHeading, AuthLayout, useAuthStyles } from '../../widgets/auth/AuthLayout';

const useStyles = makeStyles({
  card: { maxWidth: '460px' },
});

/** Sets the document title to "{heading} - {platform title}" and frames the page's content. */
export function HandoverCard({ heading, children }: { heading: string; children: ReactNode }) {
  const { platform } = useServices();
  const { title } = useSnapshot(platform);
  const styles = useStyles();
  const authStyles = useAuthStyles();

  useEffect(() => {
    document.title = `${heading} - ${title}`;
  }, [heading, title]);

  return (
    <AuthLayout>
      <section className={mergeClasses(authStyles.card, styles.card)} aria-labelledby="handover-heading">
        <AuthHeading
          caption={TITLE_TEXT.generalTitle}
          title={title}
          subtitle={heading}
          level="subtitle"
          subtitleId="handover-heading"
        />
        {children}
      </section>
    </AuthLayout>
  );
}
