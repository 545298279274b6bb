import { describe, expect, it } from 'vitest';
import { DRAFT_PREFIX } from './draft';
import { FILING_COORDINATE_KEY, filingDraftKey, packFilingDraft, unpackFilingDraft } from './filingDraft';

describe('filing drafts', () => {
  it('keys a new filing and a saved one apart, per user and form version', () => {
    expect(filingDraftKey(7, 3, null)).toBe(`${DRAFT_PREFIX}7:3:filing-new`);
    expect(filingDraftKey(7, 3, 12)).toBe(`${DRAFT_PREFIX}7:3:filing-12`);
    expect(filingDraftKey(8, 3, 12)).not.toBe(filingDraftKey(7, 3, 12));
  });

  it('carries the coordinate beside the form values and gives both back', () => {
    const packed = packFilingDraft({ projectName: '六合屋顶光伏' }, { longitude: '118.8', latitude: '32.3' });
    expect(packed[FILING_COORDINATE_KEY]).toEqual({ longitude: '118.8', latitude: '32.3' });
    expect(unpackFilingDraft(JSON.parse(JSON.stringify(packed)))).toEqual({
      model: { projectName: '六合屋顶光伏' },
      coordinate: { longitude: '118.8', latitude: '32.3' },
    });
  });

  it('reads a draft without a usable coordinate as an empty one', () => {
    expect(unpackFilingDraft({ a: 1, [FILING_COORDINATE_KEY]: 5 })).toEqual({
      model: { a: 1 },
      coordinate: { longitude: '', latitude: '' },
    });
    expect(unpackFilingDraft({ [FILING_COORDINATE_KEY]: { longitude: 1 } }).coordinate).toEqual({
      longitude: '',
      latitude: '',
    });
  });
});
