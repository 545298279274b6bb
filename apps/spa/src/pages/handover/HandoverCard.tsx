// The frame of /auth-redirect and /bind: the login page's colours and card, its own heading.
import { TITLE_TEXT } from '@ent/core/messages';
import { brandRamp, LOGIN_PRIMARY } from '@ent/core/platform';
import {
  Caption1,
  createLightTheme,
  FluentProvider,
  makeStyles,
  Subtitle1,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../state/servicesContext';

const handoverTheme = createLightTheme(brandRamp(LOGIN_PRIMARY));

export const useHandoverStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: `linear-gradient(135deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    padding: '24px',
    boxSizing: 'border-box',
  },
  card: {
    width: '100%',
    maxWidth: '460px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    padding: '36px 32px 28px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
  },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  heading: { display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '8px' },
  general: { color: tokens.colorNeutralForeground3, margin: 0 },
  subtitle: { color: tokens.colorBrandForeground1, margin: 0 },
  captchaRow: { display: 'flex', gap: '12px', alignItems: 'flex-start' },
  captchaInput: { flexGrow: 1 },
  captchaButton: {
    padding: 0,
    minWidth: '120px',
    height: '40px',
    marginTop: '26px',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
  },
  captchaImage: { display: 'block', width: '120px', height: '40px' },
  footer: { textAlign: 'center' },
  center: { display: 'flex', justifyContent: 'center', padding: '16px 0' },
});

/** Sets the document title to "{heading} - {platform title}" and frames the page's content. */
export function HandoverCard({ heading, children }: { heading: string; children: ReactNode }) {
  const { platform } = useServices();
  const { title } = useSnapshot(platform);
  const styles = useHandoverStyles();

  useEffect(() => {
    document.title = `${heading} - ${title}`;
  }, [heading, title]);

  return (
    <FluentProvider theme={handoverTheme}>
      <main className={styles.page}>
        <section className={styles.card} aria-labelledby="handover-heading">
          <div className={styles.heading}>
            <Caption1 as="p" align="center" className={styles.general}>
              {TITLE_TEXT.generalTitle}
            </Caption1>
            <Title2 as="p" align="center">
              {title}
            </Title2>
            <Subtitle1 as="h1" align="center" id="handover-heading" className={styles.subtitle}>
              {heading}
            </Subtitle1>
          </div>
          {children}
        </section>
      </main>
    </FluentProvider>
  );
}
