// FORMS.md "Validation" and SPEC §5: required ({label}不能为空, or 请至少选择一个{label} for array
// values), the definition's regList patterns, and the optional-decimal rule for numeric fields.
// Only fields shown by visibility are checked; hidden and read-only ones are not. Beyond FORMS.md,
// as a mature form does: a required switch (a promise such as 承诺信息真实) must be switched on, and
// a date range must not end before it starts.
import { FORM_TEXT } from '../messages';
import { checkDecimal } from '../validate/decimal';
import type { FormDefinition, FormNode } from './definition';
import { looselyEqual } from './expression';
import { activeNodes, type FormModel, isArrayValued, rangeSuffixes } from './values';

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The first rule a field's value breaks, as its message, or null. */
export function validateField(node: FormNode, value: unknown): string | null {
  if (node.hidden || node.readOnly) return null;
  if (rangeSuffixes(node)) {
    const parts = Array.isArray(value) ? value : [];
    if (node.required && (parts.length < 2 || parts.some(isEmpty))) return FORM_TEXT.required(node.label);
    // Dates only: a time range may pass midnight (a night shift's 22:00 to 06:00).
    const [start, end] = parts;
    if (
      node.tag === 'el-date-picker' &&
      typeof start === 'string' &&
      typeof end === 'string' &&
      start !== '' &&
      end !== '' &&
      end < start
    )
      return FORM_TEXT.rangeReversed(node.label);
    return null;
  }
  if (node.numeric) {
    const decimal = checkDecimal(node.label, value, node.required);
    if (decimal) return decimal;
  } else if (node.tag === 'el-switch') {
    if (node.required && !looselyEqual(value, node.props.activeValue ?? true))
      return FORM_TEXT.switchRequired(node.label);
  } else if (node.required && isEmpty(value)) {
    return isArrayValued(node) ? FORM_TEXT.requiredArray(node.label) : FORM_TEXT.required(node.label);
  }
  if (isEmpty(value) || (typeof value !== 'string' && typeof value !== 'number')) return null;
  const text = String(value);
  for (const rule of node.rules) {
    if (rule.pattern && !rule.pattern.test(text)) return rule.message;
  }
  return null;
}

/** Every active field's error, keyed by field name; empty when the form may be submitted. */
export function validateForm(
  definition: Pick<FormDefinition, 'fields'>,
  model: Readonly<FormModel>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const node of activeNodes(definition, model)) {
    const message = validateField(node, model[node.vModel as string]);
    if (message) errors[node.vModel as string] = message;
  }
  return errors;
}
