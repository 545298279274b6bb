// The government review of a project filing: approving needs nothing more, returning it needs an
// opinion the enterprise can act on (the server refuses the same: FILING_TEXT.opinionRequired).
import { FILING_REVIEW_TEXT } from '../messages/review';

export const REVIEW_OPINION_MAX = 500;

export type FilingDecision = 'approve' | 'reject';

/** The problem with a review, or null when it may be sent. */
export function checkFilingReview(decision: FilingDecision, opinion: string): string | null {
  const text = opinion.trim();
  if ([...text].length > REVIEW_OPINION_MAX) return FILING_REVIEW_TEXT.opinionTooLong;
  if (decision === 'reject' && !text) return FILING_REVIEW_TEXT.opinionRequired;
  return null;
}
