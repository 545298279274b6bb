import { describe, expect, it } from 'vitest';
import { cleanText, TEXT_LIMIT } from './cleaners';
import { checkDecimal } from './decimal';

describe('text cleaners', () => {
  it('strip whitespace and specials by strictness', () => {
    expect(cleanText('looser', ' a b<c>"d\'e ')).toEqual({ value: 'abcde', warning: null });
    expect(cleanText('strict', '能源 (公司)!@# -_.')).toEqual({ value: '能源公司-_.', warning: null });
    expect(cleanText('stricter', '能源，公司。(x)')).toEqual({ value: '能源公司x', warning: null });
    expect(cleanText('numeric', '1,234.5元 abc')).toEqual({ value: '1,234.5', warning: null });
  });

  it('truncate to 32 characters by default, or the given limit, with the warning', () => {
    expect(TEXT_LIMIT).toBe(32);
    const long = '能'.repeat(40);
    expect(cleanText('strict', long)).toEqual({ value: '能'.repeat(32), warning: '输入内容不能超过32个字符' });
    expect(cleanText('numeric', '123456', 4)).toEqual({ value: '1234', warning: '输入内容不能超过4个字符' });
  });
});

describe('optional decimal', () => {
  it('takes an optional + sign, up to 8 integer digits and 2 decimals', () => {
    for (const ok of ['0', '12345678', '+1.5', '12345678.12', '0.01']) expect(checkDecimal('容量', ok)).toBeNull();
    expect(checkDecimal('容量', '')).toBeNull();
    expect(checkDecimal('容量', '', true)).toBe('容量不能为空');
    expect(checkDecimal('容量', '-1')).toBe('请输入数字值');
    expect(checkDecimal('容量', '1.')).toBe('请输入数字值');
    expect(checkDecimal('容量', '1e5')).toBe('请输入数字值');
    expect(checkDecimal('容量', '123456789')).toBe('容量若为整数，不能超过8位');
    expect(checkDecimal('容量', '1.123')).toBe('容量小数点后不能超过2位');
    expect(checkDecimal('容量', '123456789.1')).toBe('容量小数点前不能超过8位');
  });
});
