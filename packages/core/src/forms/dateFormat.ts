// Element's value-format tokens (yyyy, MM, dd, HH, mm, ss) between strings and dates, so a date
// picker keeps the exact text format the form's earlier records hold.
import type { DateType } from './definition';

const TOKENS = /yyyy|MM|dd|HH|mm|ss/g;

export function defaultValueFormat(type: DateType | 'time'): string {
  switch (type) {
    case 'datetime':
    case 'datetimerange':
      return 'yyyy-MM-dd HH:mm:ss';
    case 'month':
    case 'monthrange':
      return 'yyyy-MM';
    case 'year':
      return 'yyyy';
    case 'time':
      return 'HH:mm:ss';
    default:
      return 'yyyy-MM-dd';
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatDate(date: Date, format: string): string {
  return format.replace(TOKENS, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(date.getFullYear(), 4);
      case 'MM':
        return pad(date.getMonth() + 1);
      case 'dd':
        return pad(date.getDate());
      case 'HH':
        return pad(date.getHours());
      case 'mm':
        return pad(date.getMinutes());
      default:
        return pad(date.getSeconds());
    }
  });
}

/** The date a string holds in this format, or null when it does not match or is no real date. */
export function parseDate(text: string, format: string): Date | null {
  if (typeof text !== 'string' || text === '') return null;
  const order: string[] = [];
  const source = format.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(TOKENS, (token) => {
    order.push(token);
    return token === 'yyyy' ? '(\\d{4})' : '(\\d{1,2})';
  });
  const match = new RegExp(`^${source}$`).exec(text.trim());
  if (!match) return null;
  const parts: Record<string, number> = { yyyy: 1970, MM: 1, dd: 1, HH: 0, mm: 0, ss: 0 };
  order.forEach((token, index) => {
    parts[token] = Number(match[index + 1]);
  });
  const date = new Date(
    parts.yyyy ?? 1970,
    (parts.MM ?? 1) - 1,
    parts.dd ?? 1,
    parts.HH ?? 0,
    parts.mm ?? 0,
    parts.ss ?? 0,
  );
  // new Date rolls 2026-02-30 over into March; such text is not a date.
  if (
    date.getMonth() !== (parts.MM ?? 1) - 1 ||
    date.getDate() !== (parts.dd ?? 1) ||
    (parts.HH ?? 0) > 23 ||
    (parts.mm ?? 0) > 59 ||
    (parts.ss ?? 0) > 59
  )
    return null;
  return date;
}

/** Re-expresses a value from one format in another ('' when it does not parse). */
export function reformat(text: unknown, from: string, to: string): string {
  const date = typeof text === 'string' ? parseDate(text, from) : null;
  return date ? formatDate(date, to) : '';
}

/**
 * A time typed by hand: the field's own format first, then the usual ways of writing one
 * (8:30, 08:30:00, 0830), so that what a person types is kept in the field's value format.
 */
export function parseTime(text: string, format: string): Date | null {
  const exact = parseDate(text, format);
  if (exact) return exact;
  const match = /^\s*(\d{1,2})(?::?(\d{2}))(?::?(\d{2}))?\s*$/.exec(text);
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return new Date(1970, 0, 1, hours, minutes, seconds);
}
