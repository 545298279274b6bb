// 角色管理 and 菜单管理 for the system administrator (with their buttons and the hidden 分配用户
// page), and the roles the platform relies on marked built in (migrations/0034_roles.sql).
import { MENU_PERMISSIONS, ROLE_PERMISSIONS } from '@ent/core/contract';
import { SYS_MENU_TEXT, SYS_ROLE_TEXT } from '@ent/core/messages';
import { DUTY_ROLES } from './backoffice';
import { insertMenus, menuButton, menuPage } from './menuSeeds';
import type { SeedStep } from './seedStep';

const SYSTEM_DIR = 50;
const MANAGERS = [DUTY_ROLES.sysadmin.code];

/** Roles whose code the platform reads (SPEC §6 admin, the flavours' enterprise roles, the duties). */
export const BUILTIN_ROLE_CODES = [
  'admin',
  'gov',
  'enterprise',
  'newEnergy',
  'oilGasReport',
  'sysadmin',
  'secadmin',
  'auditadmin',
  'cityGov',
] as const;

export const ROLE_STEP: SeedStep = {
  name: 'role',
  async run(trx) {
    const R = SYS_ROLE_TEXT.buttons;
    const M = SYS_MENU_TEXT.buttons;
    await insertMenus(trx, [
      menuPage(61, SYSTEM_DIR, 'role', 'system/role/index', SYS_ROLE_TEXT.menuTitle, MANAGERS, {
        perms: ROLE_PERMISSIONS.list,
        icon: 'documentation',
      }),
      menuButton(611, 61, R.query, ROLE_PERMISSIONS.query, MANAGERS),
      menuButton(612, 61, R.add, ROLE_PERMISSIONS.add, MANAGERS),
      menuButton(613, 61, R.edit, ROLE_PERMISSIONS.edit, MANAGERS),
      menuButton(614, 61, R.remove, ROLE_PERMISSIONS.remove, MANAGERS),
      menuButton(615, 61, R.export, ROLE_PERMISSIONS.export, MANAGERS),
      menuPage(62, SYSTEM_DIR, 'menu', 'system/menu/index', SYS_MENU_TEXT.menuTitle, MANAGERS, {
        perms: MENU_PERMISSIONS.list,
        icon: 'table',
      }),
      menuButton(621, 62, M.query, MENU_PERMISSIONS.query, MANAGERS),
      menuButton(622, 62, M.add, MENU_PERMISSIONS.add, MANAGERS),
      menuButton(623, 62, M.edit, MENU_PERMISSIONS.edit, MANAGERS),
      menuButton(624, 62, M.remove, MENU_PERMISSIONS.remove, MANAGERS),
      menuPage(66, SYSTEM_DIR, 'role-auth/user', 'system/role/authUser', SYS_ROLE_TEXT.authUserTitle, MANAGERS, {
        perms: ROLE_PERMISSIONS.edit,
        hidden: true,
        active_menu: '/system/role',
      }),
    ]);
    await trx
      .insertInto('role_menu')
      .values({ role_id: DUTY_ROLES.sysadmin.id, menu_id: SYSTEM_DIR })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .updateTable('role')
      .set({ builtin: true })
      .where('code', 'in', [...BUILTIN_ROLE_CODES])
      .execute();
  },
};
