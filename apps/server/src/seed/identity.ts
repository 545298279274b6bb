// The identity controls' menus under 系统管理: 在线用户 and 安全设置 for the security administrator;
// 登录日志 read by the audit administrator, its unlock the security administrator's (admin passes
// every check). The system administrator gets none of them: audit records are not its duty.
import { LOGININFOR_PERMISSIONS, ONLINE_PERMISSIONS, SECURITY_PERMISSIONS } from '@ent/core/contract';
import { LOGININFOR_TEXT, ONLINE_TEXT, SECURITY_TEXT } from '@ent/core/messages';
import { DUTY_ROLES } from './backoffice';
import { insertMenus, menuButton, menuPage } from './menuSeeds';
import type { SeedStep } from './seedStep';

const SYSTEM_DIR = 50;
const SECURITY = [DUTY_ROLES.secadmin.code];
const AUDIT_AND_SECURITY = [DUTY_ROLES.auditadmin.code, DUTY_ROLES.secadmin.code];

export const IDENTITY_STEP: SeedStep = {
  name: 'identity',
  async run(trx) {
    await insertMenus(trx, [
      menuPage(81, SYSTEM_DIR, 'online', 'monitor/online/index', ONLINE_TEXT.menu, SECURITY, {
        perms: ONLINE_PERMISSIONS.list,
      }),
      menuButton(811, 81, ONLINE_TEXT.buttons.query, ONLINE_PERMISSIONS.list, SECURITY),
      menuButton(812, 81, ONLINE_TEXT.buttons.forceLogout, ONLINE_PERMISSIONS.forceLogout, SECURITY),
      menuPage(82, SYSTEM_DIR, 'logininfor', 'monitor/logininfor/index', LOGININFOR_TEXT.menu, AUDIT_AND_SECURITY, {
        perms: LOGININFOR_PERMISSIONS.list,
      }),
      menuButton(821, 82, LOGININFOR_TEXT.buttons.query, LOGININFOR_PERMISSIONS.list, AUDIT_AND_SECURITY),
      menuButton(822, 82, LOGININFOR_TEXT.buttons.export, LOGININFOR_PERMISSIONS.export, AUDIT_AND_SECURITY),
      menuButton(823, 82, LOGININFOR_TEXT.buttons.unlock, LOGININFOR_PERMISSIONS.unlock, SECURITY),
      menuPage(67, SYSTEM_DIR, 'security', 'system/security/index', SECURITY_TEXT.menu, SECURITY, {
        perms: SECURITY_PERMISSIONS.query,
      }),
      menuButton(671, 67, SECURITY_TEXT.buttons.query, SECURITY_PERMISSIONS.query, SECURITY),
      menuButton(672, 67, SECURITY_TEXT.buttons.edit, SECURITY_PERMISSIONS.edit, SECURITY),
    ]);
    // Both reach their pages through the 系统管理 directory.
    await trx
      .insertInto('role_menu')
      .values([
        { role_id: DUTY_ROLES.secadmin.id, menu_id: SYSTEM_DIR },
        { role_id: DUTY_ROLES.auditadmin.id, menu_id: SYSTEM_DIR },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
