// What a city bureau's staff open (role cityGov, "只查看本部门所辖地市的企业及其数据"): the provincial
// staff's desk, data and interaction pages, read within their city by the data scope, without the
// system management directory. Without them such an account had no page to land on.
import { CITY_GOV_ROLE } from './backoffice';
import type { SeedStep } from './seedStep';

const GOV_ROLE_ID = 2;
const SYSTEM_DIR = 50;

export const CITY_GOV_STEP: SeedStep = {
  name: 'cityGov',
  async run(trx) {
    const menus = await trx
      .selectFrom('role_menu as rm')
      .innerJoin('menu as m', 'm.id', 'rm.menu_id')
      .leftJoin('menu as parent', 'parent.id', 'm.parent_id')
      .select('m.id')
      .where('rm.role_id', '=', GOV_ROLE_ID)
      .where('m.id', '<>', SYSTEM_DIR)
      .where((eb) => eb.or([eb('m.parent_id', 'is', null), eb('m.parent_id', '<>', SYSTEM_DIR)]))
      .where((eb) => eb.or([eb('parent.parent_id', 'is', null), eb('parent.parent_id', '<>', SYSTEM_DIR)]))
      .execute();
    if (menus.length === 0) return;
    await trx
      .insertInto('role_menu')
      .values(menus.map((menu) => ({ role_id: CITY_GOV_ROLE.id, menu_id: menu.id })))
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
