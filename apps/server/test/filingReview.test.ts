// Government review of project filings as the review pages use it: a government-role account (not
// only the super administrator) reaches the filing list through its menu, lists every
// enterprise's filings or one enterprise's, and reviews; the enterprise then reads the state and
// the opinion, and never another enterprise's rows through the enterprise filter.
import { createAuthApi, createFilingApi, createNoticeApi, type ServerRoute } from '@ent/core/api';
import pvData from '@ent/core/forms/fixtures/pv-filing.data.json';
import { FILING_TEXT } from '@ent/core/messages';
import { DEFAULT_NOTICE_MODULE } from '@ent/core/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { startTestPlatform, TEST_DATABASES, type TestPlatform, testClient } from './support';

const { id: _id, create_date: _created, ...pvValues } = pvData;

describe.each(TEST_DATABASES)('project filing review by government staff on $name', (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let platform: TestPlatform;

  beforeAll(async () => {
    handle = await database.open();
    platform = await startTestPlatform(handle);
    // A government account holding only the government role, with the demo password.
    const db = handle.db;
    const admin = await db
      .selectFrom('app_user')
      .select('password_hash')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const role = await db.selectFrom('role').select('id').where('code', '=', 'gov').executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('app_user')
      .values({
        username: 'gov_review',
        password_hash: admin.password_hash,
        full_name: '李审核',
        nickname: '李审核',
        type_of: '2',
        dept_name: '江苏省能源局',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_role').values({ user_id: id, role_id: role.id }).execute();
  });

  afterAll(async () => {
    await platform?.close();
    await handle?.dispose();
  });

  async function as(username: string) {
    const client = testClient(platform.url);
    const auth = createAuthApi(client.http);
    const { data } = await auth.login({ username, password: DEMO_PASSWORD });
    client.token = data?.access_token;
    client.jti = data?.jti;
    return {
      auth,
      filings: createFilingApi(client.http),
      notices: createNoticeApi(client.http, DEFAULT_NOTICE_MODULE),
    };
  }

  const paths = (routes: ServerRoute[]): string[] =>
    routes.flatMap((route) => [route.path, ...paths(route.children ?? []).map((child) => `${route.path}/${child}`)]);

  it('lets a government-role account list every enterprise’s filings, filter by enterprise and review', async () => {
    const gov = await as('gov_review');
    const ent = await as('ent_demo');
    expect(paths((await gov.auth.routes()).data ?? [])).toContain('/dataAdministration/informationFilling');

    const { data: own } = await ent.filings.list({ pageSize: 100 });
    const entRow = own?.rows[0];
    if (!entRow) throw new Error('the demo enterprise has no filings');
    const mainstayId = (
      await handle.db.selectFrom('project').select('mainstay_id').where('id', '=', entRow.id).executeTakeFirstOrThrow()
    ).mainstay_id;

    const { data: all } = await gov.filings.list({ pageSize: 100 });
    expect(new Set(all?.rows.map((row) => row.enterpriseName)).size).toBeGreaterThan(1);
    expect(all?.total).toBeGreaterThan(own?.total ?? 0);
    const { data: one } = await gov.filings.list({ pageSize: 100, mainstayId });
    // Staff see the enterprise's filings but its drafts.
    expect(one?.total).toBe(own?.rows.filter((row) => row.status !== 'draft').length);
    expect(new Set(one?.rows.map((row) => row.enterpriseName))).toEqual(new Set(['南京苏能新能源科技有限公司']));

    // An enterprise naming another enterprise still reads only its own rows.
    const other = (
      await handle.db
        .selectFrom('project')
        .select('mainstay_id')
        .where('mainstay_id', '<>', mainstayId)
        .executeTakeFirstOrThrow()
    ).mainstay_id;
    const { data: sneaky } = await ent.filings.list({ pageSize: 100, mainstayId: other });
    expect(sneaky?.total).toBe(own?.total);
    expect(sneaky?.rows.every((row) => row.enterpriseName === '南京苏能新能源科技有限公司')).toBe(true);

    // Filed by the enterprise, returned by the government account, read back by the enterprise.
    const formDataId = (
      await handle.db
        .selectFrom('form_definition')
        .select('id')
        .where('form_key', '=', 'pv-filing')
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow()
    ).id;
    const { data: filed } = await ent.filings.save({
      formDataId,
      action: 'submit',
      fieldsValueMap: { ...pvValues, projectName: '溧水渔光互补项目', projectCode: '2026-320117-44-02-991001' },
      longitude: '119.02',
      latitude: '31.65',
    });
    const id = filed?.id ?? 0;
    const pending = await gov.filings.list({ pageSize: 100, status: 'submitted', mainstayId });
    expect(pending.data?.rows.map((row) => row.id)).toContain(id);
    const { data: detail } = await gov.filings.get(id);
    expect(detail?.fieldsValueMap.projectName).toBe('溧水渔光互补项目');
    const { data: rejected } = await gov.filings.review({ id, decision: 'reject', opinion: '请补充接入系统方案' });
    expect(rejected?.status).toBe('rejected');
    const { data: seen } = await ent.filings.get(id);
    expect(seen).toMatchObject({ status: 'rejected', reviewOpinion: '请补充接入系统方案', editable: true });
    expect(seen?.reviewTime).not.toBe('');
  });
  it('shows staff submitted filings only: a draft stays the enterprise’s own until submitted', async () => {
    const gov = await as('gov_review');
    const admin = await as('admin');
    const ent = await as('ent_demo');
    const formDataId = (
      await handle.db
        .selectFrom('form_definition')
        .select('id')
        .where('form_key', '=', 'pv-filing')
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow()
    ).id;
    const { data: draft } = await ent.filings.save({
      formDataId,
      action: 'draft',
      fieldsValueMap: { projectName: '尚未提交的草稿项目' },
    });
    const id = draft?.id ?? 0;
    try {
      const own = (await ent.filings.list({ pageSize: 200 })).data?.rows ?? [];
      expect(own.map((row) => row.id)).toContain(id);
      expect((await ent.filings.get(id)).data?.status).toBe('draft');
      for (const staff of [gov, admin]) {
        const rows = (await staff.filings.list({ pageSize: 200 })).data?.rows ?? [];
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.some((row) => row.status === 'draft')).toBe(false);
        expect((await staff.filings.list({ pageSize: 200, status: 'draft' })).data?.total).toBe(0);
        await expect(staff.filings.get(id)).rejects.toMatchObject({ code: '404' });
      }
      // Submitted, it reaches staff.
      await ent.filings.save({
        id,
        formDataId,
        action: 'submit',
        revision: draft?.revision,
        fieldsValueMap: { ...pvValues, projectName: '已提交的项目', projectCode: '2026-320117-44-02-991002' },
        longitude: '119.02',
        latitude: '31.65',
      });
      expect((await gov.filings.get(id)).data?.status).toBe('submitted');
    } finally {
      await handle.db.deleteFrom('project').where('id', '=', id).execute();
    }
  });

  it('tells the filing enterprise in its bell when staff return or approve its filing', async () => {
    const gov = await as('gov_review');
    const ent = await as('ent_demo');
    const xny = await as('xny_demo');
    const formDataId = (
      await handle.db
        .selectFrom('form_definition')
        .select('id')
        .where('form_key', '=', 'pv-filing')
        .where('status', '=', 'published')
        .executeTakeFirstOrThrow()
    ).id;
    const name = '高淳农光互补项目';
    const values = { ...pvValues, projectName: name, projectCode: '2026-320118-44-02-991003' };
    const coordinate = { longitude: '118.9', latitude: '31.35' };
    const { data: filed } = await ent.filings.save({
      formDataId,
      action: 'submit',
      fieldsValueMap: values,
      ...coordinate,
    });
    const id = filed?.id ?? 0;
    const unread = async (account: typeof ent) => (await account.notices.mine({ isRead: '0', pageSize: 50 })).data;
    try {
      const before = (await unread(ent))?.total ?? 0;
      await gov.filings.review({ id, decision: 'reject', opinion: '请补充接入系统方案' });
      const returned = await unread(ent);
      expect(returned?.total).toBe(before + 1);
      expect(returned?.rows[0]?.noticeTitle).toBe(FILING_TEXT.reviewNoticeTitle(name, false));
      expect(returned?.rows[0]?.noticeContent).toContain(name);
      expect(returned?.rows[0]?.noticeContent).toContain('请补充接入系统方案');
      expect(returned?.rows[0]?.noticeContent).toContain(`/ent/dataAdministration/informationFilling/detail?id=${id}`);
      // Another enterprise's bell says nothing of it.
      expect((await unread(xny))?.rows.some((row) => row.noticeTitle.includes(name))).toBe(false);

      const { data: again } = await ent.filings.get(id);
      await ent.filings.save({
        id,
        formDataId,
        action: 'submit',
        revision: again?.revision,
        fieldsValueMap: values,
        ...coordinate,
      });
      await gov.filings.review({ id, decision: 'approve' });
      const accepted = await unread(ent);
      expect(accepted?.total).toBe(before + 2);
      expect(accepted?.rows[0]?.noticeTitle).toBe(FILING_TEXT.reviewNoticeTitle(name, true));
      expect(accepted?.rows[0]?.noticeContent).toContain(name);
    } finally {
      const notices = await handle.db
        .selectFrom('notice')
        .select('notice_id')
        .where('notice_title', 'like', `%${name}%`)
        .execute();
      const ids = notices.map((n) => n.notice_id);
      if (ids.length) {
        await handle.db.deleteFrom('notice_recipient').where('notice_id', 'in', ids).execute();
        await handle.db.deleteFrom('notice').where('notice_id', 'in', ids).execute();
      }
      await handle.db.deleteFrom('project').where('id', '=', id).execute();
    }
  });

  it('grants the government role the filing pages in a database seeded before the grant (migration 0009)', async () => {
    const db = handle.db;
    const gov = await db.selectFrom('role').select('id').where('code', '=', 'gov').executeTakeFirstOrThrow();
    const grants = () =>
      db
        .selectFrom('role_menu')
        .select('menu_id')
        .where('role_id', '=', gov.id)
        .where('menu_id', 'in', [20, 21])
        .orderBy('menu_id')
        .execute();
    expect((await grants()).map((row) => row.menu_id)).toEqual([20, 21]);
    // An older database: seeded without the grant, the migration not yet applied.
    await db.deleteFrom('role_menu').where('role_id', '=', gov.id).where('menu_id', 'in', [20, 21]).execute();
    await db.deleteFrom('schema_migration').where('name', '=', '0009_filing_review.sql').execute();
    expect(await grants()).toEqual([]);
    expect(await migrate(handle)).toEqual(['0009_filing_review.sql']);
    expect((await grants()).map((row) => row.menu_id)).toEqual([20, 21]);
    // Applied again on a database that has the grant, it changes nothing and fails on nothing.
    await db.deleteFrom('schema_migration').where('name', '=', '0009_filing_review.sql').execute();
    expect(await migrate(handle)).toEqual(['0009_filing_review.sql']);
    expect((await grants()).map((row) => row.menu_id)).toEqual([20, 21]);
  });
});
