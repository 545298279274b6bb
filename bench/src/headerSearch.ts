// DESIGN.md budget: the header search over 1,000 routes answers each query in under 2 ms.
import type { ServerRoute } from '@ent/core/api';
import { createRouteSearch, searchItems } from '@ent/core/routes';

export const SEARCH_BUDGET_MS = 2;
const WORDS = [
  '能源',
  '设施',
  '项目',
  '备案',
  '光伏',
  '风电',
  '储能',
  '报表',
  '填报',
  '统计',
  '企业',
  '管理',
  '查询',
  '审核',
  '公告',
  '政策',
  '地图',
  '监测',
  '油气',
  '管网',
];

/** 50 directories of 20 pages each: 1,000 searchable routes with nested titles. */
export function generateRoutes(): ServerRoute[] {
  return Array.from({ length: 50 }, (_, d) => ({
    path: `/module${d}`,
    component: 'Layout',
    redirect: 'noRedirect',
    meta: { title: `${WORDS[d % WORDS.length]}${WORDS[(d * 7) % WORDS.length]}${d}` },
    children: Array.from({ length: 20 }, (_, p) => ({
      path: `page${p}`,
      component: `module${d}/page${p}`,
      meta: { title: `${WORDS[(d + p) % WORDS.length]}${WORDS[(p * 3) % WORDS.length]}管理${p}` },
    })),
  }));
}

export function measureHeaderSearch() {
  const items = searchItems(generateRoutes());
  const search = createRouteSearch(items);
  const queries = [...WORDS, 'module12', 'page7', '光伏管理', '储能报表', '油气管网3', 'nothing-here', '企业设施管理1'];
  for (let i = 0; i < 20; i += 1) for (const q of queries) search(q);
  const times: number[] = [];
  for (let round = 0; round < 10; round += 1) {
    for (const q of queries) {
      const start = performance.now();
      search(q);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  const p95 = times[Math.floor(times.length * 0.95)] ?? 0;
  const round3 = (n: number) => Math.round(n * 1000) / 1000;
  return {
    routes: items.length,
    queries: times.length,
    meanMs: round3(mean),
    p95Ms: round3(p95),
    maxMs: round3(times.at(-1) ?? 0),
    budgetMs: SEARCH_BUDGET_MS,
    withinBudget: p95 < SEARCH_BUDGET_MS,
  };
}
