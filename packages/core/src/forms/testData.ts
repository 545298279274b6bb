// The demo bar's 测试数据: JSON values pasted or edited by the user, checked before they reach the
// form ('data structure parse error' otherwise, SPEC §5).
import { FORM_TEXT } from '../messages';

export type TestDataResult = { ok: true; values: Record<string, unknown> } | { ok: false; message: string };

export function parseTestData(text: string): TestDataResult {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { ok: false, message: FORM_TEXT.parseError };
    return { ok: true, values: value as Record<string, unknown> };
  } catch {
    return { ok: false, message: FORM_TEXT.parseError };
  }
}
