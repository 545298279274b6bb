// What staff must give when publishing government-enterprise news or a bulletin; the limits are
// the server's (contract/news NEWS_LIMITS).
import { NEWS_TEXT } from '../messages/zqhd';
import { richTextToPlain } from './richText';

export const NEWS_FIELD_LIMITS = { title: 100, source: 50, summary: 300 } as const;

export interface NewsDraft {
  title: string;
  source: string;
  summary: string;
  /** Rich text from the editor. */
  content: string;
}

export type NewsErrors = Partial<Record<keyof NewsDraft, string>>;

export function validateNewsDraft(draft: NewsDraft): NewsErrors {
  const errors: NewsErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = NEWS_TEXT.required(NEWS_TEXT.subject);
  else if (title.length > NEWS_FIELD_LIMITS.title)
    errors.title = NEWS_TEXT.tooLong(NEWS_TEXT.subject, NEWS_FIELD_LIMITS.title);
  if (draft.source.trim().length > NEWS_FIELD_LIMITS.source)
    errors.source = NEWS_TEXT.tooLong(NEWS_TEXT.source, NEWS_FIELD_LIMITS.source);
  if (draft.summary.trim().length > NEWS_FIELD_LIMITS.summary)
    errors.summary = NEWS_TEXT.tooLong(NEWS_TEXT.summary, NEWS_FIELD_LIMITS.summary);
  if (!richTextToPlain(draft.content)) errors.content = NEWS_TEXT.required(NEWS_TEXT.content);
  return errors;
}
