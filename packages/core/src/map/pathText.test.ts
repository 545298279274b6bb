import { describe, expect, it } from 'vitest';
import { MAP_TEXT } from '../messages/map';
import { checkMapFeature } from './feature';
import { appendPathPoint, formatPathText, parsePathText } from './pathText';

describe('a line path as text', () => {
  it('reads one point a line with either comma or blanks, skipping empty lines', () => {
    expect(parsePathText('118.78,32.06\n\n119.3，31.8\n 120.1   31.5 \n')).toEqual({
      ok: true,
      path: [
        ['118.78', '32.06'],
        ['119.3', '31.8'],
        ['120.1', '31.5'],
      ],
    });
  });

  it('names the first line that is not two values', () => {
    expect(parsePathText('118.78,32.06\n119.3')).toEqual({ ok: false, error: MAP_TEXT.badPathLine(2) });
    expect(parsePathText('1,2,3')).toEqual({ ok: false, error: MAP_TEXT.badPathLine(1) });
  });

  it('writes a stored path back with six decimals and appends a picked point', () => {
    const text = formatPathText([
      [118.78, 32.06],
      [119.3, 31.8],
    ]);
    expect(text).toBe('118.780000,32.060000\n119.300000,31.800000');
    expect(appendPathPoint(`${text}\n\n`, [120.1, 31.5])).toBe(`${text}\n120.100000,31.500000`);
    expect(appendPathPoint('', [120.1, 31.5])).toBe('120.100000,31.500000');
  });

  it('leaves the checks of the numbers to the feature check: a point outside the province is refused', () => {
    const parsed = parsePathText('118.78,32.06\n121.47,31.23');
    if (!parsed.ok) throw new Error(parsed.error);
    const checked = checkMapFeature({ name: '测试线路', ifUse: '4', thisType: 'power', path: parsed.path });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors.path).toBe(MAP_TEXT.outside);
  });
});
