// Reference data every deployment needs (roles, menus, parameters, password policy, the SPA's
// OAuth client, friend links). Inserted once, into an empty database; administrators edit it later.
import { WEB_CLIENT } from '@ent/core/api';
import { TITLE_TEXT } from '@ent/core/messages';
import { FLAVOURS, flavourProfile } from '@ent/core/platform';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, MenuTable } from '../db/schema';
import { DOWNLOADS } from '../domains/files/downloads';

export const ROLES = [
  { id: 1, code: 'admin', name: '超级管理员', sort: 1 },
  { id: 2, code: 'gov', name: '政府工作人员', sort: 2 },
  { id: 3, code: 'enterprise', name: '企业用户', sort: 3 },
  { id: 4, code: 'newEnergy', name: '新能源企业', sort: 4 },
  { id: 5, code: 'oilGasReport', name: '油气报送企业', sort: 5 },
] as const;

type MenuSeed = Insertable<MenuTable> & { id: number; roles: string[] };

const ENTERPRISE_ROLES = ['enterprise', 'newEnergy', 'oilGasReport'];

function menus(): MenuSeed[] {
  const desks: MenuSeed[] = FLAVOURS.map((flavour, index) => {
    const profile = flavourProfile(flavour);
    return {
      id: 1 + index,
      parent_id: null,
      menu_type: 'C',
      path: profile.landing,
      component: profile.landingComponent,
      title: profile.landingTitle,
      icon: 'dashboard',
      affix: true,
      order_num: 0,
      flavours: flavour,
      roles: ['gov', ...ENTERPRISE_ROLES],
    };
  });
  const page = (
    id: number,
    parent: number,
    path: string,
    component: string,
    title: string,
    roles: string[],
    extra: Partial<MenuSeed> = {},
  ): MenuSeed => ({
    id,
    parent_id: parent,
    menu_type: 'C',
    path,
    component,
    title,
    order_num: id,
    roles,
    ...extra,
  });
  const dir = (
    id: number,
    path: string,
    title: string,
    icon: string,
    roles: string[],
    extra: Partial<MenuSeed> = {},
  ): MenuSeed => ({
    id,
    parent_id: null,
    menu_type: 'M',
    path,
    title,
    icon,
    order_num: id,
    roles,
    ...extra,
  });
  const button = (id: number, parent: number, title: string, perms: string, roles: string[]): MenuSeed => ({
    id,
    parent_id: parent,
    menu_type: 'F',
    path: '',
    title,
    perms,
    order_num: id,
    roles,
  });
  return [
    ...desks,
    dir(10, '/datareporting', '数据填报', 'form', ENTERPRISE_ROLES, { always_show: true }),
    page(11, 10, 'list', 'datareporting/list', '数据填报', ENTERPRISE_ROLES, { perms: 'datareporting:list' }),
    // Government staff reach the project filings to review them (facilities stay enterprise-only).
    dir(20, '/dataAdministration', '数据管理', 'table', ['enterprise', 'newEnergy', 'gov']),
    page(
      21,
      20,
      'informationFilling',
      'dataAdministration/informationFilling/index',
      '项目备案',
      ['enterprise', 'newEnergy', 'gov'],
      { perms: 'project:filing:list' },
    ),
    page(22, 20, 'energyBody', 'dataAdministration/energyBody/index', '能源设施', ['enterprise', 'newEnergy'], {
      perms: 'energyBody:list',
    }),
    page(23, 20, 'addEnergyBody', 'dataAdministration/energyBody/edit', '设置能源设施', ['enterprise', 'newEnergy'], {
      hidden: true,
      active_menu: '/dataAdministration/energyBody',
      perms: 'energyBody:edit',
      // The form is opened afresh each time (new, or the facility named by ?id).
      no_cache: true,
    }),
    dir(30, '/zqhd', '政企互动', 'message', [...ENTERPRISE_ROLES, 'gov']),
    page(31, 30, 'notice', 'zqhd/notice/index', '政企资讯', [...ENTERPRISE_ROLES, 'gov']),
    page(32, 30, 'consultingAdviceManage', 'zqhd/consultingAdvice/index', '咨询建议', [...ENTERPRISE_ROLES, 'gov'], {
      perms: 'zqhd:advice:list',
    }),
    button(311, 31, '资讯发布', 'zqhd:news:add', ['gov']),
    button(312, 31, '资讯修改', 'zqhd:news:edit', ['gov']),
    button(313, 31, '资讯删除', 'zqhd:news:remove', ['gov']),
    button(314, 31, '公告发布', 'zqhd:bulletin:add', ['gov']),
    button(315, 31, '公告修改', 'zqhd:bulletin:edit', ['gov']),
    button(316, 31, '公告删除', 'zqhd:bulletin:remove', ['gov']),
    button(321, 32, '咨询提交', 'zqhd:advice:add', ENTERPRISE_ROLES),
    button(322, 32, '咨询答复', 'zqhd:advice:answer', ['gov']),
    dir(50, '/system', '系统管理', 'system', ['gov']),
    page(54, 50, 'notice', 'system/notice/index', '通知公告', ['gov'], { perms: 'system:notice:list' }),
    button(541, 54, '公告查询', 'system:notice:query', ['gov']),
    button(542, 54, '公告新增', 'system:notice:add', ['gov']),
    button(543, 54, '公告修改', 'system:notice:edit', ['gov']),
    button(544, 54, '公告删除', 'system:notice:remove', ['gov']),
    button(545, 54, '公告导出', 'system:notice:export', ['gov']),
    page(55, 50, 'downloadFile', 'system/downloadFile/index', '下载文件', [], { perms: 'system:downloadFile:list' }),
    page(56, 50, 'form', 'system/form/index', '表单定义', ['gov'], { perms: 'form:definition:list' }),
    button(561, 56, '表单导入', 'form:definition:add', ['gov']),
    button(562, 56, '表单修改', 'form:definition:edit', ['gov']),
    button(563, 56, '表单删除', 'form:definition:remove', ['gov']),
    button(564, 56, '表单下发', 'form:definition:assign', ['gov']),
    button(551, 55, '替换文件', 'system:downloadFile:edit', []),
    // Administrators only: the messages kept while no SMS gateway is configured.
    page(59, 50, 'smsOutbox', 'system/smsOutbox/index', '短信发件箱', [], { perms: 'system:smsOutbox:list' }),
  ];
}

export const DEFAULT_PASSWORD_POLICY = {
  id: 1,
  max_strength: 20,
  mix_strength: 8,
  rule_composition: '1,2,3,4',
  rule_count: 3,
  tips: '密码长度为8-20位，须包含数字、小写字母、大写字母、特殊字符中的至少3种',
};

const JUMP_URLS = [
  { code: 'DTZX', name: '绿色低碳', url: 'https://fzggw.jiangsu.gov.cn/', sort: 1 },
  { code: 'NYJJ', name: '能源经济', url: 'https://www.nea.gov.cn/', sort: 2 },
  { code: 'GGFW', name: '公共服务', url: 'https://www.jszwfw.gov.cn/', sort: 3 },
  { code: 'XZNX', name: '行业能效', url: 'https://gxt.jiangsu.gov.cn/', sort: 4 },
  { code: 'SJGX', name: '数据共享', url: 'https://data.jiangsu.gov.cn/', sort: 5 },
];

/** Resets an identity sequence after rows were inserted with explicit ids. */
async function syncIdentity(db: Kysely<Database>, table: 'menu' | 'role') {
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
    db,
  );
}

export async function seedReference(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('role').select('id').limit(1).execute();
  if (existing.length > 0) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('role')
      .values([...ROLES])
      .execute();
    await syncIdentity(trx, 'role');
    const rows = menus();
    await trx
      .insertInto('menu')
      .values(rows.map(({ roles: _roles, ...row }) => row))
      .execute();
    await syncIdentity(trx, 'menu');
    const grants = rows.flatMap((row) =>
      row.roles.map((code) => ({ role_id: ROLES.find((r) => r.code === code)?.id ?? 0, menu_id: row.id })),
    );
    await trx.insertInto('role_menu').values(grants).execute();
    await trx
      .insertInto('sys_parameter')
      .values([
        { code: 'apiEncrypt', value: '0', remark: "'0' 时写请求必须使用加密报文", is_public: true },
        {
          code: 'ent-grey-router',
          value: '',
          remark: '灰度发布：{"prefix":"/ent-grey","paths":["/..."]}',
          is_public: true,
        },
        { code: 'title-xny-ent', value: TITLE_TEXT.defaultTitle, remark: '新能源版平台标题', is_public: true },
        { code: 'ent-support-phone', value: '025-83290000', remark: '页脚技术支持电话', is_public: true },
        { code: 'ent-icp-record', value: '苏ICP备2026000001号', remark: '页脚 ICP 备案号', is_public: true },
        { code: 'ent-moved-to', value: '', remark: '平台迁址提示：新地址（为空则不提示）', is_public: true },
        {
          code: 'ent-unclickable-menus',
          value: '/zqhd',
          remark: '顶部菜单中只展开、不跳转的菜单（逗号分隔的路径）',
          is_public: true,
        },
      ])
      .execute();
    await trx.insertInto('password_policy').values(DEFAULT_PASSWORD_POLICY).execute();
    await trx
      .insertInto('oauth_client')
      .values({ client_id: WEB_CLIENT.clientId, client_secret: WEB_CLIENT.clientSecret, name: '企业端网页' })
      .execute();
    await trx.insertInto('jump_url').values(JUMP_URLS).execute();
    await trx
      .insertInto('download_file')
      .values(
        Object.entries(DOWNLOADS).map(([code, spec]) => ({
          code,
          title: spec.title,
          file_name: null,
          original_name: null,
          updated_by: null,
        })),
      )
      .execute();
  });
  return true;
}
