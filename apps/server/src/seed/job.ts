// 系统管理 › 定时任务 with its buttons for the system administrator (and admin), and the two built-in
// jobs: overdue-report reminders daily at 09:00 and the retention purge nightly at 03:00 (Asia/Shanghai).
import { JOB_PERMISSIONS } from '@ent/core/contract';
import { JOB_MENU_TEXT as M, JOB_TEXT as T } from '@ent/core/messages';
import { DUTY_ROLES } from './backoffice';
import { insertMenus, menuButton, menuPage } from './menuSeeds';
import type { SeedStep } from './seedStep';

const SYSTEM_DIR = 50;
const MANAGERS = [DUTY_ROLES.sysadmin.code];

export const JOB_STEP: SeedStep = {
  name: 'job',
  async run(trx) {
    await insertMenus(trx, [
      menuPage(84, SYSTEM_DIR, 'job', 'monitor/job/index', M.job, MANAGERS, { perms: JOB_PERMISSIONS.list }),
      menuButton(841, 84, M.query, JOB_PERMISSIONS.query, MANAGERS),
      menuButton(842, 84, M.add, JOB_PERMISSIONS.add, MANAGERS),
      menuButton(843, 84, M.edit, JOB_PERMISSIONS.edit, MANAGERS),
      menuButton(844, 84, M.remove, JOB_PERMISSIONS.remove, MANAGERS),
      menuButton(845, 84, M.changeStatus, JOB_PERMISSIONS.changeStatus, MANAGERS),
      menuButton(846, 84, M.export, JOB_PERMISSIONS.export, MANAGERS),
    ]);
    await trx
      .insertInto('role_menu')
      .values({ role_id: DUTY_ROLES.sysadmin.id, menu_id: SYSTEM_DIR })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('sys_job')
      .values([
        {
          name: T.seededReminders,
          job_group: T.seededGroup,
          kind: 'overdueReminders',
          cron: '0 0 9 * * *',
          misfire: 'once',
          checked_at: new Date(),
        },
        {
          name: T.seededPurge,
          job_group: T.seededGroup,
          kind: 'retentionPurge',
          cron: '0 0 3 * * *',
          misfire: 'once',
          checked_at: new Date(),
        },
      ])
      .execute();
  },
};
