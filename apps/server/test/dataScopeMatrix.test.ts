// The data scope enforced over real HTTP on every list and read of what enterprises own: for each of
// the five scopes of a role held by a Nanjing city bureau member, the enterprises (mainstay page and
// read), filings, form records, consulting threads and facilities seen are exactly those of the
// scope's cities, and a read outside it answers 404. Several roles unite; the role granting the
// permission in use decides; enterprise accounts still see only their own enterprise.
import {
  createConsultingApi,
  createFacilityApi,
  createFilingApi,
  createFormApi,
  createMainstayApi,
} from '@ent/core/api';
import { CONSULTING_PERMISSIONS, FACILITY_PERMISSIONS, FILING_PERMISSIONS } from '@ent/core/contract';
import type { HttpClient } from '@ent/core/http';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityDeptId } from '../src/seed/backoffice';
import { staffAccount } from './staffAccount';
import { TEST_DATABASES, usePlatform } from './support';

const NANJING = '320100';
const SUZHOU = '320500';
// All data also holds the enterprises that have not given their city yet ('').
const ALL_CITIES = [...JIANGSU_CITIES.map((city) => city.code), ''];
const MODULE = '/jsedc-system';

type Resource = 'enterprises' | 'filings' | 'records' | 'consulting' | 'facilities';
const RESOURCES: Resource[] = ['enterprises', 'filings', 'records', 'consulting', 'facilities'];

/** What a client sees of each resource: the enterprise names of the listed rows and one read. */
function resources(http: HttpClient) {
  const facilities = createFacilityApi(http);
  const filings = createFilingApi(http);
  const forms = createFormApi(http);
  const consulting = createConsultingApi(http, MODULE);
  const mainstay = createMainstayApi(http);
  return {
    enterprises: {
      list: async () => (await mainstay.enterprises({ pageSize: 100 })).data?.rows.map((row) => row.name) ?? [],
      read: async (id: number) => (await mainstay.enterprise(id)).data?.name,
    },
    filings: {
      list: async () => (await filings.list({ pageSize: 200 })).data?.rows.map((row) => row.enterpriseName) ?? [],
      read: async (id: number) => (await filings.get(id)).data?.enterpriseName,
    },
    records: {
      list: async () => (await forms.records({ pageSize: 200 })).data?.rows.map((row) => row.enterpriseName) ?? [],
      read: async (id: number) => (await forms.record(id)).data?.enterpriseName,
    },
    consulting: {
      list: async () => (await consulting.list({ pageSize: 200 })).data?.rows.map((row) => row.enterpriseName) ?? [],
      read: async (id: number) => (await consulting.get(id)).data?.enterpriseName,
    },
    facilities: {
      list: async () => (await facilities.list({ pageSize: 200 })).data?.rows.map((row) => row.enterpriseName) ?? [],
      read: async (id: number) => (await facilities.get(id)).data?.enterpriseName,
    },
  } satisfies Record<Resource, { list(): Promise<string[]>; read(id: number): Promise<string | undefined> }>;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'none',
    (error: { code?: string }) => error.code ?? '',
  );

describe.each(TEST_DATABASES)('data scope enforced on $name', (database) => {
  const env = usePlatform(database);
  /** Per resource: each enterprise with rows, its city and one row id. */
  const owners: Record<Resource, { name: string; city: string; rowId: number }[]> = {
    enterprises: [],
    filings: [],
    records: [],
    consulting: [],
    facilities: [],
  };
  const roleIds: number[] = [];
  let menuOf: Record<string, number> = {};

  beforeAll(async () => {
    const { db } = env.handle;
    const ownersOf = async (
      table: 'project' | 'form_record' | 'consulting_thread' | 'facility',
      visible: RawBuilder<SqlBool> = sql<SqlBool>`true`,
    ) =>
      (
        await db
          .selectFrom(`${table} as x` as 'project as x')
          .innerJoin('enterprise as e', 'e.id', 'x.mainstay_id')
          .where(visible)
          .select(['e.name', 'e.city_code'])
          .select((eb) => eb.fn.min('x.id').as('row_id'))
          .groupBy(['e.name', 'e.city_code'])
          .execute()
      ).map((row) => ({ name: row.name, city: row.city_code ?? '', rowId: Number(row.row_id) }));
    owners.enterprises = (await db.selectFrom('enterprise').select(['id', 'name', 'city_code']).execute()).map(
      (row) => ({ name: row.name, city: row.city_code ?? '', rowId: row.id }),
    );
    // Staff never see a draft (a filing or record not yet submitted): only the rest count.
    owners.filings = await ownersOf('project', sql<SqlBool>`x.filing_status <> 'draft'`);
    owners.records = await ownersOf('form_record', sql<SqlBool>`x.process_status = '1'`);
    owners.consulting = await ownersOf('consulting_thread');
    owners.facilities = await ownersOf('facility');
    const menus = await db
      .selectFrom('menu')
      .select(['id', 'perms'])
      .where('perms', 'in', [FACILITY_PERMISSIONS.list, FILING_PERMISSIONS.list, CONSULTING_PERMISSIONS.list])
      .execute();
    menuOf = Object.fromEntries(menus.map((menu) => [menu.perms ?? '', menu.id]));
  });

  afterAll(async () => {
    if (roleIds.length) await env.handle.db.deleteFrom('role').where('id', 'in', roleIds).execute();
  });

  /** A role of `scope` granting `perms` (every list permission by default). */
  async function role(scope: '1' | '2' | '3' | '4' | '5', depts: number[] = [], perms = Object.keys(menuOf)) {
    const { db } = env.handle;
    const code = `matrix_${scope}_${roleIds.length}`;
    const { id } = await db
      .insertInto('role')
      .values({ code, name: code, sort: 90, data_scope: scope })
      .returning('id')
      .executeTakeFirstOrThrow();
    roleIds.push(id);
    const menuIds = perms.map((perm) => menuOf[perm]).filter((menuId): menuId is number => menuId !== undefined);
    await db
      .insertInto('role_menu')
      .values(menuIds.map((menu_id) => ({ role_id: id, menu_id })))
      .execute();
    if (depts.length)
      await db
        .insertInto('role_dept')
        .values(depts.map((dept_id) => ({ role_id: id, dept_id })))
        .execute();
    return id;
  }

  const expected = (resource: Resource, cities: string[]) =>
    [...new Set(owners[resource].filter((owner) => cities.includes(owner.city)).map((owner) => owner.name))].sort();

  async function expectScope(http: HttpClient, cities: string[], only: Resource[] = RESOURCES) {
    const seen = resources(http);
    for (const resource of only) {
      expect(owners[resource].length, resource).toBeGreaterThan(0);
      const names = [...new Set(await seen[resource].list())].sort();
      expect(names, resource).toEqual(expected(resource, cities));
      // A read inside the scope answers the row, outside it 404.
      const inside = owners[resource].find((owner) => cities.includes(owner.city));
      if (inside) expect(await seen[resource].read(inside.rowId), resource).toBe(inside.name);
      const outside = owners[resource].find((owner) => !cities.includes(owner.city));
      if (outside) expect(await failure(seen[resource].read(outside.rowId)), resource).toBe('404');
    }
  }

  const cases: { scope: '1' | '2' | '3' | '4' | '5'; name: string; cities: string[] }[] = [
    { scope: '1', name: 'all data', cities: ALL_CITIES },
    { scope: '2', name: 'custom departments (Suzhou bureau)', cities: [SUZHOU] },
    { scope: '3', name: 'own department', cities: [NANJING] },
    { scope: '4', name: 'own department and below', cities: [NANJING] },
    { scope: '5', name: 'self only', cities: [] },
  ];

  it.each(cases)('$name: a Nanjing bureau member sees the enterprises of $cities', async ({ scope, cities }) => {
    const roleId = await role(scope, scope === '2' ? [cityDeptId(SUZHOU)] : []);
    const member = await staffAccount(env, `matrix_member_${scope}`, [roleId], cityDeptId(NANJING));
    try {
      await expectScope(member.client.http, cities);
    } finally {
      await member.dispose();
    }
  });

  it('unites the scopes of several roles granting the permission in use', async () => {
    const suzhou = await role('2', [cityDeptId(SUZHOU)]);
    const own = await role('3');
    const member = await staffAccount(env, 'matrix_member_union', [suzhou, own], cityDeptId(NANJING));
    try {
      await expectScope(member.client.http, [NANJING, SUZHOU]);
    } finally {
      await member.dispose();
    }
  });

  it('takes the scope of the role granting the permission in use, not of the others', async () => {
    // All data, but only for facilities; own department for filings.
    const wide = await role('1', [], [FACILITY_PERMISSIONS.list]);
    const narrow = await role('3', [], [FILING_PERMISSIONS.list]);
    const member = await staffAccount(env, 'matrix_member_decides', [wide, narrow], cityDeptId(NANJING));
    try {
      await expectScope(member.client.http, ALL_CITIES, ['facilities']);
      await expectScope(member.client.http, [NANJING], ['filings']);
    } finally {
      await member.dispose();
    }
  });

  it('keeps enterprise accounts to their own enterprise', async () => {
    const enterprise = await env.login('ent_demo');
    const own = (await createMainstayApi(enterprise.http).enterprise()).data?.name ?? '';
    expect(own).not.toBe('');
    const seen = resources(enterprise.http);
    for (const resource of ['filings', 'facilities', 'consulting'] as const) {
      const names = new Set(await seen[resource].list());
      expect([...names], resource).toEqual([own]);
      const other = owners[resource].find((owner) => owner.name !== own);
      if (other) expect(await failure(seen[resource].read(other.rowId)), resource).toBe('404');
    }
  });
});
