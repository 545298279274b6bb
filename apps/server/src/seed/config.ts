// 参数设置's menu for the system administrator, and the platform's own parameters marked built in
// with their names (rows added by earlier steps; an administrator's own rows come later).
import { CONFIG_PERMISSIONS } from '@ent/core/contract';
import { MENU_TEXT, SYS_CONFIG_TEXT } from '@ent/core/messages';
import { DUTY_ROLES } from './backoffice';
import { insertMenus, menuButton, menuPage } from './menuSeeds';
import type { SeedStep } from './seedStep';

const SYSTEM_DIR = 50;
const MANAGERS = [DUTY_ROLES.sysadmin.code];

export const CONFIG_STEP: SeedStep = {
  name: 'config',
  async run(trx) {
    await insertMenus(trx, [
      menuPage(53, SYSTEM_DIR, 'config', 'system/config/index', MENU_TEXT.config, MANAGERS, {
        perms: CONFIG_PERMISSIONS.list,
      }),
      menuButton(531, 53, MENU_TEXT.buttons.configQuery, CONFIG_PERMISSIONS.query, MANAGERS),
      menuButton(532, 53, MENU_TEXT.buttons.configAdd, CONFIG_PERMISSIONS.add, MANAGERS),
      menuButton(533, 53, MENU_TEXT.buttons.configEdit, CONFIG_PERMISSIONS.edit, MANAGERS),
      menuButton(534, 53, MENU_TEXT.buttons.configRemove, CONFIG_PERMISSIONS.remove, MANAGERS),
      menuButton(535, 53, MENU_TEXT.buttons.configExport, CONFIG_PERMISSIONS.export, MANAGERS),
    ]);
    await trx
      .insertInto('role_menu')
      .values({ role_id: DUTY_ROLES.sysadmin.id, menu_id: SYSTEM_DIR })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const rows = await trx.selectFrom('sys_parameter').select(['code', 'remark']).execute();
    for (const row of rows)
      await trx
        .updateTable('sys_parameter')
        .set({ builtin: true, name: SYS_CONFIG_TEXT.names[row.code] ?? row.remark ?? row.code })
        .where('code', '=', row.code)
        .execute();
  },
};
