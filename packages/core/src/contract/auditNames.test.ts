// The operation log names each record's module and action in Chinese (OPERLOG_TEXT, DOCS_TEXT):
// every endpoint that leaves a record has both names, so no log row shows a declaration's word.
import { describe, expect, it } from 'vitest';
import { DOCS_TEXT, OPERLOG_TEXT } from '../messages';
import { isAudited } from './audit';
import type { EndpointDefinition } from './endpoint';
import * as contract from './index';

const audited = Object.entries(contract)
  .filter(([name]) => name.endsWith('_ENDPOINTS'))
  .flatMap(([, group]) => Object.values(group as Record<string, EndpointDefinition>))
  .filter(isAudited);

describe('the operation log names', () => {
  it('covers the audited endpoints', () => {
    expect(audited.length).toBeGreaterThan(100);
  });

  it('give every audited endpoint a Chinese module and action', () => {
    const unnamed = audited
      .filter((e) => !DOCS_TEXT.features[e.feature] || OPERLOG_TEXT.actionName(e.action) === e.action)
      .map((e) => `${e.feature}.${e.action}`);
    expect(unnamed).toEqual([]);
    for (const e of audited) expect(OPERLOG_TEXT.actionName(e.action)).toMatch(/[\u4e00-\u9fff]/);
  });
});
