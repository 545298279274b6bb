import { describe, expect, it } from 'vitest';
import { TITLE_TEXT } from '../messages';
import { FLAVOURS, flavourProfile, isFlavour, platformTitle } from './flavour';

describe('flavours', () => {
  it('lands each flavour on its desk (SPEC §2 "Default landing")', () => {
    expect(flavourProfile('major').landing).toBe('/majorProjectDesk');
    expect(flavourProfile('xny').landing).toBe('/workbench');
    expect(flavourProfile('oilgas').landing).toBe('/workbench');
  });

  it('hides the user manual in the new-origin and oil-gas flavours', () => {
    expect(FLAVOURS.map((f) => flavourProfile(f).showManual)).toEqual([true, false, false]);
  });

  it('takes the title from title-xny-ent in the xny flavour, falling back when the code is not 00000', () => {
    expect(platformTitle('xny', { code: '00000', data: '某省新能源平台' })).toBe('某省新能源平台');
    expect(platformTitle('xny', { code: 'A0400', data: '某省新能源平台' })).toBe(TITLE_TEXT.defaultTitle);
    expect(platformTitle('xny', { code: 'failed', data: null })).toBe(TITLE_TEXT.defaultTitle);
    expect(platformTitle('xny', undefined)).toBe(TITLE_TEXT.defaultTitle);
    expect(platformTitle('oilgas', { code: '00000', data: 'x' })).toBe(TITLE_TEXT.oilGasTitle);
  });

  it('recognises flavour names', () => {
    expect(isFlavour('major')).toBe(true);
    expect(isFlavour('other')).toBe(false);
  });
});
