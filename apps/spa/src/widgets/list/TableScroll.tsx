// A wide table scrolls inside its own box on a narrow screen instead of widening the page. The box
// can be focused, so keyboard users can scroll it too, and is named after its table (not the same
// name as the page's own region).
import { WIDGET_TEXT } from '@ent/core/messages';
import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({ scroll: { overflowX: 'auto', maxWidth: '100%' } });

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
    <section className={styles.scroll} aria-label={WIDGET_TEXT.tableScroll(label)} tabIndex={0}>
      {children}
    </section>
  );
}
