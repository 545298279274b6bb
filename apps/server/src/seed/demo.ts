// Demo data for a first start with DEMO_SEED=on: an enterprise in each of the province's 13 cities
// and the README's demo accounts (password Demo#2026), one for each role and flavour.

import { BACKOFFICE_SEED_TEXT, REFERENCE_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { creditCodeCheckChar } from '@ent/core/validate';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../domains/auth/passwords';
import { CITY_GOV_ROLE, cityDeptId, PROVINCE_DEPT_ID } from './backoffice';
import { seedDemoFilings } from './demoFilings';
import { seedDemoForms } from './demoForms';
import { seedDemoMap } from './demoMap';
import { seedDemoNotices, seedDemoRecords } from './demoRecords';
import { seedDemoZqhd } from './demoZqhd';
import { ROLES } from './reference';

export const DEMO_PASSWORD = 'Demo#2026';

const ENTERPRISE_NAMES = [
  '南京苏能新能源科技有限公司',
  '无锡太湖光伏发电有限公司',
  '徐州淮海能源集团有限公司',
  '常州天合储能科技有限公司',
  '苏州工业园区综合能源服务有限公司',
  '南通海上风电开发有限公司',
  '连云港港口油气储运有限公司',
  '淮安清洁能源投资有限公司',
  '盐城滨海风电有限公司',
  '扬州江淮天然气有限公司',
  '镇江长江能源发展有限公司',
  '泰州新材料热电有限公司',
  '宿迁绿色能源开发有限公司',
];

function creditCode(cityCode: string, serial: number): string {
  const first17 = `91${cityCode}MA${String(serial).padStart(7, '0')}`;
  return first17 + creditCodeCheckChar(first17);
}

interface DemoUser {
  username: string;
  fullName: string;
  typeOf: '1' | '2';
  roles: string[];
  /** Index into the seeded enterprises, or null for government staff. */
  enterprise: number | null;
  phone: string;
  deptName?: string;
  /** Staff's department; the province bureau unless given. */
  deptId?: number;
}

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    fullName: REFERENCE_TEXT.administrator.fullName,
    typeOf: '2',
    roles: ['admin'],
    enterprise: null,
    phone: '02583290000',
    deptName: REFERENCE_TEXT.administrator.deptName,
  },
  { username: 'ent_demo', fullName: '张明', typeOf: '1', roles: ['enterprise'], enterprise: 0, phone: '13805170001' },
  {
    username: 'xny_demo',
    fullName: '李华',
    typeOf: '1',
    roles: ['enterprise', 'newEnergy'],
    enterprise: 4,
    phone: '13805170002',
  },
  { username: 'yq_demo', fullName: '王强', typeOf: '1', roles: ['oilGasReport'], enterprise: 6, phone: '13805170003' },
  // The 14th enterprise registered but never completed its information.
  { username: 'new_demo', fullName: '赵敏', typeOf: '1', roles: ['enterprise'], enterprise: 13, phone: '13805170004' },
  // A city bureau's staff: the data scope of role cityGov limits every list and figure to 南京.
  {
    username: 'nj_demo',
    fullName: '刘洋',
    typeOf: '2',
    roles: ['cityGov'],
    enterprise: null,
    phone: '13805170005',
    deptName: BACKOFFICE_SEED_TEXT.cityBureau('南京市'),
    deptId: cityDeptId('320100'),
  },
];

// The reference roles, and the city bureau's role the back office's step adds.
function demoRoleId(code: string): number {
  const id = code === CITY_GOV_ROLE.code ? CITY_GOV_ROLE.id : ROLES.find((role) => role.code === code)?.id;
  if (id === undefined) throw new Error(`demo seed: unknown role ${code}`);
  return id;
}

export async function seedDemo(db: Kysely<Database>, dataDir: string): Promise<boolean> {
  const existing = await db.selectFrom('app_user').select('id').limit(1).execute();
  if (existing.length > 0) return false;
  // Hash before the transaction: argon2 is slow by design and must not hold the database.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    const enterprises = await trx
      .insertInto('enterprise')
      .values([
        ...JIANGSU_CITIES.map((city, index) => ({
          name: ENTERPRISE_NAMES[index] ?? `${city.name}能源企业`,
          credit_code: creditCode(city.code, index + 1),
          city_code: city.code,
          city_name: city.name,
          address: `江苏省${city.name}经济开发区能源路${index + 1}号`,
          legal_person: `${['陈', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗'][index]}总`,
          contact_name: '联系人',
          contact_phone: `1390000${String(index + 1).padStart(4, '0')}`,
          info_complete: true,
        })),
        {
          name: '南京新注册能源有限公司',
          credit_code: creditCode('320100', 99),
          city_code: null,
          city_name: null,
          address: null,
          legal_person: null,
          contact_name: null,
          contact_phone: null,
          info_complete: false,
        },
      ])
      .returning('id')
      .execute();
    for (const [index, user] of DEMO_USERS.entries()) {
      const { id } = await trx
        .insertInto('app_user')
        .values({
          username: user.username,
          password_hash: hashes[index] ?? '',
          full_name: user.fullName,
          nickname: user.fullName,
          phone: user.phone,
          type_of: user.typeOf,
          mainstay_id: user.enterprise === null ? null : (enterprises[user.enterprise]?.id ?? null),
          dept_name: user.deptName ?? null,
          dept_id: user.typeOf === '2' ? (user.deptId ?? PROVINCE_DEPT_ID) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_role')
        .values(user.roles.map((code) => ({ user_id: id, role_id: demoRoleId(code) })))
        .execute();
    }
    await seedDemoRecords(trx);
    await seedDemoForms(trx, dataDir);
    await seedDemoNotices(trx);
    await seedDemoZqhd(trx, dataDir);
    await seedDemoFilings(trx, dataDir);
    await seedDemoMap(trx);
  });
  return true;
}
