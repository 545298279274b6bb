// The registered job kinds: a job names one of these keys; nothing else can run (no string is ever
// evaluated). Each answers the message its log entry shows.
import { JOB_TEXT } from '@ent/core/messages';
import type { JobContext } from './context';
import { sendOverdueReminders } from './reminders';
import { purgeRetained } from './retention';

export type JobKindRun = (context: JobContext) => Promise<string>;

export const JOB_KINDS: Record<string, JobKindRun> = {
  overdueReminders: sendOverdueReminders,
  retentionPurge: async ({ handle, now }) => {
    await purgeRetained(handle, now);
    return JOB_TEXT.purgeDone;
  },
};

export const isJobKind = (kind: string): boolean => Object.hasOwn(JOB_KINDS, kind);
