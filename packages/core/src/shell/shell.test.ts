import { describe, expect, it } from 'vitest';
import type { ServerRoute } from '../api/types';
import { memoryStorage } from '../auth/testSupport';
import { formatTime, toDate } from '../format/time';
import { createRouteSearch, type SearchItem, searchItems } from '../routes/search';
import { usesAlternateLook } from './alternateLook';
import { createClickGuard } from './clickGuard';
import { contentWidth, deviceFor, MOBILE_BREAKPOINT } from './device';
import { activeTopItem, firstPage, menuItems, splitTopMenu } from './navigation';
import { bellRows, noticeTarget } from './noticeBell';
import { DEFAULT_SETTINGS, loadSettings, SETTINGS_KEY, saveSettings, THEME_PRESETS } from './settings';
import {
  addView,
  afterClose,
  closeDone,
  createTagsState,
  delAll,
  delOthers,
  delView,
  neighbour,
  scrollStep,
  TAG_CONTEXT_MENU_WIDTH,
  type TagView,
} from './tagsView';
import { drawWatermarkTile, type TileCanvas, WATERMARK, watermarkText } from './watermark';

const routes: ServerRoute[] = [
  { path: '/majorProjectDesk', component: 'desk/majorProjectDesk', meta: { title: '重大项目服务台', affix: true } },
  {
    path: '/datareporting',
    component: 'Layout',
    redirect: 'noRedirect',
    alwaysShow: true,
    meta: { title: '数据填报' },
    children: [{ path: 'list', component: 'datareporting/list', meta: { title: '数据填报' } }],
  },
  {
    path: '/dataAdministration',
    component: 'Layout',
    redirect: 'noRedirect',
    meta: { title: '数据管理' },
    children: [
      { path: 'informationFilling', component: 'x/filling', meta: { title: '项目备案' } },
      { path: 'energyBody', component: 'x/energy', meta: { title: '能源设施' } },
      { path: 'addEnergyBody', component: 'x/add', hidden: true, meta: { title: '设置能源设施' } },
    ],
  },
  {
    path: '/single',
    component: 'Layout',
    redirect: 'noRedirect',
    meta: { title: '单页目录' },
    children: [{ path: 'only', component: 'x/only', meta: { title: '唯一页面' } }],
  },
  { path: 'https://example.gov.cn/help', component: 'InnerLink', meta: { title: '帮助中心' } },
];

const view = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  title: path,
  affix: false,
  noCache: false,
  ...extra,
});

describe('menus', () => {
  it('builds the menu tree: hidden left out, single children lifted unless alwaysShow', () => {
    const items = menuItems(routes);
    expect(items.map((i) => [i.path, i.title, i.children.map((c) => c.path)])).toEqual([
      ['/majorProjectDesk', '重大项目服务台', []],
      ['/datareporting', '数据填报', ['/datareporting/list']],
      ['/dataAdministration', '数据管理', ['/dataAdministration/informationFilling', '/dataAdministration/energyBody']],
      ['/single/only', '唯一页面', []],
      ['https://example.gov.cn/help', '帮助中心', []],
    ]);
    expect(items[4]?.external).toBe(true);
    expect(firstPage(items[2]!).path).toBe('/dataAdministration/informationFilling');
  });

  it('shows 5 top items (8 embedded) and puts the rest under more', () => {
    const many = Array.from({ length: 10 }, (_, i) => i);
    expect(splitTopMenu(many, false)).toEqual({ visible: [0, 1, 2, 3, 4], more: [5, 6, 7, 8, 9] });
    expect(splitTopMenu(many, true).visible).toHaveLength(8);
    expect(splitTopMenu([1, 2], false)).toEqual({ visible: [1, 2], more: [] });
  });

  it('finds the active top item from the page path', () => {
    const items = menuItems(routes);
    expect(activeTopItem(items, '/dataAdministration/energyBody')?.title).toBe('数据管理');
    expect(activeTopItem(items, '/dataAdministration/addEnergyBody')?.title).toBe('数据管理');
    expect(activeTopItem(items, '/elsewhere')).toBeUndefined();
  });
});

describe('header search', () => {
  it('indexes visible pages with nested titles, leaving out hidden and noRedirect entries', () => {
    expect(searchItems(routes)).toEqual([
      { path: '/majorProjectDesk', title: '重大项目服务台', external: false },
      { path: '/datareporting/list', title: '数据填报 > 数据填报', external: false },
      { path: '/dataAdministration/informationFilling', title: '数据管理 > 项目备案', external: false },
      { path: '/dataAdministration/energyBody', title: '数据管理 > 能源设施', external: false },
      { path: '/single/only', title: '单页目录 > 唯一页面', external: false },
      { path: 'https://example.gov.cn/help', title: '帮助中心', external: true },
    ]);
  });

  it('matches titles fuzzily and by path, best first', () => {
    const search = createRouteSearch(searchItems(routes));
    expect(search('能源设施')[0]?.path).toBe('/dataAdministration/energyBody');
    expect(search('energyBody')[0]?.path).toBe('/dataAdministration/energyBody');
    expect(search('备案')[0]?.path).toBe('/dataAdministration/informationFilling');
    expect(search('')).toEqual([]);
    expect(search('完全无关的词语')).toEqual([]);
  });

  it('weighs a title match above a path match', () => {
    const search = createRouteSearch([
      { path: '/alpha', title: '项目', external: false },
      { path: '/xiangmu', title: '别的', external: false },
    ]);
    expect(search('项目').map((i) => i.path)[0]).toBe('/alpha');
  });
});

describe('tab strip', () => {
  it('adds each page once, keeps the latest query and caches unless noCache', () => {
    const state = createTagsState([view('/desk', { affix: true, name: 'Desk' })]);
    addView(state, view('/a'));
    addView(state, view('/a', { fullPath: '/a?x=1' }));
    addView(state, view('/b', { noCache: true }));
    expect(state.visited.map((v) => v.fullPath)).toEqual(['/desk', '/a?x=1', '/b']);
    expect(state.cached).toEqual(['/a']);
  });

  it('never closes pinned tabs', () => {
    const state = createTagsState([view('/desk')]);
    addView(state, view('/a'));
    addView(state, view('/b'));
    delView(state, '/desk');
    expect(state.visited.map((v) => v.path)).toEqual(['/desk', '/a', '/b']);
    delOthers(state, '/b');
    expect(state.visited.map((v) => v.path)).toEqual(['/desk', '/b']);
    expect(state.cached).toEqual(['/b']);
    delAll(state);
    expect(state.visited.map((v) => v.path)).toEqual(['/desk']);
    expect(state.cached).toEqual([]);
  });

  it('after closing the active tab goes to the last one; with none left reloads Dashboard or goes to /', () => {
    const state = createTagsState();
    addView(state, view('/a'));
    addView(state, view('/b'));
    const b = state.visited[1]!;
    delView(state, '/b');
    expect(afterClose(state, b, true)).toEqual({ type: 'go', to: '/a' });
    expect(afterClose(state, b, false)).toEqual({ type: 'stay' });
    const a = state.visited[0]!;
    delView(state, '/a');
    expect(afterClose(state, a, true)).toEqual({ type: 'go', to: '/' });
    expect(afterClose(state, view('/index', { name: 'Dashboard' }), true)).toEqual({ type: 'reload', path: '/index' });
  });

  it('a finished page closes its own tab and returns to its list, or to the page open before it', () => {
    const state = createTagsState();
    addView(state, view('/desk'));
    addView(state, view('/list'));
    addView(state, view('/news'));
    addView(state, view('/fill'));
    expect(closeDone(state, '/fill', '/list')).toEqual({ type: 'go', to: '/list' });
    expect(state.visited.map((v) => v.path)).toEqual(['/desk', '/list', '/news']);
    expect(state.cached).not.toContain('/fill');
    addView(state, view('/configlist'));
    expect(closeDone(state, '/configlist')).toEqual({ type: 'go', to: '/news' });
    expect(state.visited.map((v) => v.path)).toEqual(['/desk', '/list', '/news']);
  });

  it('moves to the neighbouring tab and scrolls by a quarter of the strip', () => {
    const state = createTagsState();
    for (const p of ['/a', '/b', '/c']) addView(state, view(p));
    expect(neighbour(state, '/b', -1)?.path).toBe('/a');
    expect(neighbour(state, '/b', 1)?.path).toBe('/c');
    expect(neighbour(state, '/c', 1)).toBeNull();
    expect(scrollStep(800)).toBe(200);
    expect(TAG_CONTEXT_MENU_WIDTH).toBe(105);
  });
});

describe('settings', () => {
  it('has the eight theme presets and SPEC defaults', () => {
    expect(THEME_PRESETS).toEqual([
      '#409EFF',
      '#1890ff',
      '#304156',
      '#212121',
      '#11a983',
      '#13c2c2',
      '#6959CD',
      '#f5222d',
    ]);
    expect(DEFAULT_SETTINGS).toMatchObject({
      theme: '#409EFF',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
      size: 'medium',
    });
  });

  it('keeps choices across reloads and ignores invalid saved values', () => {
    const store = memoryStorage();
    saveSettings(store, { ...DEFAULT_SETTINGS, theme: '#13c2c2', tagsView: false, size: 'mini', showSettings: false });
    expect(JSON.parse(store.getItem(SETTINGS_KEY) ?? '{}').showSettings).toBeUndefined();
    expect(loadSettings(store)).toMatchObject({ theme: '#13c2c2', tagsView: false, size: 'mini', showSettings: true });
    store.setItem(SETTINGS_KEY, JSON.stringify({ theme: 'red', size: 'huge', tagsView: 'no' }));
    expect(loadSettings(store)).toEqual(DEFAULT_SETTINGS);
    store.setItem(SETTINGS_KEY, '{not json');
    expect(loadSettings(store, { showSettings: false }).showSettings).toBe(false);
  });
});

describe('watermark', () => {
  it('writes the full name and date with SPEC parameters', () => {
    expect(WATERMARK).toEqual({ width: 500, height: 280, fontSize: 18, rotateDeg: -15, opacity: 0.2 });
    expect(watermarkText('张明', new Date(2026, 10, 2))).toBe('张明 2026-11-02');
    const calls: string[] = [];
    const ctx = {
      font: '',
      fillStyle: '',
      globalAlpha: 1,
      textAlign: '',
      textBaseline: '',
      translate: (x: number, y: number) => calls.push(`translate ${x} ${y}`),
      rotate: (a: number) => calls.push(`rotate ${a.toFixed(4)}`),
      fillText: (t: string) => calls.push(`text ${t}`),
    } satisfies TileCanvas;
    drawWatermarkTile(ctx, '张明 2026-11-02');
    expect(ctx.globalAlpha).toBe(0.2);
    expect(ctx.font).toBe('18px sans-serif');
    expect(calls).toEqual([
      'translate 250 140',
      `rotate ${((-15 * Math.PI) / 180).toFixed(4)}`,
      'text 张明 2026-11-02',
    ]);
  });
});

describe('device, look and widths', () => {
  it('is mobile under 992 px', () => {
    expect(deviceFor(MOBILE_BREAKPOINT - 1)).toBe('mobile');
    expect(deviceFor(MOBILE_BREAKPOINT)).toBe('desktop');
    expect(deviceFor(390)).toBe('mobile');
    expect([contentWidth(false), contentWidth(true)]).toEqual([1280, 1200]);
  });

  it('uses the alternate look on the listed paths for newEnergy users only', () => {
    expect(usesAlternateLook('/workbench', ['newEnergy'])).toBe(true);
    expect(usesAlternateLook('/dataAdministration/projectMap', ['enterprise', 'newEnergy'])).toBe(true);
    expect(usesAlternateLook('/dataAdministration/energyBody', ['newEnergy'])).toBe(false);
    expect(usesAlternateLook('/workbench', ['enterprise'])).toBe(false);
  });
});

describe('notice bell', () => {
  it('shows all rows up to 5 and only the first 3 beyond', () => {
    expect(bellRows([1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
    expect(bellRows([1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3]);
  });

  it('opens /configlist for an unhandled notice with a form', () => {
    expect(noticeTarget({ noticeId: 7, formId: 3, status: '0' })).toBe('/configlist?editFormId=3&noticeId=7');
    expect(noticeTarget({ noticeId: 7, formId: 3, status: '1' })).toBeNull();
    expect(noticeTarget({ noticeId: 7, formId: null, status: '0' })).toBeNull();
  });
});

describe('click guard and time format', () => {
  it('blocks clicks for 1500 ms or the given time', () => {
    let now = 0;
    const guard = createClickGuard(undefined, () => now);
    expect(guard.tryClick()).toBe(true);
    now = 1499;
    expect(guard.tryClick()).toBe(false);
    expect(guard.locked).toBe(true);
    now = 1500;
    expect(guard.tryClick()).toBe(true);
    const short = createClickGuard(300, () => now);
    expect(short.tryClick()).toBe(true);
    now = 1800;
    expect(short.tryClick()).toBe(true);
  });

  it('reads 10-digit timestamps as seconds and formats year-month-day hour:minute:second', () => {
    const local = new Date(2026, 0, 2, 3, 4, 5);
    const seconds = Math.floor(local.getTime() / 1000);
    expect(formatTime(seconds)).toBe('2026-01-02 03:04:05');
    expect(formatTime(String(seconds))).toBe('2026-01-02 03:04:05');
    expect(formatTime(local.getTime())).toBe('2026-01-02 03:04:05');
    expect(formatTime('2026-01-02 03:04:05', '{y}年{m}月{d}日 星期{a}')).toBe('2026年01月02日 星期五');
    expect(formatTime(null)).toBe('');
    expect(toDate('not a date')).toBeNull();
  });
});

/** Fuse.js itself with SPEC §2's options: what the header search's results are compared with. */
async function fuseReference(items: SearchItem[]) {
  const { default: Fuse } = await import('fuse.js');
  return new Fuse(items, {
    shouldSort: true,
    threshold: 0.4,
    location: 0,
    distance: 100,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
}

describe('header search against Fuse', () => {
  it('returns exactly what Fuse over every route returns, for many queries', async () => {
    const words = ['能源', '设施', '项目', '备案', '光伏', '风电', '储能', '报表', '填报', '企业', '管理', '油气'];
    const many: ServerRoute[] = Array.from({ length: 20 }, (_, d) => ({
      path: `/module${d}`,
      component: 'Layout',
      redirect: 'noRedirect',
      meta: { title: `${words[d % words.length]}${d}` },
      children: Array.from({ length: 15 }, (_, p) => ({
        path: `page${p}`,
        component: `m${d}/p${p}`,
        meta: { title: `${words[(d + p) % words.length]}${words[(p * 5) % words.length]}${p}` },
      })),
    }));
    const items = searchItems(many);
    const reference = await fuseReference(items);
    const search = createRouteSearch(items);
    const queries = [
      ...words,
      'module1',
      'page12',
      'PAGE3',
      '光伏储',
      '能源设施管',
      'xyz',
      '企业 管理',
      'm',
      'modul',
      '填报7',
      '油气12',
      // bench/'s queries, whose results span every route or none.
      'module12',
      'page7',
      '光伏管理',
      '储能报表',
      '油气管网3',
      'nothing-here',
      '企业设施管理1',
      'le1',
      'p',
    ];
    for (const query of queries) {
      expect(search(query).map((i) => i.path)).toEqual(
        reference.search(query.trim().toLowerCase()).map((r) => r.item.path),
      );
    }
  });

  it('matches Fuse in results and order for a thousand random queries, typos and long ones included', async () => {
    const words = ['能源', '设施', '项目', '备案', '光伏', '风电', '储能', '报表', 'Energy', 'Body', '管理', 'Oil Gas'];
    const many: ServerRoute[] = Array.from({ length: 12 }, (_, d) => ({
      path: `/dir${d}`,
      component: 'Layout',
      meta: { title: `${words[d % words.length]} ${d}` },
      children: Array.from({ length: 10 }, (_, p) => ({
        path: p === 9 ? `/absolute/${words[p]}-${d}` : `item${p}${words[(d + p) % words.length]}`,
        component: `d${d}/p${p}`,
        meta: { title: `${words[(d * 3 + p) % words.length]}${words[p % words.length]}${'长'.repeat(p * 4)}${p}` },
      })),
    }));
    const items = searchItems(many);
    const reference = await fuseReference(items);
    const search = createRouteSearch(items);
    // A fixed sequence (a linear congruential generator), so a failure can be run again.
    let seed = 20261128;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const texts = items.flatMap((item) => [item.title, item.path]);
    const alphabet = [...new Set(texts.join(''))];
    let nonEmpty = 0;
    for (let q = 0; q < 1000; q += 1) {
      const text = texts[next(texts.length)] ?? '';
      const from = next(text.length);
      let query = [...text.slice(from, from + 1 + next(q % 10 === 0 ? 60 : 8))];
      for (let edits = next(3); edits > 0; edits -= 1) {
        const at = next(query.length + 1);
        const kind = next(3);
        if (kind === 0) query.splice(at, 1);
        else if (kind === 1) query.splice(at, 0, alphabet[next(alphabet.length)] ?? 'x');
        else query[at] = alphabet[next(alphabet.length)] ?? 'x';
      }
      query = next(4) === 0 ? query.map((c) => c.toUpperCase()) : query;
      const pattern = query.join('');
      const expected = pattern.trim() ? reference.search(pattern.trim().toLowerCase()).map((r) => r.item.path) : [];
      if (expected.length) nonEmpty += 1;
      expect(
        search(pattern).map((i) => i.path),
        pattern,
      ).toEqual(expected);
    }
    // The queries found something most of the time, so the comparison is not of empty lists.
    expect(nonEmpty).toBeGreaterThan(600);
  });
});
