// Cron expressions (seconds field allowed, Asia/Shanghai time) through croner: the one place that
// reads them, so the API's checks, the next-times preview and the runner agree.
import { JOB_TEXT } from '@ent/core/messages';
import { Cron } from 'croner';

export const JOB_TIMEZONE = 'Asia/Shanghai';

export class CronError extends Error {}

/** A parsed schedule; throws CronError with a Chinese message for a bad expression. */
export function scheduleOf(expression: string): Cron {
  try {
    const cron = new Cron(expression.trim(), { timezone: JOB_TIMEZONE, paused: true });
    if (!cron.nextRun()) throw new CronError(JOB_TEXT.cronNeverRuns);
    return cron;
  } catch (error) {
    if (error instanceof CronError) throw error;
    throw new CronError(JOB_TEXT.badCron(cronReason(error instanceof Error ? error.message : String(error))));
  }
}

const FIELD_ORDER = ['second', 'minute', 'hour', 'day', 'month', 'dayOfWeek'];

/** croner's English reason as the staff read it: the field named in Chinese. */
function cronReason(message: string): string {
  const reasons = JOB_TEXT.cronReasons;
  const field = (name: string | undefined) => JOB_TEXT.cronFields[name ?? ''] ?? '';
  let match = /Invalid value for (\w+)/.exec(message);
  if (match) return reasons.outOfRange(field(match[1]));
  match = /configuration entry (\d+) \(.*\) contains illegal characters/.exec(message);
  if (match) return reasons.illegalCharacters(field(FIELD_ORDER[Number(match[1])]));
  match = /CronPattern: (\w+) is not a number/.exec(message);
  if (match) return reasons.notNumber(field(match[1]));
  match = /configuration entry (\w+) \(.*\) is empty/.exec(message);
  if (match) return reasons.empty(field(match[1]));
  if (/five or six space separated parts/.test(message)) return reasons.parts;
  return reasons.syntax;
}

/** The run times after `from`, at most `count`, none later than `until` when given. */
export function runsAfter(cron: Cron, from: Date, count: number, until?: Date): Date[] {
  const runs: Date[] = [];
  let previous = from;
  while (runs.length < count) {
    const next = cron.nextRun(previous);
    if (!next || (until && next.getTime() > until.getTime())) break;
    runs.push(next);
    previous = next;
  }
  return runs;
}

/** A time as the schedule reads it: YYYY-MM-DD HH:mm:ss in Asia/Shanghai, whatever the server's zone. */
export const scheduleTime = (time: Date): string =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: JOB_TIMEZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(time);
