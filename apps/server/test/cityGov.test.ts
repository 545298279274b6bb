// A city bureau's staff (role cityGov) open the provincial staff's desk, data and interaction pages,
// never the system management directory, so such an account has a page to land on.
import { describe, expect, it } from 'vitest';
import { CITY_GOV_ROLE } from '../src/seed/backoffice';
import { TEST_DATABASES, usePlatform } from './support';

describe.each(TEST_DATABASES)('city bureau pages on $name', (database) => {
  const env = usePlatform(database);

  it('grants the staff desk and data pages, without 系统管理', async () => {
    const menus = await env.handle.db
      .selectFrom('role_menu as rm')
      .innerJoin('menu as m', 'm.id', 'rm.menu_id')
      .select(['m.id', 'm.parent_id', 'm.component', 'm.menu_type'])
      .where('rm.role_id', '=', CITY_GOV_ROLE.id)
      .execute();
    const components = menus.map((menu) => menu.component);
    expect(components).toContain('desk/majorProjectDesk');
    expect(components).toContain('dataAdministration/informationFilling/index');
    expect(menus.some((menu) => menu.id === 50 || menu.parent_id === 50)).toBe(false);
    expect(components.some((component) => component?.startsWith('system/'))).toBe(false);
  });
});
