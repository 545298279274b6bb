// Which rows a government staff member may see (data scope, RuoYi's 数据权限), decided here once
// and applied by every list and read of users, enterprises and what enterprises own (filings, form
// records, consulting threads, facilities, map features).
//
// A role's scope is one of: all data; the role's own departments (role_dept); the user's
// department; the user's department and those below it; only the user's own rows. The roles that
// count are those granting the permission in use (every role of the user when the endpoint names
// none); several such roles unite their scopes. admin and a role with *:*:* see everything.
//
// Departments reach enterprises through their city: a department oversees the enterprises of its
// city (dept.city_code, or its nearest ancestor's); a department without one anywhere above it (the
// province bureau) oversees the whole province.
import { ALL_PERMISSION, isGovernmentStaff, SUPER_ROLE } from '@ent/core/auth';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';
import type { DataScopeCode } from '../db/schema';
import type { ServerPrincipal } from './context';

export type DataScope =
  | { readonly all: true }
  | {
      readonly all: false;
      /** Departments whose members (user accounts) may be seen. */
      readonly deptIds: readonly number[];
      /** Cities whose enterprises may be seen; empty with provinceWide false: none. */
      readonly cityCodes: readonly string[];
      /** Every enterprise of the province may be seen (a department without a city is in scope). */
      readonly provinceWide: boolean;
      /** The user's own rows (the account itself) are in scope. */
      readonly self: boolean;
      readonly userId: number;
    };

export const ALL_DATA: DataScope = { all: true };

interface RoleScopeRow {
  code: string;
  data_scope: DataScopeCode;
  id: number;
}

export function createDataScopes(handle: DatabaseHandle) {
  const { db } = handle;

  /** The caller's roles that grant `permission` (every enabled role when none is named). */
  async function rolesFor(principal: ServerPrincipal, permission: string | undefined): Promise<RoleScopeRow[]> {
    if (principal.roles.length === 0) return [];
    let query = db
      .selectFrom('role as r')
      .select(['r.id', 'r.code', 'r.data_scope'])
      .where('r.code', 'in', principal.roles)
      .where('r.status', '=', '0');
    if (permission)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('role_menu as rm')
            .innerJoin('menu as m', 'm.id', 'rm.menu_id')
            .select('rm.menu_id')
            .whereRef('rm.role_id', '=', 'r.id')
            .where('m.status', '=', '0')
            .where('m.perms', 'in', [permission, ALL_PERMISSION]),
        ),
      );
    return query.execute();
  }

  /** The departments below each of `deptIds`, with them. */
  async function withDescendants(deptIds: number[]): Promise<number[]> {
    if (deptIds.length === 0) return [];
    const rows = await db
      .selectFrom('dept')
      .select('id')
      .where((eb) =>
        eb.or([
          eb('id', 'in', deptIds),
          ...deptIds.map((id) => eb(sql<string>`',' || ancestors || ','`, 'like', `%,${id},%`)),
        ]),
      )
      .execute();
    return rows.map((row) => row.id);
  }

  /** Each department's city: its own, or its nearest ancestor's; null for the province. */
  async function citiesOf(deptIds: readonly number[]): Promise<{ cityCodes: string[]; provinceWide: boolean }> {
    if (deptIds.length === 0) return { cityCodes: [], provinceWide: false };
    const depts = await db
      .selectFrom('dept')
      .select(['id', 'ancestors', 'city_code'])
      .where('id', 'in', deptIds)
      .execute();
    const ancestorIds = [...new Set(depts.flatMap((d) => d.ancestors.split(',').filter(Boolean).map(Number)))];
    const ancestors = new Map(
      ancestorIds.length === 0
        ? []
        : (await db.selectFrom('dept').select(['id', 'city_code']).where('id', 'in', ancestorIds).execute()).map(
            (row) => [row.id, row.city_code] as const,
          ),
    );
    const cities = new Set<string>();
    let provinceWide = false;
    for (const dept of depts) {
      const chain = dept.ancestors.split(',').filter(Boolean).map(Number).reverse();
      const city = dept.city_code ?? chain.map((id) => ancestors.get(id)).find((code) => code) ?? null;
      if (city) cities.add(city);
      else provinceWide = true;
    }
    return { cityCodes: [...cities], provinceWide };
  }

  return {
    /**
     * The scope of `principal` for `permission`. Enterprise accounts are limited to their own
     * enterprise elsewhere (ownEnterprise); this is the staff's side.
     */
    async scopeOf(principal: ServerPrincipal, permission?: string): Promise<DataScope> {
      if (principal.roles.includes(SUPER_ROLE)) return ALL_DATA;
      const roles = await rolesFor(principal, permission);
      if (roles.some((role) => role.data_scope === '1')) return ALL_DATA;
      const user = await db
        .selectFrom('app_user')
        .select('dept_id')
        .where('id', '=', principal.userId)
        .executeTakeFirst();
      const own = user?.dept_id ?? null;
      const custom = roles.filter((role) => role.data_scope === '2').map((role) => role.id);
      const deptIds = new Set<number>();
      if (custom.length > 0)
        for (const row of await db.selectFrom('role_dept').select('dept_id').where('role_id', 'in', custom).execute())
          deptIds.add(row.dept_id);
      if (own !== null && roles.some((role) => role.data_scope === '3')) deptIds.add(own);
      if (own !== null && roles.some((role) => role.data_scope === '4'))
        for (const id of await withDescendants([own])) deptIds.add(id);
      const ids = [...deptIds];
      const { cityCodes, provinceWide } = await citiesOf(ids);
      return {
        all: false,
        deptIds: ids,
        cityCodes,
        provinceWide,
        self: roles.some((role) => role.data_scope === '5'),
        userId: principal.userId,
      };
    },
  };
}

export type DataScopes = ReturnType<typeof createDataScopes>;

/**
 * A condition on an enterprise's city column (e.g. `e.city_code`) that holds for the enterprises in
 * scope: `.where(enterpriseCityInScope(scope, 'e.city_code'))`.
 */
export function enterpriseCityInScope(scope: DataScope, cityColumn: string): RawBuilder<SqlBool> {
  if (scope.all || scope.provinceWide) return sql<SqlBool>`true`;
  if (scope.cityCodes.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(cityColumn)} = ANY(${[...scope.cityCodes]}::text[])`;
}

/**
 * A condition on user accounts (app_user aliased `alias`) that holds for the accounts in scope:
 * staff of the departments in scope, accounts of enterprises in scope, the user itself with self
 * scope.
 */
export function userInScope(scope: DataScope, alias: string): RawBuilder<SqlBool> {
  if (scope.all) return sql<SqlBool>`true`;
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const parts: RawBuilder<SqlBool>[] = [];
  if (scope.deptIds.length > 0) parts.push(sql<SqlBool>`${column('dept_id')} = ANY(${[...scope.deptIds]}::int[])`);
  if (scope.provinceWide) parts.push(sql<SqlBool>`${column('mainstay_id')} IS NOT NULL`);
  else if (scope.cityCodes.length > 0)
    parts.push(
      sql<SqlBool>`${column('mainstay_id')} IN (SELECT id FROM enterprise WHERE city_code = ANY(${[...scope.cityCodes]}::text[]))`,
    );
  if (scope.self) parts.push(sql<SqlBool>`${column('id')} = ${scope.userId}`);
  return parts.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`(${sql.join(parts, sql` OR `)})`;
}

/** Whether government staff's scope is needed at all: enterprise accounts are limited otherwise. */
export function needsScope(principal: ServerPrincipal): boolean {
  return isGovernmentStaff(principal);
}
