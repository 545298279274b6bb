// Reference data every deployment needs (roles, menus, parameters, password policy, the SPA's
// OAuth client, friend links, the first administrator). Inserted once, into an empty database;
// administrators edit it later. Its texts are in core's messages (MENU_TEXT, REFERENCE_TEXT).
import { WEB_CLIENT } from '@ent/core/api';
import { PASSWORD_MAX_LENGTH } from '@ent/core/auth';
import { MENU_TEXT, REFERENCE_TEXT, SHELL_TEXT, TITLE_TEXT } from '@ent/core/messages';
import { FLAVOURS, flavourProfile } from '@ent/core/platform';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../domains/auth/passwords';
import { DOWNLOADS } from '../domains/files/downloads';
import { DUTY_ROLES, PROVINCE_DEPT_ID } from './backoffice';
import { insertMenus, type MenuSeed, menuButton, menuDir, menuPage } from './menuSeeds';
import { syncIdentity } from './seedStep';

export const ROLES = [
  { id: 1, code: 'admin', name: REFERENCE_TEXT.roles.admin, sort: 1 },
  { id: 2, code: 'gov', name: REFERENCE_TEXT.roles.gov, sort: 2 },
  { id: 3, code: 'enterprise', name: REFERENCE_TEXT.roles.enterprise, sort: 3 },
  { id: 4, code: 'newEnergy', name: REFERENCE_TEXT.roles.newEnergy, sort: 4 },
  { id: 5, code: 'oilGasReport', name: REFERENCE_TEXT.roles.oilGasReport, sort: 5 },
] as const;

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
  return [
    ...desks,
    menuDir(10, '/datareporting', MENU_TEXT.dataReporting, 'form', ENTERPRISE_ROLES, { always_show: true }),
    menuPage(11, 10, 'list', 'datareporting/list', MENU_TEXT.dataReporting, ENTERPRISE_ROLES, {
      perms: 'datareporting:list',
    }),
    // Government staff reach the project filings to review them (facilities stay enterprise-only).
    menuDir(20, '/dataAdministration', MENU_TEXT.dataAdministration, 'table', ['enterprise', 'newEnergy', 'gov']),
    menuPage(
      21,
      20,
      'informationFilling',
      'dataAdministration/informationFilling/index',
      MENU_TEXT.filings,
      ['enterprise', 'newEnergy', 'gov'],
      { perms: 'project:filing:list' },
    ),
    menuPage(
      22,
      20,
      'energyBody',
      'dataAdministration/energyBody/index',
      MENU_TEXT.facilities,
      ['enterprise', 'newEnergy'],
      {
        perms: 'energyBody:list',
      },
    ),
    menuPage(
      23,
      20,
      'addEnergyBody',
      'dataAdministration/energyBody/edit',
      MENU_TEXT.facilityEdit,
      ['enterprise', 'newEnergy'],
      {
        hidden: true,
        active_menu: '/dataAdministration/energyBody',
        perms: 'energyBody:edit',
        // The form is opened afresh each time (new, or the facility named by ?id).
        no_cache: true,
      },
    ),
    menuDir(30, '/zqhd', MENU_TEXT.zqhd, 'message', [...ENTERPRISE_ROLES, 'gov']),
    menuPage(31, 30, 'notice', 'zqhd/notice/index', MENU_TEXT.news, [...ENTERPRISE_ROLES, 'gov']),
    menuPage(
      32,
      30,
      'consultingAdviceManage',
      'zqhd/consultingAdvice/index',
      MENU_TEXT.consulting,
      [...ENTERPRISE_ROLES, 'gov'],
      {
        perms: 'zqhd:advice:list',
      },
    ),
    menuButton(311, 31, MENU_TEXT.buttons.newsAdd, 'zqhd:news:add', ['gov']),
    menuButton(312, 31, MENU_TEXT.buttons.newsEdit, 'zqhd:news:edit', ['gov']),
    menuButton(313, 31, MENU_TEXT.buttons.newsRemove, 'zqhd:news:remove', ['gov']),
    menuButton(314, 31, MENU_TEXT.buttons.bulletinAdd, 'zqhd:bulletin:add', ['gov']),
    menuButton(315, 31, MENU_TEXT.buttons.bulletinEdit, 'zqhd:bulletin:edit', ['gov']),
    menuButton(316, 31, MENU_TEXT.buttons.bulletinRemove, 'zqhd:bulletin:remove', ['gov']),
    menuButton(321, 32, MENU_TEXT.buttons.adviceAdd, 'zqhd:advice:add', ENTERPRISE_ROLES),
    menuButton(322, 32, MENU_TEXT.buttons.adviceAnswer, 'zqhd:advice:answer', ['gov']),
    menuDir(50, '/system', MENU_TEXT.system, 'system', ['gov']),
    menuPage(54, 50, 'notice', 'system/notice/index', MENU_TEXT.notices, ['gov'], { perms: 'system:notice:list' }),
    menuButton(541, 54, MENU_TEXT.buttons.noticeQuery, 'system:notice:query', ['gov']),
    menuButton(542, 54, MENU_TEXT.buttons.noticeAdd, 'system:notice:add', ['gov']),
    menuButton(543, 54, MENU_TEXT.buttons.bulletinEdit, 'system:notice:edit', ['gov']),
    menuButton(544, 54, MENU_TEXT.buttons.bulletinRemove, 'system:notice:remove', ['gov']),
    menuButton(545, 54, MENU_TEXT.buttons.noticeExport, 'system:notice:export', ['gov']),
    menuPage(55, 50, 'downloadFile', 'system/downloadFile/index', MENU_TEXT.downloads, [], {
      perms: 'system:downloadFile:list',
    }),
    menuPage(56, 50, 'form', 'system/form/index', MENU_TEXT.formDefinitions, ['gov'], {
      perms: 'form:definition:list',
    }),
    menuButton(561, 56, MENU_TEXT.buttons.formImport, 'form:definition:add', ['gov']),
    menuButton(562, 56, MENU_TEXT.buttons.formEdit, 'form:definition:edit', ['gov']),
    menuButton(563, 56, MENU_TEXT.buttons.formRemove, 'form:definition:remove', ['gov']),
    menuButton(564, 56, MENU_TEXT.buttons.formAssign, 'form:definition:assign', ['gov']),
    menuButton(551, 55, MENU_TEXT.buttons.downloadReplace, 'system:downloadFile:edit', []),
    // Administrators only: the messages kept while no SMS gateway is configured.
    menuPage(59, 50, 'smsOutbox', 'system/smsOutbox/index', MENU_TEXT.smsOutbox, [], {
      perms: 'system:smsOutbox:list',
    }),
  ];
}

export const DEFAULT_PASSWORD_POLICY = {
  id: 1,
  max_strength: PASSWORD_MAX_LENGTH,
  mix_strength: 8,
  rule_composition: '1,2,3,4',
  rule_count: 3,
  tips: REFERENCE_TEXT.passwordPolicyTips,
};

const JUMP_URLS = [
  { code: 'DTZX', name: SHELL_TEXT.friendLinks.DTZX, url: 'https://fzggw.jiangsu.gov.cn/', sort: 1 },
  { code: 'NYJJ', name: SHELL_TEXT.friendLinks.NYJJ, url: 'https://www.nea.gov.cn/', sort: 2 },
  { code: 'GGFW', name: SHELL_TEXT.friendLinks.GGFW, url: 'https://www.jszwfw.gov.cn/', sort: 3 },
  { code: 'XZNX', name: SHELL_TEXT.friendLinks.XZNX, url: 'https://gxt.jiangsu.gov.cn/', sort: 4 },
  { code: 'SJGX', name: SHELL_TEXT.friendLinks.SJGX, url: 'https://data.jiangsu.gov.cn/', sort: 5 },
];

/** The first reference data: roles, menus, parameters, the password policy, clients, links. */
export async function seedReference(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('role')
    .values([...ROLES])
    .execute();
  await syncIdentity(trx, 'role');
  await insertMenus(trx, menus());
  await trx
    .insertInto('sys_parameter')
    .values([
      { code: 'apiEncrypt', value: '0', remark: REFERENCE_TEXT.parameters.apiEncrypt, is_public: true },
      {
        code: 'ent-grey-router',
        value: '',
        remark: REFERENCE_TEXT.parameters['ent-grey-router'],
        is_public: true,
      },
      {
        code: 'title-xny-ent',
        value: TITLE_TEXT.defaultTitle,
        remark: REFERENCE_TEXT.parameters['title-xny-ent'],
        is_public: true,
      },
      {
        code: 'ent-support-phone',
        value: '025-83290000',
        remark: REFERENCE_TEXT.parameters['ent-support-phone'],
        is_public: true,
      },
      {
        code: 'ent-icp-record',
        value: REFERENCE_TEXT.icpRecord,
        remark: REFERENCE_TEXT.parameters['ent-icp-record'],
        is_public: true,
      },
      { code: 'ent-moved-to', value: '', remark: REFERENCE_TEXT.parameters['ent-moved-to'], is_public: true },
      {
        code: 'ent-unclickable-menus',
        value: '/zqhd',
        remark: REFERENCE_TEXT.parameters['ent-unclickable-menus'],
        is_public: true,
      },
    ])
    .execute();
  await trx.insertInto('password_policy').values(DEFAULT_PASSWORD_POLICY).execute();
  await trx
    .insertInto('oauth_client')
    .values({
      client_id: WEB_CLIENT.clientId,
      client_secret: WEB_CLIENT.clientSecret,
      name: REFERENCE_TEXT.webClient,
    })
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
}

/** With DEMO_SEED=off the only account is the administrator, with ADMIN_PASSWORD. */
export async function seedAdministrator(db: Kysely<Database>, password: string): Promise<boolean> {
  const existing = await db.selectFrom('app_user').select('id').limit(1).execute();
  if (existing.length > 0) return false;
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('app_user')
      .values({
        username: 'admin',
        password_hash: passwordHash,
        full_name: REFERENCE_TEXT.administrator.fullName,
        nickname: REFERENCE_TEXT.administrator.fullName,
        type_of: '2',
        dept_name: REFERENCE_TEXT.administrator.deptName,
        dept_id: PROVINCE_DEPT_ID,
        // ADMIN_PASSWORD passed through the environment: the administrator replaces it at first login.
        must_change_password: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // 三权分立: the first administrator is the system administrator, not a role holding everything; it
    // creates the security and audit administrators (README).
    await trx.insertInto('user_role').values({ user_id: id, role_id: DUTY_ROLES.sysadmin.id }).execute();
  });
  return true;
}
