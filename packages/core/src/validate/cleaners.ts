// SPEC §5 text cleaners: strip whitespace and special characters, then truncate to the limit (32
// by default) with a warning. Three strictness variants plus a numeric one.
import { CHINESE_PUNCTUATION_MARKS, FORM_TEXT } from '../messages';

export const TEXT_LIMIT = 32;

const ASCII_SPECIALS = /[`~!@#$%^&*()=+[\]{}|\\;:'",<>/?]/g;
const CHINESE_PUNCTUATION = new RegExp(`[${CHINESE_PUNCTUATION_MARKS}]`, 'g');
const MARKUP = /[<>'"`\\]/g;

export type CleanerKind = 'strict' | 'stricter' | 'looser' | 'numeric';

export interface Cleaned {
  value: string;
  /** Set when the input was longer than the limit and was cut. */
  warning: string | null;
}

function strip(kind: CleanerKind, input: string): string {
  switch (kind) {
    case 'looser':
      // Only what could break out of markup or a quoted value, and whitespace.
      return input.replace(/\s+/g, '').replace(MARKUP, '');
    case 'strict':
      return input.replace(/\s+/g, '').replace(ASCII_SPECIALS, '');
    case 'stricter':
      return input.replace(/\s+/g, '').replace(ASCII_SPECIALS, '').replace(CHINESE_PUNCTUATION, '');
    case 'numeric':
      return input.replace(/[^0-9.,]/g, '');
  }
}

export function cleanText(kind: CleanerKind, input: string, limit = TEXT_LIMIT): Cleaned {
  const stripped = strip(kind, input);
  const chars = [...stripped];
  if (chars.length <= limit) return { value: stripped, warning: null };
  return { value: chars.slice(0, limit).join(''), warning: FORM_TEXT.tooLong(limit) };
}
