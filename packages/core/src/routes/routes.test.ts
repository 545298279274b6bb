import { describe, expect, it } from 'vitest';
import type { ServerRoute } from '../api/types';
import { flattenRoutes } from './flatten';
import { greyTarget, parseGreyRelease } from './greyRelease';
import { isPublicPath, safeRedirectTarget } from './publicRoutes';

describe('public routes', () => {
  it('lists the public routes of SPEC §2', () => {
    for (const path of [
      '/login',
      '/registered',
      '/register',
      '/replenishCompanyInfo',
      '/socialPublicity',
      '/auth-redirect',
      '/bind',
      '/loginchief',
      '/404',
      '/401',
      '/redirect/a/b',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
    expect(isPublicPath('/user/profile')).toBe(false);
    expect(isPublicPath('/redirect')).toBe(false);
  });

  it('makes /workbench public only when embedded in a public platform', () => {
    expect(isPublicPath('/workbench')).toBe(false);
    expect(isPublicPath('/workbench', { embeddedInPublicPlatform: true })).toBe(true);
  });

  it('accepts only same-app redirect targets', () => {
    expect(safeRedirectTarget('/user/profile?a=1')).toBe('/user/profile?a=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'javascript:alert(1)',
      '',
      null,
      '/login',
      '/loginchief?x=1',
    ]) {
      expect(safeRedirectTarget(bad)).toBe('/');
    }
  });
});

describe('flattenRoutes', () => {
  const tree: ServerRoute[] = [
    { path: '/majorProjectDesk', component: 'desk/majorProjectDesk', meta: { title: '重大项目服务台', affix: true } },
    {
      path: '/dataAdministration',
      component: 'Layout',
      alwaysShow: true,
      meta: { title: '数据管理' },
      children: [
        {
          path: 'energyBody',
          name: 'EnergyBody',
          component: 'dataAdministration/energyBody/index',
          meta: { title: '能源设施' },
        },
        {
          path: 'addEnergyBody',
          component: 'dataAdministration/energyBody/add',
          hidden: true,
          meta: { title: '设置能源设施', activeMenu: '/dataAdministration/energyBody' },
        },
        {
          path: 'nested',
          component: 'ParentView',
          meta: { title: '嵌套' },
          children: [{ path: 'deep', component: 'x/deep', meta: { title: '深层' } }],
        },
      ],
    },
    { path: 'https://example.gov.cn/help', component: 'InnerLink', meta: { title: '帮助' } },
    {
      path: '/link',
      component: 'Layout',
      children: [{ path: 'https://example.gov.cn/x', component: 'x/link', meta: { title: '外链' } }],
    },
    { path: '/empty', component: 'Layout', meta: { title: '空' } },
  ];

  it('joins nested paths and titles and drops frame-only nodes', () => {
    const pages = flattenRoutes(tree);
    expect(pages.map((p) => [p.path, p.component, p.titles.join(' > ')])).toEqual([
      ['/majorProjectDesk', 'desk/majorProjectDesk', '重大项目服务台'],
      ['/dataAdministration/energyBody', 'dataAdministration/energyBody/index', '数据管理 > 能源设施'],
      ['/dataAdministration/addEnergyBody', 'dataAdministration/energyBody/add', '数据管理 > 设置能源设施'],
      ['/dataAdministration/nested/deep', 'x/deep', '数据管理 > 嵌套 > 深层'],
      ['https://example.gov.cn/x', 'x/link', '外链'],
    ]);
  });

  it('carries hidden, external, name and meta', () => {
    const pages = flattenRoutes(tree);
    expect(pages.find((p) => p.path.endsWith('addEnergyBody'))?.hidden).toBe(true);
    expect(pages.find((p) => p.path.endsWith('energyBody'))).toMatchObject({ hidden: false, name: 'EnergyBody' });
    expect(pages.find((p) => p.external)?.path).toBe('https://example.gov.cn/x');
    expect(pages[0]?.meta.affix).toBe(true);
  });

  it('hides children of a hidden parent', () => {
    const pages = flattenRoutes([
      { path: '/h', component: 'Layout', hidden: true, children: [{ path: 'a', component: 'x/a' }] },
    ]);
    expect(pages[0]?.hidden).toBe(true);
  });
});

describe('grey release', () => {
  it('parses the parameter and matches paths and their sub-paths', () => {
    const grey = parseGreyRelease('{"prefix":"/ent-grey","paths":["/datareporting/list","/zqhd"]}');
    expect(greyTarget(grey, '/datareporting/list', '?x=1')).toBe('/ent-grey/datareporting/list?x=1');
    expect(greyTarget(grey, '/zqhd/notice')).toBe('/ent-grey/zqhd/notice');
    expect(greyTarget(grey, '/zqhdx')).toBeNull();
    expect(greyTarget(grey, '/user/profile')).toBeNull();
  });

  it('ignores empty, malformed or off-site configurations', () => {
    for (const data of [
      null,
      '',
      'nope',
      '{"prefix":"https://evil.example","paths":["/a"]}',
      '{"prefix":"//evil","paths":["/a"]}',
      '{"prefix":"/g","paths":[]}',
      '{"prefix":"/g"}',
    ]) {
      expect(parseGreyRelease(data)).toBeNull();
    }
  });
});
