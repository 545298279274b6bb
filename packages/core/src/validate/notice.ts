// What staff must give when adding or changing a notice (通知公告), checked as typed with the
// limits of the server's request schema (contract/notices), which checks again.
import { NOTICE_CONTENT_MAX, NOTICE_TITLE_MAX } from '../contract/notices';
import { NOTICE_PAGE_TEXT as T } from '../messages/admin';

/** The form number is a positive integer column. */
const FORM_ID_MAX = 2_147_483_647;

export interface NoticeForm {
  noticeTitle: string;
  noticeType: '1' | '2';
  /** Plain text; each line becomes a paragraph. */
  content: string;
  /** Digits only; empty: no form. */
  formId: string;
}

export type NoticeFormErrors = Partial<Record<keyof NoticeForm, string>>;

/** Plain text with line breaks as the paragraphs a notice's HTML stores (escaped, blank lines dropped). */
export function noticeParagraphs(text: string): string {
  const escapeHtml = (line: string) => line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

export function noticeFormErrors(values: NoticeForm): NoticeFormErrors {
  const errors: NoticeFormErrors = {};
  const title = values.noticeTitle.trim();
  if (!title) errors.noticeTitle = T.titleRequired;
  else if (title.length > NOTICE_TITLE_MAX) errors.noticeTitle = T.tooLong(T.noticeTitle, NOTICE_TITLE_MAX);
  if (noticeParagraphs(values.content).length > NOTICE_CONTENT_MAX)
    errors.content = T.tooLong(T.noticeContent, NOTICE_CONTENT_MAX);
  if (values.formId && !(Number(values.formId) >= 1 && Number(values.formId) <= FORM_ID_MAX)) {
    errors.formId = T.formIdFormat;
  }
  return errors;
}
