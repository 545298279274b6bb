// The back office's reference data: the province's energy bureau with its 13 city bureaus, the
// posts, the roles of separated duties (三权分立) and of city staff, and the identity controls'
// parameters. The back-office pages add their menus in steps of their own, with their pages.
import { SECURITY_SETTINGS } from '@ent/core/auth';
import { BACKOFFICE_SEED_TEXT, SECURITY_SETTING_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type SeedStep, syncIdentity } from './seedStep';

/** The province bureau's id; city bureau i (JIANGSU_CITIES order) is PROVINCE_DEPT_ID + 1 + i. */
export const PROVINCE_DEPT_ID = 100;

/** Roles of separated duties: none of them holds everything (GB/T 22239 8.1.4.2). */
export const DUTY_ROLES = {
  sysadmin: { id: 11, code: 'sysadmin', sort: 11, data_scope: '1' },
  secadmin: { id: 12, code: 'secadmin', sort: 12, data_scope: '1' },
  auditadmin: { id: 13, code: 'auditadmin', sort: 13, data_scope: '1' },
} as const;

/** Staff of a city bureau: the enterprises of their own department's city. */
export const CITY_GOV_ROLE = { id: 14, code: 'cityGov', sort: 14, data_scope: '3' } as const;

export function cityDeptId(cityCode: string): number {
  const index = JIANGSU_CITIES.findIndex((city) => city.code === cityCode);
  if (index === -1) throw new Error(`unknown city ${cityCode}`);
  return PROVINCE_DEPT_ID + 1 + index;
}

async function seedDepartments(db: Kysely<Database>) {
  await db
    .insertInto('dept')
    .values([
      {
        id: PROVINCE_DEPT_ID,
        parent_id: null,
        ancestors: '',
        name: BACKOFFICE_SEED_TEXT.provinceBureau,
        order_num: 0,
        city_code: null,
      },
      ...JIANGSU_CITIES.map((city, index) => ({
        id: cityDeptId(city.code),
        parent_id: PROVINCE_DEPT_ID,
        ancestors: String(PROVINCE_DEPT_ID),
        name: BACKOFFICE_SEED_TEXT.cityBureau(city.name),
        order_num: index + 1,
        city_code: city.code,
      })),
    ])
    .execute();
  await syncIdentity(db, 'dept');
  // Staff accounts of earlier releases named their department as text.
  await db
    .updateTable('app_user')
    .set({ dept_id: PROVINCE_DEPT_ID })
    .where('type_of', '=', '2')
    .where('dept_id', 'is', null)
    .execute();
}

async function seedPosts(db: Kysely<Database>) {
  await db
    .insertInto('post')
    .values(
      BACKOFFICE_SEED_TEXT.posts.map((post, index) => ({ code: post.code, name: post.name, order_num: index + 1 })),
    )
    .execute();
}

async function seedRoles(db: Kysely<Database>) {
  const text = BACKOFFICE_SEED_TEXT.roles;
  await db
    .insertInto('role')
    .values([
      ...Object.values(DUTY_ROLES).map((role) => ({
        ...role,
        name: text[role.code].name,
        remark: text[role.code].remark,
      })),
      { ...CITY_GOV_ROLE, name: text.cityGov.name, remark: text.cityGov.remark },
    ])
    .execute();
  await syncIdentity(db, 'role');
}

async function seedSecuritySettings(db: Kysely<Database>) {
  await db
    .insertInto('sys_parameter')
    .values(
      Object.entries(SECURITY_SETTINGS).map(([name, setting]) => ({
        code: setting.code,
        value: String(setting.defaultValue),
        remark: SECURITY_SETTING_TEXT[name as keyof typeof SECURITY_SETTINGS],
        is_public: false,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

export const BACKOFFICE_STEP: SeedStep = {
  name: 'backoffice',
  async run(trx) {
    await seedDepartments(trx);
    await seedPosts(trx);
    await seedRoles(trx);
    await seedSecuritySettings(trx);
  },
};
