// Overdue-report reminders: each enterprise with a report task past its due date and not submitted
// gets a notice in its bell and an SMS, at most once a day per task (report_task_reminder claims the
// day, so two processes or two runs on one day remind once); the staff who published the task's form
// get one summary notice.
import { PROCESS_STATUS } from '@ent/core/api';
import { formatTime, shanghaiDay } from '@ent/core/format';
import { JOB_TEXT as T } from '@ent/core/messages';
import { sql } from 'kysely';
import type { JobContext } from './context';

export async function sendOverdueReminders({ handle, sms, log, now }: JobContext): Promise<string> {
  const { db } = handle;
  const today = shanghaiDay(now);
  const overdue = await db
    .selectFrom('report_task as t')
    .innerJoin('enterprise as e', 'e.id', 't.mainstay_id')
    .select(['t.id', 't.title', 't.due_date', 't.form_key', 't.mainstay_id', 'e.name as enterprise'])
    .where('t.due_date', '<', sql<Date>`${today}::date`)
    .where('t.status', '!=', 'submitted')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('form_record as r')
            .select('r.id')
            .whereRef('r.task_id', '=', 't.id')
            .where('r.process_status', '=', PROCESS_STATUS.submitted),
        ),
      ),
    )
    .orderBy('t.id')
    .execute();
  let reminded = 0;
  let messages = 0;
  const summaries = new Map<number, string[]>();
  for (const task of overdue) {
    const claimed = await db
      .insertInto('report_task_reminder')
      .values({ task_id: task.id, day: today })
      .onConflict((oc) => oc.doNothing())
      .returning('task_id')
      .executeTakeFirst();
    if (!claimed) continue;
    reminded += 1;
    const due = formatTime(task.due_date, '{y}-{m}-{d}');
    const accounts = await db
      .selectFrom('app_user')
      .select(['id', 'phone'])
      .where('mainstay_id', '=', task.mainstay_id)
      .where('status', '=', '0')
      .execute();
    if (accounts.length) {
      await db.transaction().execute(async (trx) => {
        const { notice_id } = await trx
          .insertInto('notice')
          .values({
            notice_title: T.reminderTitle(task.title),
            notice_type: '1',
            notice_content: T.reminderContent(task.title, due),
            form_id: null,
            created_by: null,
          })
          .returning('notice_id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('notice_recipient')
          .values(accounts.map((account) => ({ notice_id, user_id: account.id, status: '1' })))
          .execute();
      });
    }
    for (const phone of new Set(accounts.map((a) => a.phone).filter((p): p is string => Boolean(p)))) {
      try {
        await sms.send({
          phone,
          scene: 'reminder',
          code: '',
          expiresInMinutes: 0,
          content: T.reminderSms(task.enterprise, task.title, due),
        });
        messages += 1;
      } catch (error) {
        // One unreachable gateway call does not stop the other enterprises' reminders.
        log.warn({ err: error, taskId: task.id }, 'reminder sms not sent');
      }
    }
    const author = task.form_key
      ? await db
          .selectFrom('form_definition')
          .select('created_by')
          .where('form_key', '=', task.form_key)
          .where('created_by', 'is not', null)
          .orderBy('version', 'desc')
          .executeTakeFirst()
      : undefined;
    if (author?.created_by) {
      const lines = summaries.get(author.created_by) ?? [];
      lines.push(T.summaryLine(task.enterprise, task.title, due));
      summaries.set(author.created_by, lines);
    }
  }
  for (const [userId, lines] of summaries) {
    await db.transaction().execute(async (trx) => {
      const { notice_id } = await trx
        .insertInto('notice')
        .values({
          notice_title: T.summaryTitle(lines.length),
          notice_type: '1',
          notice_content: T.summaryContent(lines),
          form_id: null,
          created_by: null,
        })
        .returning('notice_id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('notice_recipient').values({ notice_id, user_id: userId, status: '1' }).execute();
    });
  }
  return T.remindersDone(reminded, messages);
}
