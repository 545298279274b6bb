// Shared parts of the three flavour desks: the page frame, figure tiles and the data loading.
import type { DeskOverview } from '@ent/core/api';
import { DESK_TEXT, WIDGET_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import { Body1, Card, makeStyles, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useNoticeUpdates } from '../../state/noticeUpdates';
import { useServices } from '../../state/servicesContext';
import { useReloadWhenShownAgain } from '../../widgets/model/useReloadWhenShownAgain';
import { useResource } from '../../widgets/model/useResource';

export const useDeskStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: '16px' },
  header: { display: 'flex', alignItems: 'baseline', gap: '12px', flexWrap: 'wrap' },
  scope: { color: tokens.colorNeutralForeground3 },
  tiles: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: '12px' },
  tile: { padding: '16px', display: 'flex', flexDirection: 'column', gap: '4px' },
  figure: {
    fontSize: '28px',
    lineHeight: '36px',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
  warning: { color: tokens.colorPaletteRedForeground1 },
  charts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))', gap: '12px' },
  chartCard: { padding: '16px' },
});

export function StatTile({
  label,
  value,
  unit,
  warn,
}: {
  label: string;
  value: number | string;
  unit?: string;
  warn?: boolean;
}) {
  const styles = useDeskStyles();
  return (
    <Card className={styles.tile} role="group" aria-label={label}>
      <Body1>{label}</Body1>
      <span className={warn ? `${styles.figure} ${styles.warning}` : styles.figure} data-figure={label}>
        {value}
        {unit ? <Text size={300}>{` ${unit}`}</Text> : null}
      </span>
    </Card>
  );
}

export function DeskFrame({ title, children }: { title: string; children: ReactNode }) {
  const styles = useDeskStyles();
  const { platform, sessionState } = useServices();
  const { title: platformTitle } = useSnapshot(platform);
  const { user } = useSnapshot(sessionState);
  useEffect(() => {
    document.title = `${title} - ${platformTitle}`;
  }, [title, platformTitle]);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Title2 as="h1">{title}</Title2>
        {user ? <Text className={styles.scope}>{user.company}</Text> : null}
      </div>
      {children}
    </div>
  );
}

/** The caller's desk figures, loaded once per visit. */
export function useDeskOverview(): DeskOverview | null | 'failed' {
  const { desk } = useServices();
  const loaded = useResource(async () => present((await desk.overview()).data), [desk]);
  useReloadWhenShownAgain(loaded.reload);
  // A notice read from the bell while the desk is in front changes its unread figure.
  useNoticeUpdates(loaded.reload);
  // While it loads again the figures shown stay, rather than a spinner in their place.
  if (loaded.data !== undefined) return loaded.data;
  return loaded.status === 'failed' ? 'failed' : null;
}

export function DeskLoading() {
  return <Spinner label={WIDGET_TEXT.loading} />;
}

/** The month label of a trend point: '2026-03' → '3月'. */
export function monthLabel(month: string): string {
  return DESK_TEXT.month(Number(month.slice(5)));
}
