// 系统管理 › 代码生成 with its buttons for the system administrator (and admin); its edit page
// (/gen/edit/{tableId}) is a layout route that highlights this menu.
import { GEN_PERMISSIONS } from '@ent/core/contract';
import { GEN_MENU_TEXT as M } from '@ent/core/messages';
import { DUTY_ROLES } from './backoffice';
import { insertMenus, menuButton, menuPage } from './menuSeeds';
import type { SeedStep } from './seedStep';

const SYSTEM_DIR = 50;
const MANAGERS = [DUTY_ROLES.sysadmin.code];

export const GEN_STEP: SeedStep = {
  name: 'gen',
  async run(trx) {
    await insertMenus(trx, [
      menuPage(85, SYSTEM_DIR, 'gen', 'tool/gen/index', M.gen, MANAGERS, { perms: GEN_PERMISSIONS.list }),
      menuButton(851, 85, M.query, GEN_PERMISSIONS.query, MANAGERS),
      menuButton(852, 85, M.import, GEN_PERMISSIONS.import, MANAGERS),
      menuButton(853, 85, M.edit, GEN_PERMISSIONS.edit, MANAGERS),
      menuButton(854, 85, M.remove, GEN_PERMISSIONS.remove, MANAGERS),
      menuButton(855, 85, M.preview, GEN_PERMISSIONS.preview, MANAGERS),
      menuButton(856, 85, M.code, GEN_PERMISSIONS.code, MANAGERS),
    ]);
    await trx
      .insertInto('role_menu')
      .values({ role_id: DUTY_ROLES.sysadmin.id, menu_id: SYSTEM_DIR })
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
