// The form definitions page's input checks, run before anything is sent: the import dialog (pasted
// or chosen JSON, title, form key) and the 下发 dialog (period, due date, enterprises). The rules
// mirror the server's request schemas (contract/forms), so a request that passes here is accepted
// there unless the data changed meanwhile.
import { DEFINITION_TEXT } from '../messages';

/** contract/forms formDataAddRequest: the key all versions of one form share. */
export const FORM_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const MAX_DEFINITION_CHARS = 2_000_000;
export const MAX_TITLE_CHARS = 100;
export const MAX_PERIOD_CHARS = 40;

export interface ImportInput {
  /** The JSON text, pasted or read from the chosen file. */
  text: string;
  title: string;
  /** Empty: the server makes one up (a new form); a row's key: the form's next version. */
  formKey: string;
}

export interface ImportRequest {
  title: string;
  formKey?: string;
  content: Record<string, unknown>;
}

export type ImportErrors = Partial<Record<keyof ImportInput, string>>;

export type ImportCheck = { ok: true; request: ImportRequest } | { ok: false; errors: ImportErrors };

/** The form-generator JSON as an object with a fields array, or the message saying why not. */
export function parseDefinitionJson(
  text: string,
): { ok: true; content: Record<string, unknown> } | { ok: false; message: string } {
  if (text.length > MAX_DEFINITION_CHARS) return { ok: false, message: DEFINITION_TEXT.jsonTooLarge };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: DEFINITION_TEXT.badJson };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, message: DEFINITION_TEXT.notAForm };
  if (!Array.isArray((value as { fields?: unknown }).fields)) return { ok: false, message: DEFINITION_TEXT.notAForm };
  return { ok: true, content: value as Record<string, unknown> };
}

/** Checks every input of the import dialog; each failing input gets its own message. */
export function checkImport(input: ImportInput): ImportCheck {
  const errors: ImportErrors = {};
  const parsed = parseDefinitionJson(input.text);
  if (!parsed.ok) errors.text = parsed.message;
  const title = input.title.trim();
  if (!title) errors.title = DEFINITION_TEXT.titleRequired;
  else if (title.length > MAX_TITLE_CHARS) errors.title = DEFINITION_TEXT.titleTooLong;
  const formKey = input.formKey.trim();
  if (formKey && !FORM_KEY_PATTERN.test(formKey)) errors.formKey = DEFINITION_TEXT.formKeyInvalid;
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { title, ...(formKey ? { formKey } : {}), content: parsed.content } };
}

/** A stored definition's content as the text the import dialog starts a new version from. */
export function definitionText(content: unknown): string {
  if (typeof content === 'string') {
    try {
      return JSON.stringify(JSON.parse(content), null, 2);
    } catch {
      return content;
    }
  }
  return content === undefined || content === null ? '' : JSON.stringify(content, null, 2);
}

export interface AssignInput {
  period: string;
  /** yyyy-MM-dd */
  dueDate: string;
  all: boolean;
  mainstayIds: readonly number[];
}

export interface AssignRequest {
  period: string;
  dueDate: string;
  all: boolean;
  mainstayIds: number[];
}

export type AssignErrors = Partial<Record<'period' | 'dueDate' | 'mainstayIds', string>>;

export type AssignCheck = { ok: true; request: AssignRequest } | { ok: false; errors: AssignErrors };

/** Whether text is a real calendar date written yyyy-MM-dd. */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Checks the 下发 dialog: a period, a real due date not before `today` (YYYY-MM-DD in China), and
 * all enterprises or at least one.
 */
export function checkAssign(input: AssignInput, today: string): AssignCheck {
  const errors: AssignErrors = {};
  const period = input.period.trim();
  if (!period) errors.period = DEFINITION_TEXT.periodRequired;
  else if (period.length > MAX_PERIOD_CHARS) errors.period = DEFINITION_TEXT.periodTooLong;
  const dueDate = input.dueDate.trim();
  if (!dueDate) errors.dueDate = DEFINITION_TEXT.dueDateRequired;
  else if (!isIsoDate(dueDate)) errors.dueDate = DEFINITION_TEXT.dueDateInvalid;
  else if (dueDate < today) errors.dueDate = DEFINITION_TEXT.dueDatePast;
  const mainstayIds = input.all ? [] : [...new Set(input.mainstayIds)];
  if (!input.all && mainstayIds.length === 0) errors.mainstayIds = DEFINITION_TEXT.enterprisesRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: { period, dueDate, all: input.all, mainstayIds } };
}
