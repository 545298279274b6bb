// 字典管理 over real HTTP: built-in dictionaries seeded from the platform's own lists; types and
// values added, changed and deleted by the system administrator with their checks; SPEC §3's
// dict-items over the same tables; a value records use kept; the facility form's types read from
// the dictionary, so a value staff add can be chosen at once; enterprises may read but not write.
import { createDeskApi, createDictApi, createFacilityApi, createMapApi } from '@ent/core/api';
import { DICT_TYPES } from '@ent/core/dict';
import { DICT_TEXT, FACILITY_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, usePlatform } from './support';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', message: '' }),
    (error: { code?: string; message?: string }) => ({ code: error.code ?? '', message: error.message ?? '' }),
  );

const NEW_FACILITY = {
  name: '字典测试电站',
  facilityType: 'geothermal',
  capacityMw: '5',
  cityCode: '320100',
  address: '',
  longitude: '118.8',
  latitude: '32.05',
  status: '0',
};

describe.each(TEST_DATABASES)('dictionaries on $name', (database) => {
  const env = usePlatform(database);
  const dictOf = async (username = 'admin') => createDictApi((await env.login(username)).http);

  it('seeds the platform’s lists as built-in dictionaries every signed-in page can read', async () => {
    const dict = await dictOf();
    const types = (await dict.typeList({ pageSize: 50 })).data?.rows ?? [];
    const facility = types.find((row) => row.dictType === DICT_TYPES.facilityType);
    expect(facility).toMatchObject({ dictName: '能源设施类型', builtin: true, status: '0' });
    expect((await dict.typeGet(facility?.dictId ?? 0)).data?.dictType).toBe(DICT_TYPES.facilityType);
    expect(types.map((row) => row.dictType)).toEqual(expect.arrayContaining(Object.values(DICT_TYPES)));

    const enterprise = await dictOf('ent_demo');
    const options = (await enterprise.dataByType(DICT_TYPES.facilityType)).data ?? [];
    expect(options.map((option) => option.label)).toEqual(['光伏', '风电', '储能', '热电', '燃气', '氢能']);
    expect((await enterprise.dataByType('no_such_type')).data).toEqual([]);
    // SPEC §3's items: a list with queryMode list, else a page.
    const items = (await enterprise.items({ dictCode: DICT_TYPES.sex, queryMode: 'list' })).data;
    expect(items).toEqual(
      expect.arrayContaining([expect.objectContaining({ dictCode: 'sys_user_sex', dictLabel: '男' })]),
    );
    const page = (await enterprise.items({ dictCode: DICT_TYPES.facilityType, pageSize: 2 })).data;
    expect(page).toMatchObject({ total: 6 });
    // Enterprises read; only the system administrator writes.
    expect((await failure(enterprise.typeList({}))).code).toBe('403');
    expect(
      (await failure(enterprise.dataAdd({ dictType: DICT_TYPES.facilityType, dictLabel: 'x', dictValue: 'x' }))).code,
    ).toBe('403');
    expect(
      (await failure(enterprise.itemAdd({ dictCode: DICT_TYPES.facilityType, dictLabel: 'x', dictValue: 'x' }))).code,
    ).toBe('403');
  });

  it('adds a type with values, changes and deletes them, refusing bad input and changing nothing', async () => {
    const dict = await dictOf();
    const added = (await dict.typeAdd({ dictName: '测试字典', dictType: 'test_levels', remark: '' })).data;
    try {
      expect(added).toMatchObject({ dictName: '测试字典', dictType: 'test_levels', builtin: false });
      expect((await failure(dict.typeAdd({ dictName: '重复', dictType: 'test_levels' }))).message).toBe(
        DICT_TEXT.typeTaken('test_levels'),
      );
      expect((await failure(dict.typeAdd({ dictName: '格式', dictType: 'Bad-Type' }))).message).toContain(
        DICT_TEXT.typeFormat,
      );

      const high = (await dict.dataAdd({ dictType: 'test_levels', dictLabel: '高', dictValue: 'high', dictSort: 2 }))
        .data;
      const low = (
        await dict.dataAdd({ dictType: 'test_levels', dictLabel: '低', dictValue: 'low', dictSort: 1, isDefault: true })
      ).data;
      expect(
        (await failure(dict.dataAdd({ dictType: 'test_levels', dictLabel: '再高', dictValue: 'high' }))).message,
      ).toBe(DICT_TEXT.valueTaken('high'));
      expect((await failure(dict.dataAdd({ dictType: 'nope_type', dictLabel: '无', dictValue: 'n' }))).message).toBe(
        DICT_TEXT.unknownType('nope_type'),
      );
      expect(
        (await failure(dict.dataAdd({ dictType: 'test_levels', dictLabel: '空白', dictValue: 'a b' }))).message,
      ).toContain(DICT_TEXT.valueFormat);
      const listed = (await dict.dataList({ dictType: 'test_levels' })).data?.rows ?? [];
      expect(listed.map((row) => row.dictValue)).toEqual(['low', 'high']);
      expect((await dict.dataByType('test_levels')).data?.map((row) => row.label)).toEqual(['低', '高']);

      // One default per dictionary.
      await dict.dataUpdate({ ...(high ?? ({} as never)), dictLabel: '很高', isDefault: true });
      const after = (await dict.dataList({ dictType: 'test_levels' })).data?.rows ?? [];
      expect(after.filter((row) => row.isDefault).map((row) => row.dictValue)).toEqual(['high']);
      expect((await dict.dataGet(high?.dictCode ?? 0)).data?.dictLabel).toBe('很高');

      // A renamed code carries its values along; a disabled value leaves the pages' lists.
      await dict.typeUpdate({ dictId: added?.dictId ?? 0, dictName: '测试等级', dictType: 'test_grades', remark: '' });
      expect((await dict.dataList({ dictType: 'test_grades' })).data?.total).toBe(2);
      await dict.dataUpdate({ ...(low ?? ({} as never)), dictType: 'test_grades', status: '1' });
      expect((await dict.dataByType('test_grades')).data?.map((row) => row.value)).toEqual(['high']);

      expect((await dict.dataRemove([low?.dictCode ?? 0])).data).toBe(1);
      expect((await failure(dict.dataGet(low?.dictCode ?? 0))).code).toBe('404');
    } finally {
      if (added) await dict.typeRemove([added.dictId]);
    }
    expect((await failure(dict.typeGet(added?.dictId ?? 0))).code).toBe('404');
  });

  it('keeps built-in dictionaries and the values records use, saying where they are used', async () => {
    const dict = await dictOf();
    const types = (await dict.typeList({ dictType: DICT_TYPES.facilityType })).data?.rows ?? [];
    const facility = types[0];
    if (!facility) throw new Error('no facility dictionary');
    expect((await failure(dict.typeRemove([facility.dictId]))).message).toBe(DICT_TEXT.builtinType('能源设施类型'));
    const renamed = await failure(
      dict.typeUpdate({ dictId: facility.dictId, dictName: '能源设施类型', dictType: 'facility_kinds' }),
    );
    expect(renamed.message).toBe(DICT_TEXT.builtinType('能源设施类型'));

    const pv = (await dict.dataList({ dictType: DICT_TYPES.facilityType })).data?.rows.find(
      (row) => row.dictValue === 'pv',
    );
    if (!pv) throw new Error('no pv value');
    const { count } = await env.handle.db
      .selectFrom('facility')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('facility_type', '=', 'pv')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBeGreaterThan(0);
    const refused = await failure(dict.dataRemove([pv.dictCode]));
    expect(refused.message).toBe(DICT_TEXT.inUse('光伏', '能源设施', Number(count)));
    expect((await failure(dict.itemRemove(pv.dictCode))).message).toBe(refused.message);
    expect((await failure(dict.itemUpdate(pv.dictCode, { dictLabel: '光伏', dictValue: 'solar' }))).message).toBe(
      refused.message,
    );
    // The label may change under the records; they show the new one.
    await dict.itemUpdate(pv.dictCode, { dictLabel: '光伏发电', dictValue: 'pv', sort: pv.dictSort });
    try {
      expect((await dict.dataGet(pv.dictCode)).data?.dictLabel).toBe('光伏发电');
    } finally {
      await dict.itemUpdate(pv.dictCode, { dictLabel: '光伏', dictValue: 'pv', sort: pv.dictSort });
    }
    expect((await dict.dataGet(pv.dictCode)).data?.dictValue).toBe('pv');
  });

  it('lets an enterprise choose a facility type staff added, and refuses one no dictionary holds', async () => {
    const dict = await dictOf();
    const enterprise = createFacilityApi((await env.login('ent_demo')).http);
    const refused = await failure(enterprise.add(NEW_FACILITY));
    expect(refused.message).toBe(DICT_TEXT.notAValue(FACILITY_TEXT.fields.facilityType));
    const value = (
      await dict.itemAdd({ dictCode: DICT_TYPES.facilityType, dictLabel: '地热', dictValue: 'geothermal', sort: 7 })
    ).data;
    let facilityId = 0;
    try {
      expect((await dict.dataByType(DICT_TYPES.facilityType)).data?.map((row) => row.label)).toContain('地热');
      facilityId = (await enterprise.add(NEW_FACILITY)).data?.id ?? 0;
      expect(facilityId).toBeGreaterThan(0);
      // Now in use: the value stays.
      expect((await failure(dict.itemRemove(value?.id ?? 0))).message).toBe(DICT_TEXT.inUse('地热', '能源设施', 1));
    } finally {
      if (facilityId) await enterprise.remove([facilityId]);
      if (value) await dict.itemRemove(value.id);
    }
    expect((await dict.dataByType(DICT_TYPES.facilityType)).data?.map((row) => row.value)).not.toContain('geothermal');
  });

  it('shows a filing state and a facility status by the labels staff gave them, on the map, in details and on the desk', async () => {
    const dict = await dictOf();
    const dictValue = async (type: string, value: string) => {
      const row = (await dict.dataList({ dictType: type })).data?.rows.find((item) => item.dictValue === value);
      if (!row) throw new Error(`no ${type} ${value}`);
      return row;
    };
    const approved = await dictValue(DICT_TYPES.filingStatus, 'approved');
    const running = await dictValue(DICT_TYPES.facilityStatus, '0');
    const project = await env.handle.db
      .selectFrom('project')
      .select(['id', 'mainstay_id'])
      .where('filing_status', '=', 'approved')
      .where('longitude', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const facility = await env.handle.db
      .selectFrom('facility')
      .select('id')
      .where('status', '=', '0')
      .where('longitude', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const map = createMapApi((await env.login('admin')).http);
    const desk = createDeskApi((await env.login('admin')).http);
    const popups = async () => {
      const features = (await map.features({ kinds: '2,3' })).data?.features ?? [];
      const popupOf = (ifUse: string, id: number) =>
        features.find((f) => f.properties.ifUse === ifUse && f.properties.source === 'record' && f.properties.id === id)
          ?.properties.popup;
      return { project: popupOf('3', project.id)?.filingStatus, facility: popupOf('2', facility.id)?.status };
    };
    const related = async () =>
      (await map.details({ id: project.mainstay_id, ifUse: '1' })).data?.related.find(
        (r) => r.ifUse === '3' && r.id === project.id,
      )?.note;
    const deskLabel = async () =>
      (await desk.overview()).data?.projects.byStatus.find((entry) => entry.key === 'approved')?.label;

    expect(await popups()).toEqual({ project: approved.dictLabel, facility: running.dictLabel });
    expect(await related()).toBe(approved.dictLabel);
    await dict.itemUpdate(approved.dictCode, {
      dictLabel: '已批准入库',
      dictValue: 'approved',
      sort: approved.dictSort,
    });
    await dict.itemUpdate(running.dictCode, { dictLabel: '并网运行', dictValue: '0', sort: running.dictSort });
    try {
      // The map's kept answers are keyed by the labels, so the change shows at once.
      expect(await popups()).toEqual({ project: '已批准入库', facility: '并网运行' });
      expect(await related()).toBe('已批准入库');
      expect((await map.details({ id: project.id, ifUse: '3' })).data?.rows.map((row) => row.value)).toContain(
        '已批准入库',
      );
      expect(await deskLabel()).toBe('已批准入库');
    } finally {
      await dict.itemUpdate(approved.dictCode, {
        dictLabel: approved.dictLabel,
        dictValue: 'approved',
        sort: approved.dictSort,
      });
      await dict.itemUpdate(running.dictCode, { dictLabel: running.dictLabel, dictValue: '0', sort: running.dictSort });
    }
    expect(await popups()).toEqual({ project: approved.dictLabel, facility: running.dictLabel });
  });

  it('exports the dictionaries and a dictionary’s values', async () => {
    const dict = await dictOf();
    expect((await dict.typeExport({ dictType: 'ent_' })).data).toMatch(/字典类型\.xlsx$/);
    expect((await dict.dataExport({ dictType: DICT_TYPES.facilityStatus })).data).toMatch(
      /字典数据_能源设施状态\.xlsx$/,
    );
    expect((await failure(dict.dataExport({ dictType: 'nope_type' }))).message).toBe(
      DICT_TEXT.unknownType('nope_type'),
    );
  });
});
