// 用户管理, 部门管理 and 岗位管理 under 系统管理 with their buttons, and the hidden page that assigns
// a user's roles: the system administrator's (admin sees every menu anyway).
import { DEPT_PERMISSIONS, POST_PERMISSIONS, USER_PERMISSIONS } from '@ent/core/contract';
import { DEPT_TEXT, POST_TEXT, USER_TEXT } from '@ent/core/messages';
import { DUTY_ROLES } from './backoffice';
import { insertMenus, menuButton, menuPage } from './menuSeeds';
import type { SeedStep } from './seedStep';

const SYSTEM_DIR = 50;
const MANAGERS = [DUTY_ROLES.sysadmin.code];
export const USER_MENU_ID = 60;
export const DEPT_MENU_ID = 63;
export const POST_MENU_ID = 64;
export const AUTH_ROLE_MENU_ID = 65;

export const ORG_STEP: SeedStep = {
  name: 'org',
  async run(trx) {
    const user = USER_TEXT.menuButtons;
    const dept = DEPT_TEXT.menuButtons;
    const post = POST_TEXT.menuButtons;
    await insertMenus(trx, [
      menuPage(USER_MENU_ID, SYSTEM_DIR, 'user', 'system/user/index', USER_TEXT.title, MANAGERS, {
        perms: USER_PERMISSIONS.list,
      }),
      menuButton(601, USER_MENU_ID, user.query, USER_PERMISSIONS.query, MANAGERS),
      menuButton(602, USER_MENU_ID, user.add, USER_PERMISSIONS.add, MANAGERS),
      menuButton(603, USER_MENU_ID, user.edit, USER_PERMISSIONS.edit, MANAGERS),
      menuButton(604, USER_MENU_ID, user.remove, USER_PERMISSIONS.remove, MANAGERS),
      menuButton(605, USER_MENU_ID, user.export, USER_PERMISSIONS.export, MANAGERS),
      menuButton(606, USER_MENU_ID, user.import, USER_PERMISSIONS.import, MANAGERS),
      menuButton(607, USER_MENU_ID, user.resetPwd, USER_PERMISSIONS.resetPwd, MANAGERS),
      menuPage(DEPT_MENU_ID, SYSTEM_DIR, 'dept', 'system/dept/index', DEPT_TEXT.title, MANAGERS, {
        perms: DEPT_PERMISSIONS.list,
      }),
      menuButton(631, DEPT_MENU_ID, dept.query, DEPT_PERMISSIONS.query, MANAGERS),
      menuButton(632, DEPT_MENU_ID, dept.add, DEPT_PERMISSIONS.add, MANAGERS),
      menuButton(633, DEPT_MENU_ID, dept.edit, DEPT_PERMISSIONS.edit, MANAGERS),
      menuButton(634, DEPT_MENU_ID, dept.remove, DEPT_PERMISSIONS.remove, MANAGERS),
      menuPage(POST_MENU_ID, SYSTEM_DIR, 'post', 'system/post/index', POST_TEXT.title, MANAGERS, {
        perms: POST_PERMISSIONS.list,
      }),
      menuButton(641, POST_MENU_ID, post.query, POST_PERMISSIONS.query, MANAGERS),
      menuButton(642, POST_MENU_ID, post.add, POST_PERMISSIONS.add, MANAGERS),
      menuButton(643, POST_MENU_ID, post.edit, POST_PERMISSIONS.edit, MANAGERS),
      menuButton(644, POST_MENU_ID, post.remove, POST_PERMISSIONS.remove, MANAGERS),
      menuButton(645, POST_MENU_ID, post.export, POST_PERMISSIONS.export, MANAGERS),
      // Reached from a user's row, never from the sidebar; the sidebar keeps 用户管理 lit.
      menuPage(
        AUTH_ROLE_MENU_ID,
        SYSTEM_DIR,
        'userAuthRole',
        'system/user/authRole',
        USER_TEXT.authRoleTitle,
        MANAGERS,
        {
          hidden: true,
          active_menu: '/system/user',
          perms: USER_PERMISSIONS.edit,
        },
      ),
    ]);
    await trx
      .insertInto('role_menu')
      .values({ role_id: DUTY_ROLES.sysadmin.id, menu_id: SYSTEM_DIR })
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
