import { describe, expect, it } from 'vitest';
import { MY_NOTICES_PATH } from '../shell/noticeBell';
import { LAYOUT_ROUTES } from './layoutRoutes';
import { matchPath } from './match';
import { isPageComponent } from './pages';
import { createPageResolver } from './resolve';

describe('layout route patterns', () => {
  it('matches plain paths and named segments', () => {
    expect(matchPath('/user/profile', '/user/profile')).toEqual({ params: {} });
    expect(matchPath('/user/profile', '/user/profile/x')).toBeNull();
    expect(matchPath('/a/:id', '/a/%E4%B8%AD')).toEqual({ params: { id: '中' } });
  });

  it('keeps numeric ids numeric (SPEC §2: dictId, tableId)', () => {
    const dict = '/dict/type/data/:dictId(\\d+)';
    expect(matchPath(dict, '/dict/type/data/12')).toEqual({ params: { dictId: '12' } });
    expect(matchPath(dict, '/dict/type/data/abc')).toBeNull();
    const gen = '/gen/edit/:tableId(\\d+)';
    expect(matchPath(gen, '/gen/edit/7')).toEqual({ params: { tableId: '7' } });
    expect(matchPath(gen, '/gen/edit/7x')).toBeNull();
  });
});

describe('layout routes', () => {
  it('lead only to pages the platform has', () => {
    expect(LAYOUT_ROUTES.filter((route) => !isPageComponent(route.component))).toEqual([]);
  });
});

describe('我的消息', () => {
  it('is a page of every account, whatever its menus (the bell of every flavour leads there)', () => {
    // No menu routes at all: an account whose roles give it none still has the page.
    expect(createPageResolver([]).resolve(MY_NOTICES_PATH)).toMatchObject({
      component: 'user/notices/index',
      titles: ['我的消息'],
    });
  });
});
