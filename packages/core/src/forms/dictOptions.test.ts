// A select or radio whose definition names a dictionary (__config__.dictType) offers and shows the
// dictionary's values; written options stay when the dictionary is empty or unknown.
import { describe, expect, it } from 'vitest';
import { normalizeDefinition, withDictionaryOptions } from './definition';
import { displayValue } from './values';

const definition = () =>
  normalizeDefinition({
    fields: [
      {
        __config__: { layout: 'colFormItem', tag: 'el-select', label: '设施类型', dictType: 'ent_facility_type' },
        __vModel__: 'kind',
        __slot__: { options: [] },
      },
      {
        __config__: { layout: 'colFormItem', tag: 'el-radio-group', label: '是否', dictType: 'missing_type' },
        __vModel__: 'yes',
        __slot__: { options: [{ label: '是', value: 'Y' }] },
      },
    ],
  });

describe('dictionary options of a form', () => {
  it('fills the named dictionary’s values and keeps written options otherwise', async () => {
    const asked: string[] = [];
    const filled = await withDictionaryOptions(definition(), async (type) => {
      asked.push(type);
      return type === 'ent_facility_type'
        ? [
            { value: 'pv', label: '光伏' },
            { value: 'geothermal', label: '地热' },
          ]
        : [];
    });
    const [kind, yes] = filled.fields;
    expect(asked.sort()).toEqual(['ent_facility_type', 'missing_type']);
    expect(kind?.dictType).toBe('ent_facility_type');
    expect(kind?.options.map((option) => option.label)).toEqual(['光伏', '地热']);
    expect(kind ? displayValue(kind, 'geothermal') : '').toBe('地热');
    expect(yes?.options.map((option) => option.value)).toEqual(['Y']);
  });
});
