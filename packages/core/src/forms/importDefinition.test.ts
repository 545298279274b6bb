import { describe, expect, it } from 'vitest';
import { DEFINITION_TEXT } from '../messages';
import allTags from './fixtures/all-tags.form.json';
import {
  checkAssign,
  checkImport,
  definitionText,
  FORM_KEY_PATTERN,
  isIsoDate,
  MAX_DEFINITION_CHARS,
  parseDefinitionJson,
} from './importDefinition';

const json = JSON.stringify(allTags);

describe('import input', () => {
  it('accepts form-generator JSON and sends the parsed object, the trimmed title and key', () => {
    const result = checkImport({ text: json, title: '  全部控件 ', formKey: ' all-tags-2 ' });
    expect(result).toEqual({
      ok: true,
      request: { title: '全部控件', formKey: 'all-tags-2', content: allTags },
    });
  });

  it('leaves the form key out when it is empty, so the server makes one up', () => {
    const result = checkImport({ text: '{"fields":[]}', title: '空表单', formKey: '  ' });
    expect(result).toEqual({ ok: true, request: { title: '空表单', content: { fields: [] } } });
  });

  it('refuses text that is not JSON', () => {
    for (const text of ['', '   ', '{fields: []}', 'not json', '{"fields":[]']) {
      expect(checkImport({ text, title: 't', formKey: '' })).toEqual({
        ok: false,
        errors: { text: DEFINITION_TEXT.badJson },
      });
    }
  });

  it('refuses JSON that is not a form definition', () => {
    for (const text of ['[]', 'null', '42', '"fields"', '{}', '{"fields":{}}', '{"fields":null}']) {
      expect(parseDefinitionJson(text)).toEqual({ ok: false, message: DEFINITION_TEXT.notAForm });
    }
  });

  it('refuses more text than the server takes', () => {
    const text = `{"fields":[],"pad":"${'x'.repeat(MAX_DEFINITION_CHARS)}"}`;
    expect(parseDefinitionJson(text)).toEqual({ ok: false, message: DEFINITION_TEXT.jsonTooLarge });
  });

  it('gives every failing input its own message', () => {
    expect(checkImport({ text: '{', title: ' ', formKey: 'Bad_Key' })).toEqual({
      ok: false,
      errors: {
        text: DEFINITION_TEXT.badJson,
        title: DEFINITION_TEXT.titleRequired,
        formKey: DEFINITION_TEXT.formKeyInvalid,
      },
    });
    expect(checkImport({ text: json, title: 'x'.repeat(101), formKey: '' })).toEqual({
      ok: false,
      errors: { title: DEFINITION_TEXT.titleTooLong },
    });
  });

  it('takes the form keys the server takes', () => {
    for (const key of ['a', '0', 'pv-filing', 'form-lq2x8', `a${'b'.repeat(59)}`])
      expect(FORM_KEY_PATTERN.test(key)).toBe(true);
    for (const key of ['-a', 'A', 'pv_filing', 'pv filing', '表单', `a${'b'.repeat(60)}`])
      expect(FORM_KEY_PATTERN.test(key)).toBe(false);
  });

  it('turns stored content back into editable text', () => {
    expect(JSON.parse(definitionText(allTags))).toEqual(allTags);
    expect(definitionText('{"fields":[]}')).toBe('{\n  "fields": []\n}');
    expect(definitionText('not json')).toBe('not json');
    expect(definitionText(undefined)).toBe('');
  });
});

describe('assign input', () => {
  // A fixed "today": the dates below are judged against it, not against the day the test runs.
  const TODAY = '2026-11-29';

  it('accepts a period, a real date and chosen enterprises (each once)', () => {
    expect(
      checkAssign({ period: ' 2026年第四季度 ', dueDate: '2026-12-31', all: false, mainstayIds: [3, 1, 3] }, TODAY),
    ).toEqual({
      ok: true,
      request: { period: '2026年第四季度', dueDate: '2026-12-31', all: false, mainstayIds: [3, 1] },
    });
  });

  it('sends no ids when all enterprises are meant', () => {
    expect(checkAssign({ period: '2026年', dueDate: '2027-01-31', all: true, mainstayIds: [5] }, TODAY)).toEqual({
      ok: true,
      request: { period: '2026年', dueDate: '2027-01-31', all: true, mainstayIds: [] },
    });
  });

  it('names each missing or wrong input', () => {
    expect(checkAssign({ period: ' ', dueDate: '', all: false, mainstayIds: [] }, TODAY)).toEqual({
      ok: false,
      errors: {
        period: DEFINITION_TEXT.periodRequired,
        dueDate: DEFINITION_TEXT.dueDateRequired,
        mainstayIds: DEFINITION_TEXT.enterprisesRequired,
      },
    });
    expect(checkAssign({ period: 'x'.repeat(41), dueDate: '2026-02-30', all: true, mainstayIds: [] }, TODAY)).toEqual({
      ok: false,
      errors: { period: DEFINITION_TEXT.periodTooLong, dueDate: DEFINITION_TEXT.dueDateInvalid },
    });
  });

  it('refuses a due date before today and takes today itself', () => {
    const input = { period: '2026年', all: true, mainstayIds: [] };
    expect(checkAssign({ ...input, dueDate: '2026-11-28' }, TODAY)).toEqual({
      ok: false,
      errors: { dueDate: DEFINITION_TEXT.dueDatePast },
    });
    expect(checkAssign({ ...input, dueDate: TODAY }, TODAY).ok).toBe(true);
  });

  it('knows real calendar dates', () => {
    for (const date of ['2026-01-01', '2028-02-29', '2026-12-31']) expect(isIsoDate(date)).toBe(true);
    for (const date of ['2026-1-1', '2026/01/01', '2027-02-29', '2026-13-01', '2026-00-10', '2026-04-31', ''])
      expect(isIsoDate(date)).toBe(false);
  });
});
