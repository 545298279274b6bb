// The operation log's menu: 系统管理 › 操作日志 with its buttons, for the audit administrator
// (who reads logs and changes nothing) and admin; no other role reads the log.
import { OPERLOG_PERMISSIONS } from '@ent/core/contract';
import { MENU_TEXT } from '@ent/core/messages';
import { DUTY_ROLES } from './backoffice';
import { insertMenus, menuButton, menuPage } from './menuSeeds';
import type { SeedStep } from './seedStep';

const SYSTEM_DIR = 50;
const READERS = [DUTY_ROLES.auditadmin.code];

export const OPERLOG_STEP: SeedStep = {
  name: 'operlog',
  async run(trx) {
    await insertMenus(trx, [
      menuPage(83, SYSTEM_DIR, 'operlog', 'monitor/operlog/index', MENU_TEXT.operlog, READERS, {
        perms: OPERLOG_PERMISSIONS.list,
      }),
      menuButton(831, 83, MENU_TEXT.buttons.operlogQuery, OPERLOG_PERMISSIONS.query, READERS),
      menuButton(832, 83, MENU_TEXT.buttons.operlogExport, OPERLOG_PERMISSIONS.export, READERS),
      menuButton(833, 83, MENU_TEXT.buttons.operlogVerify, OPERLOG_PERMISSIONS.verify, READERS),
    ]);
    // The audit administrator reaches the page through the 系统管理 directory.
    await trx
      .insertInto('role_menu')
      .values({ role_id: DUTY_ROLES.auditadmin.id, menu_id: SYSTEM_DIR })
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
