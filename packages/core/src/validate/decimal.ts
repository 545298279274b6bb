// SPEC §5 optional decimal: digits with an optional fractional part and no sign but '+'; an
// integer at most 8 characters, at most 2 decimals, an integer part of at most 8 digits.
import { FORM_TEXT } from '../messages';

export const DECIMAL_INTEGER_DIGITS = 8;
export const DECIMAL_FRACTION_DIGITS = 2;

/** The message for a value breaking the rule, or null. `required` adds the empty check. */
export function checkDecimal(name: string, value: unknown, required = false): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return required ? FORM_TEXT.decimalRequired(name) : null;
  if (!/^\+?\d+(\.\d+)?$/.test(text)) return FORM_TEXT.notNumber;
  const unsigned = text.replace(/^\+/, '');
  const [integer = '', fraction] = unsigned.split('.');
  if (fraction === undefined) return unsigned.length > DECIMAL_INTEGER_DIGITS ? FORM_TEXT.integerTooLong(name) : null;
  if (fraction.length > DECIMAL_FRACTION_DIGITS) return FORM_TEXT.tooManyDecimals(name);
  if (integer.length > DECIMAL_INTEGER_DIGITS) return FORM_TEXT.integerPartTooLong(name);
  return null;
}
