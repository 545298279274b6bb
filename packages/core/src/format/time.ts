// SPEC §9: timestamps of 10 digits are seconds; the default format is year-month-day
// hour:minute:second. Patterns use RuoYi's placeholders {y} {m} {d} {h} {i} {s} {a}.
import { WEEKDAY_TEXT } from '../messages';

export const DEFAULT_TIME_PATTERN = '{y}-{m}-{d} {h}:{i}:{s}';

export function toDate(value: Date | number | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  let input: number | string = value;
  if (typeof input === 'string' && /^\d+$/.test(input)) input = Number(input);
  if (typeof input === 'number') {
    const ms = String(Math.trunc(input)).length === 10 ? input * 1000 : input;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  // "2026-01-02 03:04:05" is read as local time, as the earlier platform did (Safari needs '/').
  const normalised = /^\d{4}-\d{2}-\d{2}( |$)/.test(input) ? input.replace(/-/g, '/') : input;
  const date = new Date(normalised.replace('T', ' ').replace(/\.\d+$/, ''));
  const fallback = Number.isNaN(date.getTime()) ? new Date(input) : date;
  return Number.isNaN(fallback.getTime()) ? null : fallback;
}

export function formatTime(value: Date | number | string | null | undefined, pattern = DEFAULT_TIME_PATTERN): string {
  const date = toDate(value);
  if (!date) return '';
  const parts: Record<string, number> = {
    y: date.getFullYear(),
    m: date.getMonth() + 1,
    d: date.getDate(),
    h: date.getHours(),
    i: date.getMinutes(),
    s: date.getSeconds(),
    a: date.getDay(),
  };
  return pattern.replace(/{([ymdhisa])}/g, (_match, key: string) => {
    const part = parts[key] ?? 0;
    if (key === 'a') return WEEKDAY_TEXT[part] ?? '';
    return key === 'y' ? String(part) : String(part).padStart(2, '0');
  });
}

/** The day `now` falls on in China, as YYYY-MM-DD: due dates and list filters are days there. */
export const shanghaiDay = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(now);
