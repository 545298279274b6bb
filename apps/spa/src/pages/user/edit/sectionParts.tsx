// What the two edit sections of /user/edit share: their card and layout, 保存/重置 enabled once edited.
import { ENTERPRISE_INFO_TEXT } from '@ent/core/messages';
import { Button, Caption1, Card, CardHeader, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { focusFirstInvalid } from '../../../widgets/focusFirstInvalid';

export const useSectionStyles = makeStyles({
  muted: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: '12px 24px',
  },
  stack: { display: 'flex', flexDirection: 'column', gap: '12px' },
  actions: { display: 'flex', gap: '8px', marginTop: '12px' },
  form: { display: 'flex', flexDirection: 'column' },
  value: { wordBreak: 'break-all' },
});

/** A titled card with a hint under the title. */
export function SectionCard({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const styles = useSectionStyles();
  return (
    <Card>
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={400}>
            {title}
          </Text>
        }
        description={<Caption1 className={styles.muted}>{hint}</Caption1>}
      />
      {children}
    </Card>
  );
}

/** A section's form: its fields, then 保存 (submits) and 重置 (back to what was loaded). */
export function SectionForm({
  label,
  size,
  dirty,
  saving,
  onSubmit,
  onReset,
  children,
}: {
  label: string;
  size: 'small' | 'medium' | 'large';
  dirty: boolean;
  saving: boolean;
  /** Resolves false when nothing was saved. */
  onSubmit: () => Promise<boolean>;
  onReset: () => void;
  children: ReactNode;
}) {
  const styles = useSectionStyles();
  return (
    <form
      className={styles.form}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = event.currentTarget;
        void onSubmit().then((saved) => {
          // A refused field (here or by the server) is where the user lands to correct it.
          if (!saved) focusFirstInvalid(form);
        });
      }}
      noValidate
      aria-label={label}
    >
      {children}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" size={size} disabled={!dirty || saving}>
          {saving ? <Spinner size="tiny" label={ENTERPRISE_INFO_TEXT.saving} /> : ENTERPRISE_INFO_TEXT.save}
        </Button>
        <Button size={size} disabled={!dirty || saving} onClick={onReset}>
          {ENTERPRISE_INFO_TEXT.reset}
        </Button>
      </div>
    </form>
  );
}
