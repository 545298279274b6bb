// A notice in the bell of every active account of one enterprise, written in the caller's
// transaction so that what it announces (a consulting answer, a filing's review) is never without
// it. Signed by the staff member's department.
import { escapeHtml } from '@ent/core/validate';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';

export interface EnterpriseNotice {
  mainstayId: number;
  /** The staff member who acted; the notice is signed with their department. */
  staffUserId: number;
  title: string;
  /** Plain-text paragraphs, given the department's name (or null when the account has none). */
  paragraphs: (deptName: string | null) => string[];
  link: { href: string; text: string };
}

/** Sends the notice; answers false, sending nothing, when the enterprise has no active account. */
export async function noticeEnterprise(trx: Transaction<Database>, notice: EnterpriseNotice): Promise<boolean> {
  const recipients = await trx
    .selectFrom('app_user')
    .select('id')
    .where('mainstay_id', '=', notice.mainstayId)
    .where('status', '=', '0')
    .execute();
  if (recipients.length === 0) return false;
  const staff = await trx
    .selectFrom('app_user')
    .select('dept_name')
    .where('id', '=', notice.staffUserId)
    .executeTakeFirst();
  const content = [
    ...notice.paragraphs(staff?.dept_name || null).map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p><a href="${escapeHtml(notice.link.href)}">${escapeHtml(notice.link.text)}</a></p>`,
  ].join('');
  const { notice_id } = await trx
    .insertInto('notice')
    .values({
      notice_title: notice.title,
      notice_type: '1',
      notice_content: content,
      form_id: null,
      created_by: notice.staffUserId,
    })
    .returning('notice_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('notice_recipient')
    .values(recipients.map((user) => ({ notice_id, user_id: user.id, status: '1' })))
    .execute();
  return true;
}
