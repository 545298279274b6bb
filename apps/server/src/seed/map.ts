// The map's menus: 项目地图 (id 24) under 数据管理 for the new-energy role and staff, and 地图数据
// (id 57) under 系统管理 with its buttons (571-576) for staff.
import { MAP_PERMISSIONS } from '@ent/core/contract';
import { MAP_TEXT } from '@ent/core/messages';
import { DUTY_ROLES } from './backoffice';
import { insertMenus, menuButton, menuPage } from './menuSeeds';
import type { SeedStep } from './seedStep';

const DATA_DIR = 20;
const SYSTEM_DIR = 50;
const MANAGERS = ['gov', DUTY_ROLES.sysadmin.code];
const M = MAP_TEXT.menus;

export const MAP_STEP: SeedStep = {
  name: 'map',
  async run(trx) {
    await insertMenus(trx, [
      menuPage(24, DATA_DIR, 'projectMap', 'dataAdministration/projectMap/index', M.projectMap, ['newEnergy', 'gov']),
      menuPage(57, SYSTEM_DIR, 'map', 'system/map/index', M.mapData, MANAGERS, { perms: MAP_PERMISSIONS.list }),
      menuButton(571, 57, M.buttons.add, MAP_PERMISSIONS.add, MANAGERS),
      menuButton(572, 57, M.buttons.edit, MAP_PERMISSIONS.edit, MANAGERS),
      menuButton(573, 57, M.buttons.remove, MAP_PERMISSIONS.remove, MANAGERS),
      menuButton(574, 57, M.buttons.import, MAP_PERMISSIONS.import, MANAGERS),
      menuButton(575, 57, M.buttons.export, MAP_PERMISSIONS.export, MANAGERS),
    ]);
  },
};
