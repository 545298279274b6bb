// Which calls leave an operation-log record (GB/T 22239-2019 8.1.4.3): every write, decided from
// the declaration so that an endpoint added later is audited without a word. Reads sent as POST
// (the platform's page queries) are named by their action; the login flows have their own log.
import { maskPhone, PHONE_PATTERN } from '../validate/registration';
import type { EndpointDefinition } from './endpoint';

/** Actions that only read, whatever their method. */
const READ_ACTIONS = new Set([
  'list',
  'page',
  'get',
  'query',
  'definition',
  'definitions',
  'record',
  'records',
  'task',
  'tasks',
  'me',
  'userInfo',
  'routes',
  'routesByRole',
  'overview',
  'groups',
  'changeLog',
  'judgeExist',
  'baseCheck',
  'bindings',
  'parameter',
  'passwordPolicy',
  'levels',
  'downloadFileName',
  'tree',
  'options',
]);

/** Whether a call to this endpoint is recorded in the operation log. */
export function isAudited(endpoint: EndpointDefinition): boolean {
  if (endpoint.audit !== undefined) return endpoint.audit;
  // Exports take data out of the platform: audited even when asked with GET.
  if (endpoint.action.startsWith('export')) return true;
  if (endpoint.method === 'GET' || READ_ACTIONS.has(endpoint.action)) return false;
  // Anonymous calls are the login and registration flows: the login log and the accounts keep them.
  return endpoint.access?.public !== true;
}

/** Request fields never written to the log: secrets a reader of the log must not learn. */
export const AUDIT_SECRET_FIELD = /pass(word)?|pwd|secret|token|captcha|vercode|verkey|smscode|otp|recovery|mfa/i;

/** Parameters are cut to this many characters. */
export const AUDIT_PARAMS_MAX = 2000;

/** A mobile number within a longer text (a list of phones, a remark). */
const PHONE_IN_TEXT = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/**
 * The parameters as kept: secrets replaced, mobile numbers masked (138****1234, as lists of people
 * show them; an enterprise's login name is its phone too), long strings and the whole cut, so the
 * log holds what was asked without what must stay secret.
 */
export function auditParams(input: unknown): string {
  if (input === undefined || input === null) return '';
  const seen = new WeakSet<object>();
  const text = JSON.stringify(input, (key, value: unknown) => {
    if (key && AUDIT_SECRET_FIELD.test(key)) return '******';
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return undefined;
      seen.add(value);
    }
    if (typeof value === 'string') {
      const masked = PHONE_PATTERN.test(value.trim())
        ? maskPhone(value.trim())
        : value.replace(PHONE_IN_TEXT, (phone) => maskPhone(phone));
      return masked.length > 500 ? `${masked.slice(0, 500)}…` : masked;
    }
    return value;
  });
  if (text === undefined || text === '{}') return '';
  return text.length > AUDIT_PARAMS_MAX ? `${text.slice(0, AUDIT_PARAMS_MAX - 1)}…` : text;
}

/** The ids a call acts on: `id`, `ids` and `…Id(s)` fields of its path parameters and body. */
export function auditTargets(...inputs: unknown[]): string {
  const ids: string[] = [];
  for (const input of inputs) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) continue;
    for (const [key, value] of Object.entries(input)) {
      if (!/^(id|ids)$|Ids?$/.test(key)) continue;
      const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
      for (const one of values)
        if ((typeof one === 'number' || typeof one === 'string') && String(one).trim() !== '')
          ids.push(String(one).trim());
    }
  }
  return [...new Set(ids)].join(',').slice(0, 500);
}
