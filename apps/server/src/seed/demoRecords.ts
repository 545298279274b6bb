// Demo records behind the desks and the bell: facilities, projects, report tasks, notices and
// bulletins for the demo enterprises. Deterministic, so every fresh start shows the same figures.
import { JIANGSU_CITIES } from '@ent/core/platform';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DEMO_FORMS } from './demoForms';

const FACILITY_TYPES = ['pv', 'wind', 'storage', 'heat', 'gas', 'hydrogen'] as const;
const PROJECT_STATUSES = ['approved', 'submitted', 'draft', 'rejected'] as const;
/** The demo projects of each enterprise; the first and last are distributed, the others centralised. */
export const PROJECT_KINDS = ['屋顶分布式光伏', '集中式光伏', '渔光互补光伏', '工商业分布式光伏'] as const;

/** A small seeded generator (mulberry32): the same data on every start. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function monthsAgo(months: number, day: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() - months, day, 10, 0, 0);
}

function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const NOTICES = [
  // Asks for the enterprise report, which /configlist fills; the PV filing form's coordinate is
  // given by 项目备案's own pages.
  { title: '关于填报2026年度企业基本情况表的通知', type: '1', form: true },
  { title: '关于做好迎峰度冬期间能源保供工作的通知', type: '1', form: false },
  { title: '江苏省新能源项目库入库工作说明', type: '2', form: false },
  { title: '关于更新企业基本信息的提醒', type: '1', form: false },
  { title: '平台系统升级维护公告', type: '2', form: false },
  { title: '关于报送光伏项目建设进度的通知', type: '1', form: false },
] as const;

const BULLETINS = [
  { title: '江苏省能源局关于发布2026年度光伏发电项目开发建设方案的公告', isPublic: true },
  { title: '关于公示第三批省级新型储能示范项目的公告', isPublic: true },
  { title: '关于组织开展能源企业数据填报培训的通知', isPublic: false },
  { title: '关于平台用户手册更新的说明', isPublic: false },
];

async function seedEnterpriseRecords(
  trx: Transaction<Database>,
  enterprises: Array<{ id: number; city_code: string | null }>,
) {
  const next = random(20_261_122);
  const facilities = [];
  const projects = [];
  const reports = [];
  for (const [index, enterprise] of enterprises.entries()) {
    const city = JIANGSU_CITIES.find((c) => c.code === enterprise.city_code) ?? JIANGSU_CITIES[0];
    for (let i = 0; i < 3; i += 1) {
      const type = FACILITY_TYPES[(index + i) % FACILITY_TYPES.length] ?? 'pv';
      facilities.push({
        mainstay_id: enterprise.id,
        name: `${city.name.replace('市', '')}${['一期', '二期', '三期'][i]}${({ pv: '光伏电站', wind: '风电场', storage: '储能电站', heat: '热电联产', gas: '燃气电厂', hydrogen: '制氢站' } as const)[type]}`,
        facility_type: type,
        capacity_mw: Math.round((5 + next() * 195) * 100) / 100,
        city_code: city.code,
        address: `${city.name}能源产业园${i + 1}号`,
        longitude: Math.round((city.center[0] + (next() - 0.5) * 0.3) * 1e6) / 1e6,
        latitude: Math.round((city.center[1] + (next() - 0.5) * 0.3) * 1e6) / 1e6,
        status: i === 2 && index % 3 === 0 ? '1' : '0',
        create_time: monthsAgo(Math.floor(next() * 18), 1 + Math.floor(next() * 27)),
      });
    }
    for (let i = 0; i < 4; i += 1) {
      const status = PROJECT_STATUSES[(index + i) % PROJECT_STATUSES.length] ?? 'draft';
      projects.push({
        mainstay_id: enterprise.id,
        name: `${city.name}${PROJECT_KINDS[i]}项目（${2026 - (i % 2)}）`,
        // Every demo project is a PV filing (seed/demoFilings.ts adds its form values).
        project_type: 'pv',
        capacity_mw: Math.round((10 + next() * 290) * 100) / 100,
        investment: Math.round((5000 + next() * 95_000) * 100) / 100,
        city_code: city.code,
        filing_status: status,
        is_major: i === 1 || (i === 2 && index % 2 === 0),
        create_time: monthsAgo(Math.floor(next() * 12), 1 + Math.floor(next() * 27)),
      });
    }
    // Monthly data reports: the past eleven submitted, this month's open, one overdue for some.
    for (let m = 11; m >= 0; m -= 1) {
      const due = monthsAgo(m, 25);
      const period = isoDate(monthsAgo(m + 1, 1)).slice(0, 7);
      const overdue = m === 1 && index % 4 === 0;
      const open = m === 0 || overdue;
      reports.push({
        mainstay_id: enterprise.id,
        title: `能源数据月报（${period}）`,
        period,
        due_date: isoDate(due),
        status: open ? (overdue ? 'draft' : 'pending') : 'submitted',
        submit_time: open ? null : monthsAgo(m, 18 + Math.floor(next() * 6)),
      });
    }
  }
  await trx.insertInto('facility').values(facilities).execute();
  await trx.insertInto('project').values(projects).execute();
  await trx.insertInto('report_task').values(reports).execute();
}

async function seedNotices(
  trx: Transaction<Database>,
  users: Array<{ id: number; username: string }>,
  adminId: number,
) {
  // ent_demo gets all six (so the bell shows only the first three), the others fewer.
  const counts: Record<string, number> = { ent_demo: 6, xny_demo: 2, yq_demo: 1, new_demo: 1 };
  const reportForm = await trx
    .selectFrom('form_definition')
    .select('id')
    .where('form_key', '=', DEMO_FORMS.enterpriseBasic.formKey)
    .executeTakeFirstOrThrow();
  for (const [index, notice] of NOTICES.entries()) {
    const { notice_id } = await trx
      .insertInto('notice')
      .values({
        notice_title: notice.title,
        notice_type: notice.type,
        notice_content: `<p>${notice.title}。</p><p>请各有关企业按要求及时办理，如有疑问请联系平台技术支持。</p>`,
        form_id: notice.form ? reportForm.id : null,
        created_by: adminId,
        create_time: new Date(Date.now() - index * 86_400_000),
      })
      .returning('notice_id')
      .executeTakeFirstOrThrow();
    const recipients = users.filter((user) => index < (counts[user.username] ?? 0));
    if (recipients.length > 0) {
      await trx
        .insertInto('notice_recipient')
        .values(
          recipients.map((user) => ({ notice_id, user_id: user.id, is_read: '0', status: notice.form ? '0' : '1' })),
        )
        .execute();
    }
  }
  await trx
    .insertInto('bulletin')
    .values(
      BULLETINS.map((bulletin, index) => ({
        title: bulletin.title,
        content: `<p>${bulletin.title}。</p><p>详情请登录平台查看。</p>`,
        is_public: bulletin.isPublic,
        publish_time: new Date(Date.now() - index * 3 * 86_400_000),
        created_by: adminId,
      })),
    )
    .execute();
}

export async function seedDemoRecords(trx: Transaction<Database>): Promise<void> {
  const enterprises = await trx
    .selectFrom('enterprise')
    .select(['id', 'city_code'])
    .where('info_complete', '=', true)
    .orderBy('id')
    .execute();
  await seedEnterpriseRecords(trx, enterprises);
}

/** The notices and bulletins: after the forms, since a notice asks for one of them. */
export async function seedDemoNotices(trx: Transaction<Database>): Promise<void> {
  const users = await trx.selectFrom('app_user').select(['id', 'username']).where('type_of', '=', '1').execute();
  const admin = await trx.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  await seedNotices(trx, users, admin.id);
}
