// The map over real HTTP: features by scope (enterprise: own plus public; staff: their data scope,
// never an enterprise's draft project; anonymous refused), the extent filter, details per ifUse refusing ids the caller may not see, and
// map data administration (add, move, delete, import all-or-nothing with per-row reasons).
import { createAuthApi, createDeskApi, createDictApi, createFilingApi, createMapApi } from '@ent/core/api';
import type { MapFeature } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import pvData from '@ent/core/forms/fixtures/pv-filing.data.json';
import { MAP_TEXT } from '@ent/core/messages';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/domains/auth/passwords';
import { CITY_GOV_ROLE, cityDeptId } from '../src/seed/backoffice';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { raw, startTestPlatform, TEST_DATABASES, type TestClient, testClient, usePlatform } from './support';

const NANJING = '320100';
const SUZHOU = '320500';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none', message: '' }),
    (error: { code?: string; message?: string }) => ({ code: error.code ?? '', message: error.message ?? '' }),
  );

const kinds = (features: MapFeature[]) => new Set(features.map((f) => f.properties.ifUse));

/** The map api of a logged-in client, at another process of the same platform. */
const mapAt = (url: string, client: TestClient) => {
  const twin = testClient(url);
  twin.token = client.token;
  twin.jti = client.jti;
  return createMapApi(twin.http);
};

describe.each(TEST_DATABASES)('map on $name', (database) => {
  const env = usePlatform(database);
  const mapOf = async (username: string) => createMapApi((await env.login(username)).http);

  /** `work` beside a second process of the platform that reads every answer from the database. */
  async function withDatabaseReads<T>(work: (url: string) => Promise<T>): Promise<T> {
    const reader = await startTestPlatform(env.handle, { MAP_MEMORY_FEATURES: '0' });
    try {
      return await work(reader.url);
    } finally {
      await reader.close();
    }
  }

  /** A city bureau's staff member (cityGov: own department's city) for the length of `work`. */
  async function asCityStaff<T>(
    cityCode: string,
    work: (map: ReturnType<typeof createMapApi>, client: TestClient) => Promise<T>,
  ) {
    const { db } = env.handle;
    const username = `map_staff_${cityCode}`;
    const { id } = await db
      .insertInto('app_user')
      .values({
        username,
        password_hash: await hashPassword(DEMO_PASSWORD),
        full_name: username,
        nickname: username,
        phone: '13900009999',
        type_of: '2',
        dept_id: cityDeptId(cityCode),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await db.insertInto('user_role').values({ user_id: id, role_id: CITY_GOV_ROLE.id }).execute();
      const client = testClient(env.platform.url);
      const { data } = await createAuthApi(client.http).login({ username, password: DEMO_PASSWORD, typeOf: '2' });
      client.token = data?.access_token;
      client.jti = data?.jti;
      return await work(createMapApi(client.http), client);
    } finally {
      await db.deleteFrom('user_role').where('user_id', '=', id).execute();
      await db.deleteFrom('auth_session').where('user_id', '=', id).execute();
      await db.deleteFrom('app_user').where('id', '=', id).execute();
    }
  }

  it('refuses anonymous callers', async () => {
    const answer = await raw(env.platform.url, '/gov-collective/api/v1/map/features', { method: 'GET' });
    expect(answer.status).toBe(401);
  });

  it('shows an enterprise its own features and the public networks, with its own phone whole', async () => {
    const map = await mapOf('ent_demo');
    const features = (await map.features({})).data?.features ?? [];
    const { db } = env.handle;
    const own = await db
      .selectFrom('app_user')
      .select('mainstay_id')
      .where('username', '=', 'ent_demo')
      .executeTakeFirstOrThrow();
    const mine = features.filter((f) => f.properties.ifUse !== '4');
    expect(mine.length).toBeGreaterThan(3);
    expect(kinds(features)).toEqual(new Set(['1', '2', '3', '4']));
    expect(mine.every((f) => f.properties.cityCode === NANJING)).toBe(true);
    const facilities = await db
      .selectFrom('facility')
      .select('id')
      .where('mainstay_id', '=', own.mainstay_id ?? 0)
      .execute();
    expect(
      features
        .filter((f) => f.properties.ifUse === '2')
        .map((f) => f.properties.id)
        .sort(),
    ).toEqual(facilities.map((f) => f.id).sort());
    const site = features.find((f) => f.properties.ifUse === '1');
    expect(site?.properties).toMatchObject({ source: 'record', id: own.mainstay_id });
    expect(site?.properties.userPhone).toMatch(/^1\d{10}$/);
    const networks = features.filter((f) => f.properties.ifUse === '4');
    expect(networks.map((f) => f.properties.thisType).sort()).toEqual(['oil', 'oil', 'power']);
    expect(networks[0]?.geometry.type).toBe('LineString');
    // SPEC §3 fields, popup values with their labels.
    const facility = features.find((f) => f.properties.ifUse === '2');
    expect(facility?.properties).toMatchObject({
      name: expect.any(String),
      lat: expect.any(Number),
      lon: expect.any(Number),
    });
    expect(facility?.properties.popupName.capacityMw).toBe(MAP_TEXT.fields.capacityMw);
    // A public network's phone is someone else's: masked.
    expect(networks[0]?.properties.userPhone).toContain('****');
  });

  it('shows staff everything in their scope: admin the province, a city bureau its city', async () => {
    const all = (await (await mapOf('admin')).features({})).data?.features ?? [];
    expect(kinds(all)).toEqual(new Set(['1', '2', '3', '4']));
    expect(new Set(all.map((f) => f.properties.cityCode)).size).toBe(13);
    await asCityStaff(SUZHOU, async (map) => {
      const features = (await map.features({})).data?.features ?? [];
      const points = features.filter((f) => f.properties.ifUse !== '4');
      expect(points.length).toBeGreaterThan(0);
      expect(points.every((f) => f.properties.cityCode === SUZHOU)).toBe(true);
      expect(features.some((f) => f.properties.ifUse === '4')).toBe(true);
      // Staff see contact phones whole.
      expect(points.find((f) => f.properties.userPhone)?.properties.userPhone).not.toContain('*');
    });
  });

  it('sends only the features in the extent, of the kinds and city asked', async () => {
    const map = await mapOf('admin');
    const nanjingBox = { minLon: 118.3, minLat: 31.2, maxLon: 119.3, maxLat: 32.7 };
    const inBox = (await map.features({ ...nanjingBox, zoom: 9, kinds: '2,3' })).data?.features ?? [];
    expect(inBox.length).toBeGreaterThan(0);
    expect(kinds(inBox)).toEqual(new Set(['2', '3']));
    for (const f of inBox) {
      expect(f.properties.lon).toBeGreaterThanOrEqual(118.3);
      expect(f.properties.lon).toBeLessThanOrEqual(119.3);
    }
    const suzhou = (await map.features({ cityCode: SUZHOU })).data?.features ?? [];
    expect(suzhou.every((f) => f.properties.cityCode === SUZHOU || f.properties.ifUse === '4')).toBe(true);
    expect((await failure(map.features({ kinds: '5' }))).code).not.toBe('none');
  });

  it('answers details per ifUse and refuses ids the caller may not see', async () => {
    const { db } = env.handle;
    const admin = await mapOf('admin');
    const ent = await mapOf('ent_demo');
    const own = await db
      .selectFrom('app_user')
      .select('mainstay_id')
      .where('username', '=', 'ent_demo')
      .executeTakeFirstOrThrow();
    const other = await db
      .selectFrom('enterprise')
      .select('id')
      .where('city_code', '=', SUZHOU)
      .executeTakeFirstOrThrow();
    const enterprise = (await ent.details({ id: own.mainstay_id ?? 0, ifUse: '1' })).data;
    expect(enterprise?.related.some((r) => r.ifUse === '2')).toBe(true);
    expect(enterprise?.related.some((r) => r.ifUse === '3')).toBe(true);
    expect(enterprise?.geometry?.type).toBe('Point');
    expect((await failure(ent.details({ id: other.id, ifUse: '1' }))).code).toBe('404');

    const otherFacility = await db
      .selectFrom('facility')
      .select('id')
      .where('mainstay_id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect((await failure(ent.details({ id: otherFacility.id, ifUse: '2' }))).code).toBe('404');
    const facility = (await admin.details({ id: otherFacility.id, ifUse: '2' })).data;
    expect(facility?.related).toEqual([expect.objectContaining({ ifUse: '1', id: other.id })]);
    const ownProject = await db
      .selectFrom('project')
      .select('id')
      .where('mainstay_id', '=', own.mainstay_id ?? 0)
      .where('longitude', 'is not', null)
      .executeTakeFirstOrThrow();
    expect((await ent.details({ id: ownProject.id, ifUse: '3' })).data?.rows[0]?.label).toBe(MAP_TEXT.fields.name);

    const network = await db
      .selectFrom('map_feature')
      .select('id')
      .where('kind', '=', '4')
      .where('this_type', '=', 'power')
      .executeTakeFirstOrThrow();
    const line = (await ent.details({ id: network.id, ifUse: '4', thisType: 'power' })).data;
    expect(line?.geometry?.type).toBe('LineString');
    expect(line?.cities.length).toBeGreaterThanOrEqual(3);
    expect((await failure(ent.details({ id: 999_999, ifUse: '4' }))).code).toBe('404');

    await asCityStaff(SUZHOU, async (map) => {
      expect((await map.details({ id: other.id, ifUse: '1' })).data?.id).toBe(other.id);
      expect((await failure(map.details({ id: own.mainstay_id ?? 0, ifUse: '1' }))).code).toBe('404');
    });
  });

  it('never shows staff an enterprise’s draft project, on the map or the desk, and shows it once submitted', async () => {
    const { db } = env.handle;
    const entClient = await env.login('ent_demo');
    const ent = createMapApi(entClient.http);
    const entFilings = createFilingApi(entClient.http);
    const adminClient = await env.login('admin');
    const admin = createMapApi(adminClient.http);
    const adminFilings = createFilingApi(adminClient.http);
    // The README's city-level demo account: staff of 南京市能源局.
    const njClient = testClient(env.platform.url);
    const { data: session } = await createAuthApi(njClient.http).login({
      username: 'nj_demo',
      password: DEMO_PASSWORD,
      typeOf: '2',
    });
    njClient.token = session?.access_token;
    njClient.jti = session?.jti;
    const nj = createMapApi(njClient.http);
    const own = await db
      .selectFrom('app_user')
      .select('mainstay_id')
      .where('username', '=', 'ent_demo')
      .executeTakeFirstOrThrow();
    // ent_demo's seeded draft: in 南京, with a coordinate, so on the map.
    const draft = await db
      .selectFrom('project')
      .select(['id', 'name', 'city_code'])
      .where('mainstay_id', '=', own.mainstay_id ?? 0)
      .where('filing_status', '=', 'draft')
      .where('longitude', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(draft.city_code).toBe(NANJING);
    const projectIds = (features: MapFeature[]) =>
      features
        .filter((f) => f.properties.ifUse === '3' && f.properties.source === 'record')
        .map((f) => f.properties.id);
    /** How many projects with a coordinate staff may see: all but drafts, in `city` when given. */
    const filedOnMap = async (city?: string) => {
      let query = db
        .selectFrom('project')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('longitude', 'is not', null)
        .where('latitude', 'is not', null)
        .where('filing_status', '<>', 'draft');
      if (city) query = query.where('city_code', '=', city);
      return Number((await query.executeTakeFirstOrThrow()).n);
    };
    const relatedProjects = async (map: ReturnType<typeof createMapApi>) =>
      ((await map.details({ id: own.mainstay_id ?? 0, ifUse: '1' })).data?.related ?? [])
        .filter((r) => r.ifUse === '3')
        .map((r) => r.id);
    /** The desk's project figures: the total and the 项目备案状态 buckets. */
    const deskOf = async (client: TestClient) => {
      const projects = (await createDeskApi(client.http).overview()).data?.projects;
      return {
        total: projects?.total ?? -1,
        byStatus: Object.fromEntries((projects?.byStatus ?? []).map((entry) => [entry.key, entry.count])),
      };
    };
    const staffDesks = async () => ({ admin: await deskOf(adminClient), nj: await deskOf(njClient) });
    /** What each viewer is shown of the project, from the kept map and from one read per answer. */
    const shown = async () =>
      withDatabaseReads(async (url) => {
        const seen: Record<string, boolean> = {};
        for (const [who, client, map] of [
          ['admin', adminClient, admin],
          ['nj', njClient, nj],
          ['ent', entClient, ent],
        ] as const) {
          const kept = projectIds((await map.features({})).data?.features ?? []);
          const read = projectIds((await mapAt(url, client).features({})).data?.features ?? []);
          expect(read.includes(draft.id)).toBe(kept.includes(draft.id));
          const details = await failure(map.details({ id: draft.id, ifUse: '3' }));
          expect(details.code === 'none').toBe(kept.includes(draft.id));
          expect((await relatedProjects(map)).includes(draft.id)).toBe(kept.includes(draft.id));
          seen[who] = kept.includes(draft.id);
        }
        return seen;
      });

    // A draft: staff get no feature, no count, no details (as if there were none), no related row.
    const adminProjects = projectIds((await admin.features({})).data?.features ?? []);
    expect(adminProjects).not.toContain(draft.id);
    expect(adminProjects).toHaveLength(await filedOnMap());
    const njProjects = projectIds((await nj.features({})).data?.features ?? []);
    expect(njProjects).not.toContain(draft.id);
    expect(njProjects).toHaveLength(await filedOnMap(NANJING));
    // Details answer as for a project that does not exist, with the map's own not-found text.
    const detailsAnswer = async (client: TestClient, id: number) =>
      raw(env.platform.url, `/gov-collective/api/v1/map/details?id=${id}&ifUse=3`, {
        method: 'GET',
        headers: { authorization: `Bearer ${client.token}` },
      });
    for (const client of [adminClient, njClient]) {
      const answer = await detailsAnswer(client, draft.id);
      expect(answer.body).toMatchObject({ code: '404', msg: MAP_TEXT.notFound });
      expect(answer).toEqual(await detailsAnswer(client, 999_999));
    }
    // The enterprise still sees its own draft.
    expect(projectIds((await ent.features({})).data?.features ?? [])).toContain(draft.id);
    expect((await ent.details({ id: draft.id, ifUse: '3' })).data?.name).toBe(draft.name);
    expect(await shown()).toEqual({ admin: false, nj: false, ent: true });
    // Staff's desks have no 草稿 bucket and count no draft; the enterprise's has its own.
    const desks = await staffDesks();
    for (const desk of Object.values(desks)) {
      expect(desk.byStatus).not.toHaveProperty('draft');
      expect(desk.total).toBe(Object.values(desk.byStatus).reduce((a, b) => a + b, 0));
    }
    expect(desks.admin.total).toBe(
      Number(
        (
          await db
            .selectFrom('project')
            .select(sql<number>`count(*)::int`.as('n'))
            .where('filing_status', '<>', 'draft')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect((await deskOf(entClient)).byStatus.draft).toBeGreaterThan(0);
    /** Staff's desks with the project counted as `status` beside the others. */
    const plusOne = (status: string) =>
      Object.fromEntries(
        Object.entries(desks).map(([who, desk]) => [
          who,
          { total: desk.total + 1, byStatus: { ...desk.byStatus, [status]: (desk.byStatus[status] ?? 0) + 1 } },
        ]),
      );

    const { data: filing } = await entFilings.get(draft.id);
    const coordinate = { longitude: filing?.longitude ?? null, latitude: filing?.latitude ?? null };
    const values = {
      ...filing?.fieldsValueMap,
      promiseTrue: '1',
      promiseNote: '<p>以上信息真实有效。</p>',
      approvalPdf: pvData.approvalPdf,
    };
    try {
      // Submitted: every process's kept map takes it in for staff.
      const { data: submitted } = await entFilings.save({
        id: draft.id,
        formDataId: filing?.definition.id ?? 0,
        action: 'submit',
        revision: filing?.revision,
        fieldsValueMap: values,
        ...coordinate,
      });
      expect(submitted?.status).toBe('submitted');
      expect(await shown()).toEqual({ admin: true, nj: true, ent: true });
      expect(projectIds((await nj.features({})).data?.features ?? [])).toHaveLength(await filedOnMap(NANJING));
      expect(await staffDesks()).toEqual(plusOne('submitted'));
      // Returned, it stays staff's to see; saved again without submitting, it is a draft again.
      const { data: rejected } = await adminFilings.review({ id: draft.id, decision: 'reject', opinion: '请补充材料' });
      expect(await shown()).toEqual({ admin: true, nj: true, ent: true });
      expect(await staffDesks()).toEqual(plusOne('rejected'));
      const { data: again } = await entFilings.save({
        id: draft.id,
        formDataId: filing?.definition.id ?? 0,
        action: 'draft',
        revision: rejected?.revision,
        fieldsValueMap: values,
        ...coordinate,
      });
      expect(again?.status).toBe('draft');
      expect(await shown()).toEqual({ admin: false, nj: false, ent: true });
      expect(await staffDesks()).toEqual(desks);
    } finally {
      await db
        .updateTable('project')
        .set({
          filing_status: 'draft',
          form_values: JSON.stringify(filing?.fieldsValueMap ?? {}),
          submit_time: null,
          review_time: null,
          reviewed_by: null,
          review_opinion: '',
        })
        .where('id', '=', draft.id)
        .execute();
    }
  });

  it("labels a map-data point's details by what they are: its remark as 备注, no project code, no crossed cities", async () => {
    const admin = await mapOf('admin');
    const added = (
      await admin.add({
        name: 'Detail point',
        ifUse: '3',
        thisType: 'pv',
        longitude: '118.8',
        latitude: '32.05',
        remark: 'Surveyed in spring',
      })
    ).data;
    try {
      const details = (await admin.details({ id: added?.id ?? 0, ifUse: '3', source: 'map' })).data;
      const labels = details?.rows.map((r) => r.label) ?? [];
      expect(details?.rows).toContainEqual({ label: MAP_TEXT.fields.remark, value: 'Surveyed in spring' });
      expect(labels).not.toContain(MAP_TEXT.fields.projectCode);
      expect(labels).not.toContain(MAP_TEXT.crossedCities);
      expect(labels.filter((label) => label === MAP_TEXT.fields.remark)).toHaveLength(1);
      expect(details?.cities).toEqual([]);
      // An enterprise is in a city; it crosses none.
      const { db } = env.handle;
      const own = await db
        .selectFrom('app_user')
        .select('mainstay_id')
        .where('username', '=', 'ent_demo')
        .executeTakeFirstOrThrow();
      expect((await admin.details({ id: own.mainstay_id ?? 0, ifUse: '1' })).data?.cities).toEqual([]);
      // A project record's column is its project code, a network's its crossed cities (once).
      const project = await db
        .selectFrom('project')
        .select(['id', 'project_code'])
        .where('mainstay_id', '=', own.mainstay_id ?? 0)
        .where('longitude', 'is not', null)
        .where('project_code', '<>', '')
        .executeTakeFirstOrThrow();
      expect((await admin.details({ id: project.id, ifUse: '3' })).data?.rows).toContainEqual({
        label: MAP_TEXT.fields.projectCode,
        value: project.project_code,
      });
      const network = await db.selectFrom('map_feature').select('id').where('kind', '=', '4').executeTakeFirstOrThrow();
      const line = (await admin.details({ id: network.id, ifUse: '4' })).data;
      expect(line?.rows.filter((r) => r.label === MAP_TEXT.crossedCities)).toHaveLength(1);
    } finally {
      if (added) await admin.remove([added.id]);
    }
  });

  it('lets staff add, move and delete map data, and refuses enterprises', async () => {
    const admin = await mapOf('admin');
    const ent = await mapOf('ent_demo');
    expect((await failure(ent.list({}))).code).toBe('403');
    const bad = await failure(admin.add({ name: 'x', ifUse: '2', longitude: '121.47', latitude: '31.23' }));
    expect(bad).toEqual({ code: 'A0400', message: MAP_TEXT.outside });
    const added = (await admin.add({ name: 'Test depot', ifUse: '2', longitude: '119.1', latitude: '32.05' })).data;
    try {
      expect(added).toMatchObject({ name: 'Test depot', cityCode: '321100', ifUse: '2' });
      const moved = (await admin.move({ id: added?.id ?? 0, longitude: 120.62, latitude: 31.3 })).data;
      expect(moved).toMatchObject({ longitude: 120.62, latitude: 31.3, cityCode: SUZHOU });
      const found = (await admin.list({ name: 'Test depot' })).data;
      expect(found?.total).toBe(1);
      // An enterprise does not see staff's private point.
      const seen = (await ent.features({ name: 'Test depot' })).data?.features ?? [];
      expect(seen).toHaveLength(0);
    } finally {
      if (added) await admin.remove([added.id]);
    }
    expect((await admin.list({ name: 'Test depot' })).data?.total).toBe(0);
  });

  it('answers from the kept whole-province answer only while nothing on the map has changed', async () => {
    const admin = await mapOf('admin');
    const province = async () =>
      ((await admin.features({ minLon: 116, minLat: 30.5, maxLon: 122.5, maxLat: 35.5, zoom: 7 })).data?.features ?? [])
        .map((feature) => feature.properties)
        .filter((properties) => properties.name.startsWith('Kept '));
    expect(await province()).toEqual([]);
    expect(await province()).toEqual([]);
    const added = (await admin.add({ name: 'Kept depot', ifUse: '2', longitude: '119.1', latitude: '32.05' })).data;
    try {
      expect((await province()).map((p) => [p.name, p.lon])).toEqual([['Kept depot', 119.1]]);
      await admin.move({ id: added?.id ?? 0, longitude: 120.62, latitude: 31.3 });
      expect((await province()).map((p) => [p.name, p.lon])).toEqual([['Kept depot', 120.62]]);
      // A change made outside the platform's calls (SQL) moves the version too.
      await env.handle.db
        .updateTable('map_feature')
        .set({ name: 'Kept depot (renamed)' })
        .where('id', '=', added?.id ?? 0)
        .execute();
      expect((await province()).map((p) => p.name)).toEqual(['Kept depot (renamed)']);
    } finally {
      if (added) await admin.remove([added.id]);
    }
    expect(await province()).toEqual([]);
  });

  it('answers every viewer and filter from memory as the database does', async () => {
    const queries = [
      {},
      { minLon: 116, minLat: 30.5, maxLon: 122.5, maxLat: 35.5, zoom: 7 },
      { minLon: 118.5, minLat: 31.8, maxLon: 119.3, maxLat: 32.4, zoom: 11, kinds: '2,3' },
      { cityCode: SUZHOU },
      { kinds: '4' },
      { cityCode: NANJING, kinds: '1,4' },
      { name: '光伏' },
      { thisType: 'oil' },
      { minLon: 120.5, minLat: 31.2, maxLon: 120.7, maxLat: 31.4, zoom: 15 },
    ];
    await withDatabaseReads(async (url) => {
      const same = async (client: TestClient) => {
        let shown = 0;
        for (const query of queries) {
          const fromMemory = (await createMapApi(client.http).features(query)).data?.features ?? [];
          expect((await mapAt(url, client).features(query)).data?.features).toEqual(fromMemory);
          shown += fromMemory.length;
        }
        expect(shown).toBeGreaterThan(0);
      };
      for (const username of ['admin', 'ent_demo', 'xny_demo', 'new_demo']) await same(await env.login(username));
      await asCityStaff(SUZHOU, (_map, client) => same(client));
    });
  });

  it('takes only what changed into the map it keeps, and answers as the database does', async () => {
    const admin = await mapOf('admin');
    const ent = await mapOf('ent_demo');
    const { db } = env.handle;
    const province = { minLon: 116, minLat: 30.5, maxLon: 122.5, maxLat: 35.5 };
    const nanjing = { minLon: 118.5, minLat: 31.8, maxLon: 119.3, maxLat: 32.4 };
    const names = (features: MapFeature[]) =>
      features.map((f) => f.properties.name).filter((name) => name.startsWith('Delta '));
    await withDatabaseReads(async (url) => {
      const readers = { admin: mapAt(url, await env.login('admin')), ent: mapAt(url, await env.login('ent_demo')) };
      // The answer from the map this process keeps beside one read from the database.
      const answers = async (viewer: 'admin' | 'ent', extent: typeof province) => {
        const kept = (await (viewer === 'admin' ? admin : ent).features({ ...extent, zoom: 7 })).data?.features ?? [];
        const whole = (await readers[viewer].features({ ...extent, zoom: 7 })).data?.features ?? [];
        return { kept, whole };
      };
      const same = async (viewer: 'admin' | 'ent', extent: typeof province) => {
        const { kept, whole } = await answers(viewer, extent);
        expect(kept).toEqual(whole);
        return names(kept);
      };
      const viewers = async () => ({
        admin: await same('admin', province),
        adminNanjing: await same('admin', nanjing),
        ent: await same('ent', province),
      });
      await viewers();
      const own = await db
        .selectFrom('enterprise')
        .innerJoin('app_user', 'app_user.mainstay_id', 'enterprise.id')
        .where('app_user.username', '=', 'ent_demo')
        .select(['enterprise.id', 'enterprise.name'])
        .executeTakeFirstOrThrow();
      const added: number[] = [];
      try {
        for (const [name, longitude] of [
          ['Delta 1', '118.8'],
          ['Delta 2', '118.9'],
        ] as const)
          added.push((await admin.add({ name, ifUse: '2', longitude, latitude: '32.05' })).data?.id ?? 0);
        expect(await viewers()).toEqual({
          admin: ['Delta 1', 'Delta 2'],
          adminNanjing: ['Delta 1', 'Delta 2'],
          ent: [],
        });
        // Out of the Nanjing extent, made public, renamed, and one deleted.
        await admin.move({ id: added[0] ?? 0, longitude: 120.62, latitude: 31.3 });
        await db
          .updateTable('map_feature')
          .set({ is_public: true })
          .where('id', '=', added[1] ?? 0)
          .execute();
        expect(await viewers()).toEqual({ admin: ['Delta 1', 'Delta 2'], adminNanjing: ['Delta 2'], ent: ['Delta 2'] });
        await db
          .updateTable('map_feature')
          .set({ name: 'Delta 2b' })
          .where('id', '=', added[1] ?? 0)
          .execute();
        await admin.remove([added[0] ?? 0]);
        expect(await viewers()).toEqual({ admin: ['Delta 2b'], adminNanjing: ['Delta 2b'], ent: ['Delta 2b'] });
        // An enterprise's change reaches every feature it owns (its name is in their popups).
        await db.updateTable('enterprise').set({ name: 'Delta enterprise' }).where('id', '=', own.id).execute();
        const { kept } = await answers('ent', province);
        expect(kept.filter((f) => f.properties.popup.enterprise === 'Delta enterprise').length).toBeGreaterThan(0);
        await viewers();

        // A change the log does not hold (made with the triggers off) is not read again while the
        // kept map takes in the others: the kept map is reused, not read whole.
        await db.transaction().execute(async (trx) => {
          await sql`SET LOCAL session_replication_role = replica`.execute(trx);
          await trx
            .updateTable('map_feature')
            .set({ name: 'Delta silent' })
            .where('id', '=', added[1] ?? 0)
            .execute();
        });
        added.push(
          (await admin.add({ name: 'Delta 3', ifUse: '2', longitude: '118.7', latitude: '32.05' })).data?.id ?? 0,
        );
        const reused = await answers('admin', province);
        expect(names(reused.kept)).toEqual(['Delta 2b', 'Delta 3']);
        expect(names(reused.whole)).toEqual(['Delta silent', 'Delta 3']);

        // Versions no longer logged: the map is read whole again.
        await admin.move({ id: added[2] ?? 0, longitude: 118.71, latitude: 32.05 });
        await db.deleteFrom('map_change').execute();
        await admin.move({ id: added[2] ?? 0, longitude: 118.72, latitude: 32.05 });
        expect(await viewers()).toEqual({
          admin: ['Delta silent', 'Delta 3'],
          adminNanjing: ['Delta silent', 'Delta 3'],
          ent: ['Delta silent'],
        });
      } finally {
        await db.updateTable('enterprise').set({ name: own.name }).where('id', '=', own.id).execute();
        await db.deleteFrom('map_feature').where('name', 'like', 'Delta %').execute();
      }
    });
  });

  it('shows a dictionary label staff rename in the popups of the map it keeps', async () => {
    const admin = await env.login('admin');
    const map = createMapApi(admin.http);
    const dict = createDictApi(admin.http);
    const facilityTypes = (features: MapFeature[]) =>
      new Set(features.filter((f) => f.properties.ifUse === '2').map((f) => f.properties.popup.facilityType));
    const before = facilityTypes((await map.features({ kinds: '2' })).data?.features ?? []);
    const rows = (await dict.dataList({ dictType: DICT_TYPES.facilityType, pageSize: 100 })).data?.rows ?? [];
    const shown = rows.find((row) => before.has(row.dictLabel));
    expect(shown).toBeDefined();
    if (!shown) return;
    try {
      await dict.dataUpdate({ ...shown, dictLabel: `${shown.dictLabel}（改）` });
      const after = facilityTypes((await map.features({ kinds: '2' })).data?.features ?? []);
      expect(after.has(`${shown.dictLabel}（改）`)).toBe(true);
      expect(after.has(shown.dictLabel)).toBe(false);
    } finally {
      await dict.dataUpdate(shown);
    }
    expect(facilityTypes((await map.features({ kinds: '2' })).data?.features ?? [])).toEqual(before);
  });

  it('sends the same answer gzipped and plain, also once a change is taken into its buckets', async () => {
    const admin = await mapOf('admin');
    const rows = Array.from({ length: 4500 }, (_, index) => ({
      row: index + 2,
      name: `Slice ${index}`,
      ifUse: String((index % 3) + 1),
      longitude: (118.7 + (index % 90) * 0.001).toFixed(6),
      latitude: (32.0 + Math.floor(index / 90) * 0.001).toFixed(6),
      cityCode: NANJING,
    }));
    expect((await admin.importRows({ rows })).data?.imported).toBe(4500);
    try {
      const token = (await env.login('admin')).token ?? '';
      const province = async (encoding: string) => {
        const response = await fetch(
          `${env.platform.url}/prod-api/gov-collective/api/v1/map/features?minLon=116&minLat=30.5&maxLon=122.5&maxLat=35.5&zoom=7`,
          { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
        );
        expect(response.status).toBe(200);
        return { encoding: response.headers.get('content-encoding'), text: await response.text() };
      };
      // fetch un-gzips the answer; the text must be the plain answer to the byte.
      const zipped = await province('gzip');
      const plain = await province('identity');
      expect(zipped.encoding).toBe('gzip');
      expect(plain.encoding).toBeNull();
      expect(zipped.text).toBe(plain.text);
      const answer = JSON.parse(plain.text) as { code: string; data: { features: MapFeature[] } };
      expect(answer.code).toBe('00000');
      const names = answer.data.features.map((f) => f.properties.name).filter((name) => name.startsWith('Slice '));
      expect(names).toHaveLength(4500);
      expect(new Set(names).size).toBe(4500);
      // One point moved: its bucket is compressed again, the others are taken as they were.
      const moved = answer.data.features.find((f) => f.properties.name === 'Slice 2000');
      await admin.move({ id: moved?.properties.id ?? 0, longitude: 118.75, latitude: 32.02 });
      const after = await province('gzip');
      expect(after.encoding).toBe('gzip');
      expect(after.text).toBe((await province('identity')).text);
      expect(after.text).not.toBe(plain.text);
      const movedNow = (JSON.parse(after.text) as { data: { features: MapFeature[] } }).data.features.find(
        (f) => f.properties.name === 'Slice 2000',
      );
      expect(movedNow?.properties.lon).toBe(118.75);
    } finally {
      await env.handle.db.deleteFrom('map_feature').where('name', 'like', 'Slice %').execute();
    }
  });

  it('keeps its answers through record updates the map does not show, and not through those it shows', async () => {
    const { db } = env.handle;
    const version = async () =>
      (await sql<{ version: string }>`SELECT version::text AS version FROM map_version`.execute(db)).rows[0]?.version;
    const project = await db
      .selectFrom('project')
      .select(['id', 'name', 'latitude'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const enterprise = await db.selectFrom('enterprise').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const before = await version();
    // A filing draft saved again (its form values and revision) and a company's e-mail: not on the map.
    await db
      .updateTable('project')
      .set((eb) => ({ revision: eb('revision', '+', 1), form_values: JSON.stringify({ note: 'draft' }) }))
      .where('id', '=', project.id)
      .execute();
    await db.updateTable('project').set({ name: project.name }).where('id', '=', project.id).execute();
    await db.updateTable('enterprise').set({ contact_email: 'x@example.cn' }).where('id', '=', enterprise.id).execute();
    expect(await version()).toBe(before);
    // Its name is shown in the popups: the kept answers go.
    await db
      .updateTable('enterprise')
      .set({ name: `${enterprise.name}（改）` })
      .where('id', '=', enterprise.id)
      .execute();
    const renamed = await version();
    expect(renamed).not.toBe(before);
    await db.updateTable('enterprise').set({ name: enterprise.name }).where('id', '=', enterprise.id).execute();
    await db.updateTable('project').set({ latitude: '32.1' }).where('id', '=', project.id).execute();
    expect(await version()).not.toBe(renamed);
    await db.updateTable('project').set({ latitude: project.latitude }).where('id', '=', project.id).execute();
  });

  it('reads an Excel sheet for the import and refuses a file that is not one, and enterprises', async () => {
    const admin = await mapOf('admin');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('地图数据');
    sheet.addRow(['名称', '类型', '经度', '纬度']);
    sheet.addRow(['Sheet depot', '2', 119.1, 32.05]);
    const xlsx = new Blob([await book.xlsx.writeBuffer()]);
    expect((await admin.importSheet(xlsx, 'points.xlsx')).data?.table).toEqual([
      ['名称', '类型', '经度', '纬度'],
      ['Sheet depot', '2', '119.1', '32.05'],
    ]);
    const csv = new Blob(['名称,类型,经度,纬度\nx,2,119.1,32.05\n']);
    expect(await failure(admin.importSheet(csv, 'points.xlsx'))).toEqual({
      code: 'A0400',
      message: MAP_TEXT.importNotXlsx,
    });
    const ent = await mapOf('ent_demo');
    expect((await failure(ent.importSheet(xlsx, 'points.xlsx'))).code).toBe('403');
  });

  it('imports all rows or none, with a reason for each refused row', async () => {
    const admin = await mapOf('admin');
    const { db } = env.handle;
    const before = await db
      .selectFrom('map_feature')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const rows = [
      { row: 2, name: 'Import A', ifUse: MAP_TEXT.kinds['3'], longitude: '118.8', latitude: '32.05', cityCode: '' },
      { row: 3, name: 'Import B', ifUse: 'nine', longitude: '118.8', latitude: '32.05' },
      { row: 4, name: 'Import C', ifUse: '1', longitude: '121.47', latitude: '31.23' },
      { row: 5, name: 'Import D', ifUse: '1', longitude: 'east', latitude: '31.23' },
    ];
    const refused = (await admin.importRows({ rows })).data;
    expect(refused?.imported).toBe(0);
    expect(refused?.rows.map((r) => [r.row, r.ok])).toEqual([
      [2, true],
      [3, false],
      [4, false],
      [5, false],
    ]);
    expect(refused?.rows[1]?.problem).toContain(MAP_TEXT.unknownKind);
    expect(refused?.rows[2]?.problem).toBe(MAP_TEXT.outside);
    const after = await db
      .selectFrom('map_feature')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const preview = (await admin.importRows({ rows: [rows[0] ?? {}], dryRun: true })).data;
    expect(preview).toMatchObject({ imported: 0, refused: 0 });
    const done = (await admin.importRows({ rows: [rows[0] ?? {}] })).data;
    expect(done?.imported).toBe(1);
    try {
      const seen = (await admin.features({ name: 'Import A' })).data?.features ?? [];
      expect(seen).toHaveLength(1);
      expect(seen[0]?.properties).toMatchObject({ ifUse: '3', source: 'map', cityCode: NANJING });
    } finally {
      await db.deleteFrom('map_feature').where('name', '=', 'Import A').execute();
    }
  });
});
