// What the 表单定义 dialogs share: their layout and reading a stored version's content.
import type { FormApi } from '@ent/core/api';
import { makeStyles, tokens } from '@fluentui/react-components';

export const useDialogStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  bar: { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' },
  wide: { width: 'min(1100px, calc(100vw - 32px))', maxWidth: 'none' },
  json: { fontFamily: tokens.fontFamilyMonospace },
  group: { display: 'flex', flexDirection: 'column', gap: '6px', border: 'none', margin: 0, padding: 0 },
  legend: { padding: 0, marginBottom: '4px', fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '260px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: '4px 8px',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** A stored version's content, or undefined when it could not be loaded (the query is silent). */
export async function fetchContent(forms: FormApi, id: number): Promise<unknown> {
  const answer = await forms.definition(id).catch(() => false as const);
  return answer ? answer.data?.data.dynFormInfo.content : undefined;
}

export function without<T extends object>(errors: T, key: keyof T): T {
  const next = { ...errors };
  delete next[key];
  return next;
}
