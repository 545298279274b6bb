// Rules of consulting advice (咨询建议): what an enterprise's question or advice and the replies
// to it may hold. The SPA's forms and the server's schemas (contract/consulting) use the same limits and
// messages.
import { CONSULTING_TEXT } from '../messages/zqhd';
import { rulesFrom, type UploadRules } from '../upload/rules';

export const CONSULTING_KIND_KEYS = ['question', 'advice'] as const;
export type ConsultingKind = (typeof CONSULTING_KIND_KEYS)[number];
/** A value of the 咨询类别 dictionary (ent_consulting_category), which staff extend. */
export type ConsultingCategory = string;
export const CONSULTING_STATUS_KEYS = ['pending', 'answered', 'closed'] as const;
export type ConsultingStatus = (typeof CONSULTING_STATUS_KEYS)[number];
export const CONSULTING_RATING_KEYS = ['1', '2', '3'] as const;
export type ConsultingRating = (typeof CONSULTING_RATING_KEYS)[number];

export const CONSULTING_LIMITS = { title: 100, content: 2000, contactName: 32, files: 5 } as const;
/** Attachments an enterprise may add to a question, an answer or a follow-up. */
export const CONSULTING_FILE_TYPES = ['pdf', 'jpg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'zip'] as const;

/** A mobile number, or a landline with area code (025-83290000, 02583290000, with an extension). */
export const CONSULTING_PHONE_PATTERN = /^(?:1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;

export function isConsultingPhone(value: string): boolean {
  return CONSULTING_PHONE_PATTERN.test(value.trim());
}

export function consultingUploadRules(): UploadRules {
  return rulesFrom({
    accept: CONSULTING_FILE_TYPES.map((ext) => `.${ext}`).join(','),
    fileSize: 20,
    sizeUnit: 'MB',
    limit: CONSULTING_LIMITS.files,
  });
}

export interface ConsultingDraft {
  kind: ConsultingKind | '';
  category: ConsultingCategory | '';
  title: string;
  content: string;
  contactName: string;
  contactPhone: string;
  files: readonly unknown[];
}

export type ConsultingField = keyof ConsultingDraft;
export type ConsultingErrors = Partial<Record<ConsultingField, string>>;

export function emptyConsultingDraft(): ConsultingDraft {
  return { kind: 'question', category: '', title: '', content: '', contactName: '', contactPhone: '', files: [] };
}

function textError(label: string, value: string, limit: number, required: boolean): string | undefined {
  const text = value.trim();
  if (!text) return required ? CONSULTING_TEXT.required(label) : undefined;
  if (text.length > limit) return CONSULTING_TEXT.tooLong(label, limit);
  return undefined;
}

/** The first problem of each field of a new question or advice; empty when it may be sent. */
export function validateConsultingDraft(draft: ConsultingDraft): ConsultingErrors {
  const errors: ConsultingErrors = {};
  if (!CONSULTING_KIND_KEYS.includes(draft.kind as ConsultingKind))
    errors.kind = CONSULTING_TEXT.required(CONSULTING_TEXT.kind);
  if (!draft.category.trim()) errors.category = CONSULTING_TEXT.required(CONSULTING_TEXT.category);
  const title = textError(CONSULTING_TEXT.subject, draft.title, CONSULTING_LIMITS.title, true);
  if (title) errors.title = title;
  const content = textError(CONSULTING_TEXT.content, draft.content, CONSULTING_LIMITS.content, true);
  if (content) errors.content = content;
  const contactName = textError(CONSULTING_TEXT.contactName, draft.contactName, CONSULTING_LIMITS.contactName, false);
  if (contactName) errors.contactName = contactName;
  if (draft.contactPhone.trim() && !isConsultingPhone(draft.contactPhone))
    errors.contactPhone = CONSULTING_TEXT.badPhone;
  if (draft.files.length > CONSULTING_LIMITS.files)
    errors.files = CONSULTING_TEXT.tooManyFiles(CONSULTING_LIMITS.files);
  return errors;
}

/** The problem with an answer or a follow-up, or null. */
export function validateReply(content: string, files: readonly unknown[], label: string): string | null {
  return (
    textError(label, content, CONSULTING_LIMITS.content, true) ??
    (files.length > CONSULTING_LIMITS.files ? CONSULTING_TEXT.tooManyFiles(CONSULTING_LIMITS.files) : null)
  );
}

/** What the caller may do with a thread (the server decides; the SPA shows only these). */
export interface ConsultingAbilities {
  canAnswer: boolean;
  canFollowUp: boolean;
  canClose: boolean;
  canWithdraw: boolean;
}

export function consultingAbilities(
  thread: { status: ConsultingStatus; governmentReplies: number },
  caller: { government: boolean; ownEnterprise: boolean },
): ConsultingAbilities {
  const open = thread.status !== 'closed';
  return {
    canAnswer: caller.government && open,
    canFollowUp: caller.ownEnterprise && open && thread.governmentReplies > 0,
    canClose: (caller.ownEnterprise || caller.government) && thread.status === 'answered',
    canWithdraw: caller.ownEnterprise && thread.status === 'pending' && thread.governmentReplies === 0,
  };
}

/** A short, single-line excerpt of a reply for lists and notices. */
export function replyExcerpt(text: string, limit = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > limit ? `${line.slice(0, limit)}…` : line;
}
