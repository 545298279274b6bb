import { describe, expect, it } from 'vitest';
import { FILING_REVIEW_TEXT } from '../messages/review';
import { checkFilingReview, REVIEW_OPINION_MAX } from './filingReview';

describe('filing review', () => {
  it('approves without an opinion but returns only with one', () => {
    expect(checkFilingReview('approve', '')).toBeNull();
    expect(checkFilingReview('reject', '')).toBe(FILING_REVIEW_TEXT.opinionRequired);
    expect(checkFilingReview('reject', '   \n ')).toBe(FILING_REVIEW_TEXT.opinionRequired);
    expect(checkFilingReview('reject', '请补充接入方案')).toBeNull();
  });

  it('limits the opinion to 500 characters, counted as the user sees them', () => {
    expect(checkFilingReview('reject', '意'.repeat(REVIEW_OPINION_MAX))).toBeNull();
    expect(checkFilingReview('approve', '意'.repeat(REVIEW_OPINION_MAX + 1))).toBe(FILING_REVIEW_TEXT.opinionTooLong);
  });
});
