// Data scope (http/dataScope.ts): which departments' staff and which cities' enterprises a
// government staff member may see, for each of the five scopes, for the roles that grant the
// permission in use, united over several roles.
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerPrincipal } from '../src/http/context';
import { createDataScopes, enterpriseCityInScope, userInScope } from '../src/http/dataScope';
import { cityDeptId, PROVINCE_DEPT_ID } from '../src/seed/backoffice';
import { TEST_DATABASES, usePlatform } from './support';

const NANJING = '320100';
const SUZHOU = '320500';

describe.each(TEST_DATABASES)('data scope on %s', (database) => {
  const fixture = usePlatform(database);
  const created: { roles: number[]; depts: number[]; menus: number[]; users: number[] } = {
    roles: [],
    depts: [],
    menus: [],
    users: [],
  };

  afterEach(async () => {
    const { db } = fixture.handle;
    if (created.users.length) await db.deleteFrom('app_user').where('id', 'in', created.users).execute();
    if (created.roles.length) await db.deleteFrom('role').where('id', 'in', created.roles).execute();
    if (created.menus.length) await db.deleteFrom('menu').where('id', 'in', created.menus).execute();
    if (created.depts.length) await db.deleteFrom('dept').where('id', 'in', created.depts).execute();
    created.roles = [];
    created.depts = [];
    created.menus = [];
    created.users = [];
  });

  async function role(code: string, scope: '1' | '2' | '3' | '4' | '5', perms: string[], depts: number[] = []) {
    const { db } = fixture.handle;
    const { id } = await db
      .insertInto('role')
      .values({ code, name: code, sort: 99, data_scope: scope })
      .returning('id')
      .executeTakeFirstOrThrow();
    created.roles.push(id);
    for (const perm of perms) {
      const menu = await db
        .insertInto('menu')
        .values({ menu_type: 'F', title: perm, perms: perm, parent_id: null, path: '' })
        .returning('id')
        .executeTakeFirstOrThrow();
      created.menus.push(menu.id);
      await db.insertInto('role_menu').values({ role_id: id, menu_id: menu.id }).execute();
    }
    if (depts.length)
      await db
        .insertInto('role_dept')
        .values(depts.map((dept_id) => ({ role_id: id, dept_id })))
        .execute();
    return code;
  }

  async function staff(deptId: number | null): Promise<number> {
    const { db } = fixture.handle;
    const { id } = await db
      .insertInto('app_user')
      .values({
        username: `scope_${Math.random().toString(36).slice(2, 10)}`,
        password_hash: 'x',
        full_name: 'scope',
        type_of: '2',
        dept_id: deptId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    created.users.push(id);
    return id;
  }

  const principal = (userId: number, roles: string[]): ServerPrincipal => ({
    userId,
    username: 'scope',
    fullName: 'scope',
    typeOf: '2',
    mainstayId: null,
    roles,
    jti: 'x',
    clientId: 'x',
    expiresAt: new Date(Date.now() + 60_000),
    token: 'x',
  });

  /** The cities of the enterprises and the ids of the users the scope lets through. */
  async function visible(scope: Awaited<ReturnType<ReturnType<typeof createDataScopes>['scopeOf']>>) {
    const { db } = fixture.handle;
    const cities = await db
      .selectFrom('enterprise as e')
      .select('e.city_code')
      .distinct()
      .where(enterpriseCityInScope(scope, 'e.city_code'))
      .where('e.city_code', 'is not', null)
      .execute();
    const users = await db.selectFrom('app_user as u').select('u.id').where(userInScope(scope, 'u')).execute();
    return { cities: cities.map((row) => row.city_code).sort(), users: users.map((row) => row.id) };
  }

  it('lets admin and an all-data role see every city and account', async () => {
    const scopes = createDataScopes(fixture.handle);
    const id = await staff(cityDeptId(NANJING));
    expect(await scopes.scopeOf(principal(id, ['admin']), 'system:user:list')).toEqual({ all: true });
    const all = await role('t_all', '1', ['t:list']);
    expect(await scopes.scopeOf(principal(id, [all]), 't:list')).toEqual({ all: true });
    const seen = await visible({ all: true });
    expect(seen.cities).toHaveLength(13);
  });

  it('limits own-department scope to the city of a city bureau, and the province bureau to the province', async () => {
    const scopes = createDataScopes(fixture.handle);
    const own = await role('t_own', '3', ['t:list']);
    const nanjingStaff = await staff(cityDeptId(NANJING));
    const scope = await scopes.scopeOf(principal(nanjingStaff, [own]), 't:list');
    expect(scope).toMatchObject({
      all: false,
      deptIds: [cityDeptId(NANJING)],
      cityCodes: [NANJING],
      provinceWide: false,
    });
    const seen = await visible(scope);
    expect(seen.cities).toEqual([NANJING]);
    expect(seen.users).toContain(nanjingStaff);
    // Enterprise accounts of Nanjing's enterprises are in scope; Suzhou's are not.
    const { db } = fixture.handle;
    const accounts = await db
      .selectFrom('app_user as u')
      .innerJoin('enterprise as e', 'e.id', 'u.mainstay_id')
      .select(['u.id', 'e.city_code'])
      .execute();
    for (const account of accounts) expect(seen.users.includes(account.id)).toBe(account.city_code === NANJING);

    const provinceStaff = await staff(PROVINCE_DEPT_ID);
    const province = await scopes.scopeOf(principal(provinceStaff, [own]), 't:list');
    expect(province).toMatchObject({ provinceWide: true, deptIds: [PROVINCE_DEPT_ID] });
    const provinceSeen = await visible(province);
    expect(provinceSeen.cities).toHaveLength(13);
    // Own department only: the city bureaus' staff are not the province bureau's.
    expect(provinceSeen.users).not.toContain(nanjingStaff);
  });

  it('takes a department below a city bureau to its city, and own-and-below to every department under it', async () => {
    const scopes = createDataScopes(fixture.handle);
    const { db } = fixture.handle;
    const section = await db
      .insertInto('dept')
      .values({ parent_id: cityDeptId(SUZHOU), ancestors: `${PROVINCE_DEPT_ID},${cityDeptId(SUZHOU)}`, name: '规划处' })
      .returning('id')
      .executeTakeFirstOrThrow();
    created.depts.push(section.id);
    const sectionStaff = await staff(section.id);
    const own = await role('t_own2', '3', ['t:list']);
    expect(await scopes.scopeOf(principal(sectionStaff, [own]), 't:list')).toMatchObject({ cityCodes: [SUZHOU] });

    const below = await role('t_below', '4', ['t:list']);
    const suzhouHead = await staff(cityDeptId(SUZHOU));
    const scope = await scopes.scopeOf(principal(suzhouHead, [below]), 't:list');
    expect(scope).toMatchObject({ all: false, cityCodes: [SUZHOU] });
    expect(scope.all ? [] : [...scope.deptIds].sort()).toEqual([cityDeptId(SUZHOU), section.id].sort());
    expect((await visible(scope)).users).toEqual(expect.arrayContaining([sectionStaff, suzhouHead]));

    const provinceHead = await staff(PROVINCE_DEPT_ID);
    const everything = await scopes.scopeOf(principal(provinceHead, [below]), 't:list');
    expect(everything.all ? 0 : everything.deptIds.length).toBe(15);
    expect(everything).toMatchObject({ provinceWide: true });
  });

  it('gives custom departments, self only, and the union of the roles that grant the permission in use', async () => {
    const scopes = createDataScopes(fixture.handle);
    const custom = await role('t_custom', '2', ['t:list'], [cityDeptId(NANJING), cityDeptId(SUZHOU)]);
    const self = await role('t_self', '5', ['t:list']);
    const other = await role('t_other', '1', ['t:other']);
    const id = await staff(null);
    const customScope = await scopes.scopeOf(principal(id, [custom]), 't:list');
    expect(customScope.all ? [] : [...customScope.cityCodes].sort()).toEqual([NANJING, SUZHOU]);

    const selfScope = await scopes.scopeOf(principal(id, [self]), 't:list');
    expect(selfScope).toMatchObject({ all: false, self: true, cityCodes: [], provinceWide: false });
    expect(await visible(selfScope)).toEqual({ cities: [], users: [id] });

    // The all-data role grants another permission: it does not widen this one.
    const united = await scopes.scopeOf(principal(id, [custom, self, other]), 't:list');
    expect(united).toMatchObject({ all: false, self: true });
    expect(united.all ? [] : [...united.cityCodes].sort()).toEqual([NANJING, SUZHOU]);
    expect(await scopes.scopeOf(principal(id, [custom, self, other]), 't:other')).toEqual({ all: true });

    // A disabled role counts for nothing.
    await fixture.handle.db.updateTable('role').set({ status: '1' }).where('code', '=', custom).execute();
    const without = await scopes.scopeOf(principal(id, [custom, self]), 't:list');
    expect(without).toMatchObject({ cityCodes: [], self: true });
  });

  it('counts only departments that exist and answers nothing for a role-less account', async () => {
    const scopes = createDataScopes(fixture.handle);
    const id = await staff(cityDeptId(NANJING));
    const none = await scopes.scopeOf(principal(id, []), 't:list');
    expect(await visible(none)).toEqual({ cities: [], users: [] });
    const count = await sql<{ n: number }>`SELECT count(*)::int AS n FROM dept`.execute(fixture.handle.db);
    expect(count.rows[0]?.n).toBeGreaterThanOrEqual(14);
  });
});
