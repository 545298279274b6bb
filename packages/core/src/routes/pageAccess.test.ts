import { describe, expect, it } from 'vitest';
import type { ServerRoute } from '../api/types';
import { decidePage, unlistedPageTarget } from './pageAccess';
import { createPageResolver } from './resolve';

const menu = (path: string, component: string): ServerRoute => ({
  name: path,
  path,
  hidden: false,
  component,
  meta: { title: path, icon: '', noCache: false, link: null },
});

// An enterprise account's menus: its reports and facilities, no 系统管理.
const enterprise = createPageResolver([
  menu('/datareporting/list', 'datareporting/list'),
  menu('/dataAdministration/energyBody', 'dataAdministration/energyBody/index'),
]);
const ENTERPRISE_PERMS = ['datareporting:list', 'energyBody:edit', 'energyBody:list'];

describe('which page a path shows', () => {
  it('shows the account’s menu pages and the layout pages open to everyone', () => {
    for (const path of ['/datareporting/list', '/dataAdministration/energyBody', '/user/profile', '/zqhd/notice']) {
      expect(decidePage(enterprise, path, ENTERPRISE_PERMS).type).toBe('page');
    }
    // A layout page whose permission the account holds.
    const edit = decidePage(enterprise, '/dataAdministration/addEnergyBody', ENTERPRISE_PERMS);
    expect(edit.type === 'page' && edit.page.component).toBe('dataAdministration/energyBody/edit');
  });

  it('refuses a layout page of a menu the account lacks, before the page renders', () => {
    for (const path of ['/dict/type/data/3', '/job/log', '/job/log/2', '/gen/edit/1']) {
      expect(decidePage(enterprise, path, ENTERPRISE_PERMS)).toEqual({ type: 'forbidden' });
    }
    // Staff without the facilities' permissions are refused the facility pages they are not given.
    const staff = createPageResolver([
      menu('/dataAdministration/informationFilling', 'dataAdministration/informationFilling/index'),
    ]);
    expect(decidePage(staff, '/dataAdministration/energyBody', ['project:filing:list']).type).toBe('forbidden');
    expect(decidePage(staff, '/dataAdministration/addEnergyBody', ['project:filing:list']).type).toBe('forbidden');
    expect(decidePage(staff, '/dataAdministration/informationFilling/detail', ['project:filing:list']).type).toBe(
      'page',
    );
  });

  it('passes every page for *:*:*', () => {
    const admin = createPageResolver([]);
    for (const path of ['/dict/type/data/3', '/job/log', '/gen/edit/1', '/dataAdministration/addEnergyBody']) {
      expect(decidePage(admin, path, ['*:*:*']).type).toBe('page');
    }
  });

  it('asks the server about any other path: a page of the platform is forbidden, anything else not found', () => {
    for (const path of ['/system/user', '/system/role', '/no/such/page', '/dict/type/data/abc']) {
      expect(decidePage(enterprise, path, ENTERPRISE_PERMS)).toEqual({ type: 'ask' });
    }
    expect(unlistedPageTarget(true)).toBe('/401');
    expect(unlistedPageTarget(false)).toBe('/404');
  });
});
