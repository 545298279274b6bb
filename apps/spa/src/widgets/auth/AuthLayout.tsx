// The one frame of the pages before login (/login, /loginchief, /registered, /auth-redirect, /bind):
// the login colours of SPEC §9 whatever theme the shell uses, the page background and the card.
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
import type { ReactNode } from 'react';

const authTheme = createLightTheme(brandRamp(LOGIN_PRIMARY));

export const useAuthStyles = makeStyles({
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
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow28,
    padding: '36px 32px 28px',
    display: 'flex',
    flexDirection: 'column',
    gap: '16px',
    boxSizing: 'border-box',
  },
  form: { display: 'flex', flexDirection: 'column', gap: '16px' },
  heading: { display: 'flex', flexDirection: 'column', gap: '4px', marginBottom: '8px' },
  caption: { color: tokens.colorNeutralForeground3, margin: 0 },
  subtitle: { color: tokens.colorBrandForeground1, margin: 0 },
  footer: {
    textAlign: 'center',
    // Fluent marks a focused link only by a double underline; a ring, as buttons have, is seen.
    '& a:focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '2px',
      borderRadius: tokens.borderRadiusSmall,
    },
  },
  center: { display: 'flex', justifyContent: 'center', padding: '16px 0' },
});

/** The page and its themed background around `children` (the card). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const styles = useAuthStyles();
  return (
    <FluentProvider theme={authTheme}>
      <main className={styles.page}>{children}</main>
    </FluentProvider>
  );
}

/**
 * The three lines above a card's content: a small caption, the title and the subtitle; `level`
 * says which of the last two is the page's h1.
 */
export function AuthHeading({
  caption,
  title,
  subtitle,
  level,
  subtitleId,
}: {
  caption: string;
  title: string;
  subtitle: string;
  level: 'title' | 'subtitle';
  subtitleId?: string;
}) {
  const styles = useAuthStyles();
  return (
    <div className={styles.heading}>
      <Caption1 as="p" align="center" className={styles.caption}>
        {caption}
      </Caption1>
      <Title2 as={level === 'title' ? 'h1' : 'p'} align="center">
        {title}
      </Title2>
      <Subtitle1 as={level === 'subtitle' ? 'h1' : 'p'} align="center" id={subtitleId} className={styles.subtitle}>
        {subtitle}
      </Subtitle1>
    </div>
  );
}
