import { describe, expect, it, vi } from 'vitest';
import { FORM_TEXT } from '../messages';
import { defaultValueFormat, formatDate, parseDate, reformat } from './dateFormat';
import { normalizeDefinition } from './definition';
import { createDraftWriter, draftKey, type LocalDraft, readDraft, weighDraft, writeDraft } from './draft';
import oilgas from './fixtures/oilgas-report.form.json';
import pvData from './fixtures/pv-filing.data.json';
import pvFiling from './fixtures/pv-filing.form.json';
import { createFormStore, nodeDependencies, tabOfChild, tabsWithErrors } from './formState';
import { chunk, columnsOf, packRows } from './rows';
import { initialModel } from './values';

const pv = normalizeDefinition(pvFiling);

describe('form store', () => {
  it('notifies only the listeners of the field that changed', () => {
    const store = createFormStore(pv);
    const name = vi.fn();
    const code = vi.fn();
    store.subscribe(['projectName'], name);
    store.subscribe(['projectCode'], code);
    store.set('projectName', '屋顶光伏');
    expect(store.get('projectName')).toBe('屋顶光伏');
    expect(name).toHaveBeenCalledTimes(1);
    expect(code).not.toHaveBeenCalled();
  });

  it('applies linkage: the target gets the source value’s options and is cleared', () => {
    const store = createFormStore(pv);
    const district = vi.fn();
    store.subscribe(['district'], district);
    store.set('city', '320400');
    store.set('district', '320412');
    expect(store.linked('district')?.map((o) => o.label)).toEqual(['天宁区', '钟楼区', '武进区']);
    store.set('city', '320100');
    expect(store.get('district')).toBe('');
    expect(store.linked('district')?.map((o) => o.label)).toEqual(['玄武区', '江宁区']);
    expect(store.linkSource('district')).toBe('city');
    expect(district).toHaveBeenCalledTimes(3);
  });

  it('validates on change and clears the error when fixed', () => {
    const store = createFormStore(pv);
    store.set('projectName', 'x');
    store.set('projectName', '');
    expect(store.error('projectName')).toBe(FORM_TEXT.required('项目名称'));
    store.set('projectName', '项目');
    expect(store.error('projectName')).toBeUndefined();
  });

  it('validateAll checks only shown fields and notifies each field with an error', () => {
    const store = createFormStore(pv);
    const roof = vi.fn();
    store.subscribe(['roofType'], roof);
    store.set('projectType', 1);
    const errors = store.validateAll();
    expect(errors.projectName).toBe(FORM_TEXT.required('项目名称'));
    expect(errors.roofType).toBeUndefined(); // hidden: projectType is not 2
    expect(errors.landArea).toBe(FORM_TEXT.required('用地面积(亩)'));
    store.set('projectType', 2);
    expect(store.validateAll().roofType).toBe(FORM_TEXT.required('屋顶类型'));
    expect(roof).toHaveBeenCalled();
  });

  it('loads a record, submits split ranges, and resets to the definition', () => {
    const store = createFormStore(pv, pvData);
    expect(store.get('buildPeriod')).toEqual(['2026-04-01', '2026-12-31']);
    const values = store.submission();
    expect(values.buildPeriod_start_date).toBe('2026-04-01');
    expect(values.buildPeriod_end_date).toBe('2026-12-31');
    expect(values.landArea).toBeUndefined(); // projectType 2 hides it
    const before = store.version();
    store.reset();
    expect(store.version()).toBeGreaterThan(before);
    expect(store.get('projectName')).toBe('');
    expect(store.get('inverters')).toEqual(initialModel(pv).inverters);
    expect(store.get('inverters')).not.toEqual(pvData.inverters);
  });

  it('a node depends on its own field and the fields its visibility reads', () => {
    const storage = pv.fields.flatMap((node) => [node, ...node.children]).find((node) => node.vModel === 'storageMw');
    expect(storage && nodeDependencies(storage).sort()).toEqual(['capacityMw', 'projectType', 'storageMw']);
  });
});

describe('tabs', () => {
  const form = normalizeDefinition(oilgas);
  const tabs = form.fields[0];
  it('each child belongs to its tabName and errors mark their tabs', () => {
    if (!tabs) throw new Error('no tab group');
    expect(tabs.children.map((_child, index) => tabOfChild(tabs, index))).toEqual(['basic', 'pipeline', 'annual']);
    const store = createFormStore(form);
    const errors = store.validateAll();
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    const marked = tabsWithErrors(tabs, errors);
    expect(marked.length).toBeGreaterThan(0);
    expect(tabsWithErrors(tabs, {})).toEqual([]);
  });
});

describe('local drafts', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  };

  it('keys name the user, the form version and the task or record', () => {
    expect(draftKey({ userId: 7, formDataId: 3, taskId: 9 })).toBe('ent-form-draft:7:3:task-9');
    expect(draftKey({ userId: 7, formDataId: 3, recordId: 4 })).toBe('ent-form-draft:7:3:record-4');
    expect(draftKey({ userId: 7, formDataId: 3 })).toBe('ent-form-draft:7:3:new');
  });

  it('reads back what it wrote and ignores garbage', () => {
    const storage = memory();
    const draft: LocalDraft = { values: { a: '1' }, savedAt: 5, baseRevision: 2 };
    expect(writeDraft(storage, 'k', draft)).toBe(true);
    expect(readDraft(storage, 'k')).toEqual(draft);
    storage.setItem('bad', '{not json');
    expect(readDraft(storage, 'bad')).toBeNull();
    storage.setItem('shape', '"text"');
    expect(readDraft(storage, 'shape')).toBeNull();
  });

  it('never lets a draft overwrite a submitted record, and offers it when the server moved on', () => {
    const local: LocalDraft = { values: {}, savedAt: 1, baseRevision: 2 };
    expect(weighDraft(null, null)).toBe('none');
    expect(weighDraft(local, { processStatus: '1', revision: 2 })).toBe('discard');
    expect(weighDraft(local, { processStatus: '0', revision: 2 })).toBe('restore');
    expect(weighDraft(local, { processStatus: '0', revision: 3 })).toBe('offer');
    expect(weighDraft({ ...local, baseRevision: null }, null)).toBe('restore');
    expect(weighDraft({ ...local, baseRevision: null }, { processStatus: '0', revision: 1 })).toBe('offer');
  });

  it('debounces writes, flushes on demand and clears after a save', () => {
    vi.useFakeTimers();
    try {
      const storage = memory();
      const writer = createDraftWriter({ storage, key: 'k', baseRevision: () => 4, delay: 300, now: () => 99 });
      writer.schedule({ a: '1' });
      writer.schedule({ a: '12' });
      expect(storage.map.size).toBe(0);
      vi.advanceTimersByTime(300);
      expect(readDraft(storage, 'k')).toEqual({ values: { a: '12' }, savedAt: 99, baseRevision: 4 });
      writer.schedule({ a: '123' });
      writer.flush();
      expect(readDraft(storage, 'k')?.values).toEqual({ a: '123' });
      writer.schedule({ a: '1234' });
      writer.clear();
      vi.advanceTimersByTime(1000);
      expect(readDraft(storage, 'k')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('value formats', () => {
  it('formats and parses Element tokens', () => {
    const date = new Date(2026, 1, 3, 4, 5, 6);
    expect(formatDate(date, 'yyyy-MM-dd HH:mm:ss')).toBe('2026-02-03 04:05:06');
    expect(formatDate(date, 'yyyy/MM')).toBe('2026/02');
    expect(parseDate('2026-02-03', 'yyyy-MM-dd')?.getDate()).toBe(3);
    expect(parseDate('2026-02-30', 'yyyy-MM-dd')).toBeNull();
    expect(parseDate('25:00:00', 'HH:mm:ss')).toBeNull();
    expect(parseDate('12:30:00', 'HH:mm:ss')?.getMinutes()).toBe(30);
    expect(reformat('2026-02-03', 'yyyy-MM-dd', 'yyyy年MM月dd日')).toBe('2026年02月03日');
    expect(reformat('nonsense', 'yyyy-MM-dd', 'yyyy')).toBe('');
    expect(defaultValueFormat('datetime')).toBe('yyyy-MM-dd HH:mm:ss');
    expect(defaultValueFormat('month')).toBe('yyyy-MM');
  });
});

describe('row flow', () => {
  const field = (span: number) => ({ layout: 'colFormItem', span });
  it('packs spans into rows of 24 and puts groups on their own row', () => {
    const rows = packRows([field(12), field(12), field(8), field(24), { layout: 'cardGroup', span: 6 }, field(6)]);
    expect(rows.map((row) => row.map(columnsOf))).toEqual([[12, 12], [8], [24], [24], [6]]);
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
