import { describe, expect, it } from 'vitest';
import { LAYOUT_ROUTES } from './layoutRoutes';
import { matchPath } from './match';

describe('layout route patterns', () => {
  it('matches plain paths and named segments', () => {
    expect(matchPath('/user/profile', '/user/profile')).toEqual({ params: {} });
    expect(matchPath('/user/profile', '/user/profile/x')).toBeNull();
    expect(matchPath('/a/:id', '/a/%E4%B8%AD')).toEqual({ params: { id: '中' } });
  });

  it('keeps numeric ids numeric (SPEC §2: dictId, tableId)', () => {
    const dict = LAYOUT_ROUTES.find((route) => route.component === 'system/dict/data')?.path ?? '';
    expect(matchPath(dict, '/dict/type/data/12')).toEqual({ params: { dictId: '12' } });
    expect(matchPath(dict, '/dict/type/data/abc')).toBeNull();
    const gen = LAYOUT_ROUTES.find((route) => route.component === 'tool/gen/editTable')?.path ?? '';
    expect(matchPath(gen, '/gen/edit/7')).toEqual({ params: { tableId: '7' } });
    expect(matchPath(gen, '/gen/edit/7x')).toBeNull();
  });
});
