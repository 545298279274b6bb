// Project filing over real HTTP: the enterprise's filings with their states, drafts and submissions
// through the PV filing form's values (validated with the form's own rules), revisions, review by
// government staff, and no way into another enterprise's filings.
import { createAuthApi, createDeskApi, createFilingApi } from '@ent/core/api';
import type { FilingSaveRequest } from '@ent/core/contract';
import { modelFromValues, normalizeDefinition, validateForm } from '@ent/core/forms';
import pvData from '@ent/core/forms/fixtures/pv-filing.data.json';
import { DOMAIN_TEXT, FILING_TEXT, FORM_SERVICE_TEXT } from '@ent/core/messages';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { DEMO_OPINIONS } from '../src/seed/demoFilings';
import { TEST_DATABASES, testClient, usePlatform } from './support';

const { id: _id, create_date: _created, ...pvValues } = pvData;
const COORDINATE = { longitude: '119.95', latitude: '31.78' };

describe.each(TEST_DATABASES)('project filing on $name', (database) => {
  const env = usePlatform(database);

  async function as(username: string) {
    const client = testClient(env.platform.url);
    const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return { client, filings: createFilingApi(client.http), desk: createDeskApi(client.http) };
  }

  const currentVersion = async () =>
    (
      await env.handle.db
        .selectFrom('form_definition')
        .select('id')
        .where('form_key', '=', 'pv-filing')
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow()
    ).id;

  let codeSerial = 0;
  /** A complete PV filing with a project code of its own. */
  const complete = (name: string): Record<string, unknown> => {
    codeSerial += 1;
    return { ...pvValues, projectName: name, projectCode: `2026-320115-44-02-${String(990_000 + codeSerial)}` };
  };

  it('lists the demo enterprise’s filings in every state, agreeing with the desk', async () => {
    const { filings, desk } = await as('ent_demo');
    const { data } = await filings.list({ pageSize: 50 });
    // The seeded four (code 320100); other tests of this file file projects of their own (320115).
    const all = data?.rows ?? [];
    const rows = all.filter((row) => row.projectCode.includes('-320100-'));
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => row.status).sort()).toEqual(['approved', 'draft', 'rejected', 'submitted']);
    expect(rows.every((row) => row.enterpriseName === '南京苏能新能源科技有限公司' && row.cityName === '南京市')).toBe(
      true,
    );
    expect(rows.every((row) => /^\d{4}-320100-44-02-\d{6}$/.test(row.projectCode))).toBe(true);
    expect(
      rows
        .filter((row) => row.editable)
        .map((row) => row.status)
        .sort(),
    ).toEqual(['draft', 'rejected']);
    expect(rows.find((row) => row.status === 'rejected')?.reviewOpinion).toBe(DEMO_OPINIONS.rejected);
    expect(rows.find((row) => row.status === 'draft')?.submitTime).toBe('');
    expect(rows.find((row) => row.status === 'approved')?.reviewTime).not.toBe('');
    expect(new Set(rows.map((row) => row.projectType))).toEqual(new Set(['1', '2']));
    const overview = (await desk.overview()).data;
    expect(overview?.projects.total).toBe(data?.total);
    for (const entry of overview?.projects.byStatus ?? []) {
      expect(entry.label).toBe(DOMAIN_TEXT.projectStatus[entry.key as 'draft']);
      expect(all.filter((row) => row.status === entry.key)).toHaveLength(entry.count);
    }
    const rejected = (await filings.list({ status: 'rejected' })).data?.rows ?? [];
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((row) => row.status === 'rejected')).toBe(true);
    expect((await filings.list({ name: '渔光互补' })).data?.total).toBe(1);
    expect((await filings.list({ projectCode: '-320100-' })).data?.total).toBe(4);
    expect((await filings.list({ projectCode: '-320100-', pageNum: 2, pageSize: 3 })).data?.rows).toHaveLength(1);
  });

  it('reads one filing with its values, its definition version and its coordinate', async () => {
    const { filings } = await as('ent_demo');
    // The seeded approved filing (code 320100), not one another test had approved.
    const row = (await filings.list({ status: 'approved', projectCode: '-320100-' })).data?.rows[0];
    const { data } = await filings.get(row?.id ?? 0);
    expect(data?.fieldsValueMap).toMatchObject({ projectName: row?.name, city: '320100', promiseTrue: '1' });
    expect((data?.fieldsValueMap.approvalPdf as Array<{ name: string }> | undefined)?.[0]?.name).toBe('备案证明.pdf');
    expect(data?.definition).toMatchObject({ formKey: 'pv-filing', version: 1, id: await currentVersion() });
    expect((data?.definition.content as { fields: unknown[] } | undefined)?.fields.length).toBeGreaterThan(3);
    expect(data?.longitude).toBeGreaterThan(118);
    expect(data?.latitude).toBeGreaterThan(31);
    const { data: definition } = await filings.definition();
    expect(definition).toMatchObject({ formKey: 'pv-filing', status: 'published' });
  });

  it('seeds filed projects whose values pass the form’s own rules, in every city', async () => {
    const admin = await as('admin');
    const filed = (await admin.filings.list({ pageSize: 200 })).data?.rows.filter((row) => row.status !== 'draft');
    expect(new Set(filed?.map((row) => row.cityCode)).size).toBe(13);
    for (const row of filed ?? []) {
      const { data } = await admin.filings.get(row.id);
      const form = normalizeDefinition(data?.definition.content);
      expect(validateForm(form, modelFromValues(form, data?.fieldsValueMap ?? {}))).toEqual({});
      expect(data?.longitude).not.toBeNull();
    }
  });

  it('saves a draft, refuses a stale save, validates and submits, then freezes the filing', async () => {
    const { filings } = await as('ent_demo');
    const formDataId = await currentVersion();
    await expect(
      filings.save({ formDataId, action: 'draft', fieldsValueMap: { projectName: '  ' } }),
    ).rejects.toMatchObject({ code: 'A0400', message: FILING_TEXT.nameRequired });
    const { data: draft } = await filings.save({
      formDataId,
      action: 'draft',
      fieldsValueMap: { projectName: '溧水农光互补项目', capacityMw: '30' },
    });
    expect(draft).toMatchObject({ status: 'draft', revision: 1, editable: true, capacityMw: 30, longitude: null });
    const id = draft?.id ?? 0;
    const { data: second } = await filings.save({
      id,
      formDataId,
      action: 'draft',
      revision: 1,
      fieldsValueMap: { ...complete('溧水农光互补项目'), landArea: '99' },
      ...COORDINATE,
    });
    expect(second).toMatchObject({ revision: 2, capacityMw: 12.5, investment: 5200, cityName: '常州市' });
    // Hidden by visibility (分布式 has no land area): never stored.
    expect(second?.fieldsValueMap).not.toHaveProperty('landArea');
    await expect(
      filings.save({ id, formDataId, action: 'draft', revision: 1, fieldsValueMap: { projectName: '旧标签页' } }),
    ).rejects.toMatchObject({ message: FILING_TEXT.staleRevision });

    // Submitting checks the form's rules and the coordinate.
    await expect(
      filings.save({
        id,
        formDataId,
        action: 'submit',
        revision: 2,
        fieldsValueMap: { ...complete('溧水农光互补项目'), investWan: '' },
        ...COORDINATE,
      }),
    ).rejects.toMatchObject({ code: 'A0400', message: FILING_TEXT.invalidValues('总投资(万元)不能为空') });
    await expect(
      filings.save({ id, formDataId, action: 'submit', revision: 2, fieldsValueMap: complete('溧水农光互补项目') }),
    ).rejects.toMatchObject({ code: 'A0400', message: expect.stringContaining(FILING_TEXT.coordinateRequired) });
    await expect(
      filings.save({
        id,
        formDataId,
        action: 'draft',
        fieldsValueMap: complete('溧水农光互补项目'),
        longitude: '150',
        latitude: '31.7',
      }),
    ).rejects.toMatchObject({ code: 'A0400', message: expect.stringContaining('经度须在江苏省范围内') });

    const values = complete('溧水农光互补项目');
    const { data: submitted } = await filings.save({
      id,
      formDataId,
      action: 'submit',
      revision: 2,
      fieldsValueMap: values,
      ...COORDINATE,
    });
    expect(submitted).toMatchObject({ status: 'submitted', editable: false, revision: 3, longitude: 119.95 });
    expect(submitted?.submitTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const listed = (await filings.list({ status: 'submitted' })).data?.rows.map((row) => row.id);
    expect(listed).toContain(id);

    await expect(
      filings.save({ id, formDataId, action: 'draft', fieldsValueMap: values, ...COORDINATE }),
    ).rejects.toMatchObject({ message: FILING_TEXT.notEditable });
    await expect(filings.remove(id)).rejects.toMatchObject({ message: FILING_TEXT.notDeletable });

    // The same project code cannot be filed twice.
    const { data: copy } = await filings.save({ formDataId, action: 'draft', fieldsValueMap: values, ...COORDINATE });
    await expect(
      filings.save({ id: copy?.id ?? 0, formDataId, action: 'submit', fieldsValueMap: values, ...COORDINATE }),
    ).rejects.toMatchObject({ message: FILING_TEXT.duplicateCode });
    expect((await filings.remove(copy?.id ?? 0)).code).toBe('00000');
    await expect(filings.get(copy?.id ?? 0)).rejects.toMatchObject({ code: '404' });
  });

  it('is reviewed by government staff: rejected, corrected and submitted again, then approved', async () => {
    const ent = await as('ent_demo');
    const admin = await as('admin');
    const formDataId = await currentVersion();
    const values = complete('高淳屋顶光伏项目');
    const { data: filed } = await ent.filings.save({
      formDataId,
      action: 'submit',
      fieldsValueMap: values,
      ...COORDINATE,
    });
    const id = filed?.id ?? 0;

    await expect(ent.filings.review({ id, decision: 'approve' })).rejects.toMatchObject({ code: '403' });
    await expect(admin.filings.review({ id, decision: 'reject' })).rejects.toMatchObject({
      message: FILING_TEXT.opinionRequired,
    });
    const { data: rejected } = await admin.filings.review({ id, decision: 'reject', opinion: '请补充屋顶产权证明' });
    expect(rejected).toMatchObject({ status: 'rejected', editable: true, reviewOpinion: '请补充屋顶产权证明' });
    // Government staff read every enterprise's submitted filings (not their drafts) and file none.
    const notDrafts = await env.handle.db
      .selectFrom('project')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('filing_status', '<>', 'draft')
      .executeTakeFirstOrThrow();
    expect(Number(notDrafts.n)).toBeGreaterThanOrEqual(40);
    expect((await admin.filings.list({ pageSize: 200 })).data?.total).toBe(Number(notDrafts.n));
    await expect(
      admin.filings.save({ formDataId, action: 'draft', fieldsValueMap: values, ...COORDINATE }),
    ).rejects.toMatchObject({ code: '403' });

    const { data: again } = await ent.filings.save({
      id,
      formDataId,
      action: 'submit',
      revision: rejected?.revision ?? 0,
      fieldsValueMap: { ...values, contact: '王工' },
      ...COORDINATE,
    });
    expect(again).toMatchObject({ status: 'submitted', editable: false });
    expect(again?.fieldsValueMap.contact).toBe('王工');
    const { data: approved } = await admin.filings.review({ id, decision: 'approve', opinion: '同意入库' });
    expect(approved).toMatchObject({ status: 'approved', reviewOpinion: '同意入库' });
    expect(approved?.reviewTime).not.toBe('');
    await expect(admin.filings.review({ id, decision: 'reject', opinion: 'x' })).rejects.toMatchObject({
      message: FILING_TEXT.notReviewable,
    });
    const overview = (await ent.desk.overview()).data;
    expect(overview?.projects.byStatus.find((entry) => entry.key === 'approved')?.count).toBe(2);
  });

  it('refuses another enterprise’s filings and keeps a filing on its definition version', async () => {
    const ent = await as('ent_demo');
    const xny = await as('xny_demo');
    const formDataId = await currentVersion();
    const foreign = (await xny.filings.list({ status: 'draft' })).data?.rows[0];
    if (!foreign) throw new Error('no foreign draft');
    expect((await ent.filings.list({ pageSize: 200 })).data?.rows.some((row) => row.id === foreign.id)).toBe(false);
    await expect(ent.filings.get(foreign.id)).rejects.toMatchObject({ code: '404' });
    await expect(
      ent.filings.save({ id: foreign.id, formDataId, action: 'draft', fieldsValueMap: { projectName: '抢占' } }),
    ).rejects.toMatchObject({ code: '404' });
    await expect(ent.filings.remove(foreign.id)).rejects.toMatchObject({ code: '404' });
    expect((await xny.filings.get(foreign.id)).data?.name).toBe(foreign.name);

    // Another form's definition is not a filing definition.
    const other = await env.handle.db
      .selectFrom('form_definition')
      .select('id')
      .where('form_key', '=', 'enterprise-basic')
      .executeTakeFirstOrThrow();
    await expect(
      ent.filings.save({ formDataId: other.id, action: 'draft', fieldsValueMap: { projectName: 'x' } }),
    ).rejects.toMatchObject({ code: '404' });
    // A new version does not move an existing draft: it stays on the version it was started on.
    const own = (await ent.filings.list({ status: 'draft' })).data?.rows[0];
    const detail = (await ent.filings.get(own?.id ?? 0)).data;
    const { id: v2 } = await env.handle.db
      .insertInto('form_definition')
      .values({
        form_key: 'pv-filing',
        version: 2,
        title: '光伏项目备案信息表',
        content: JSON.stringify(detail?.definition.content),
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await ent.filings.definition()).data?.id).toBe(v2);
    await expect(
      ent.filings.save({
        id: own?.id ?? 0,
        formDataId: v2,
        action: 'draft',
        fieldsValueMap: detail?.fieldsValueMap ?? {},
      }),
    ).rejects.toMatchObject({ message: FORM_SERVICE_TEXT.versionMismatch });
    const { data: kept } = await ent.filings.save({
      id: own?.id ?? 0,
      formDataId: detail?.definition.id ?? 0,
      action: 'draft',
      fieldsValueMap: detail?.fieldsValueMap ?? {},
    });
    expect(kept?.definition.version).toBe(1);
    const { data: fresh } = await ent.filings.save({
      formDataId: v2,
      action: 'draft',
      fieldsValueMap: { projectName: '新版本的备案' },
    } satisfies FilingSaveRequest);
    expect(fresh?.definition.version).toBe(2);
  });

  it('refuses accounts without the filing page and malformed bodies', async () => {
    const { filings } = await as('yq_demo');
    await expect(filings.list({})).rejects.toMatchObject({ code: '403' });
    const ent = await as('ent_demo');
    await expect(
      ent.filings.save({ formDataId: 0, action: 'draft', fieldsValueMap: {} } as FilingSaveRequest),
    ).rejects.toMatchObject({ code: 'A0400' });
    await expect(
      ent.filings.save({ formDataId: 1, action: 'publish', fieldsValueMap: [] } as unknown as FilingSaveRequest),
    ).rejects.toMatchObject({ code: 'A0400' });
    await expect(ent.filings.list({ status: 'archived' } as never)).rejects.toMatchObject({ code: 'A0400' });
  });
});
