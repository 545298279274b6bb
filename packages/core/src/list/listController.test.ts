import { describe, expect, it } from 'vitest';
import type { Page } from '../api/types';
import { createListController, type ListQuery } from './listController';

interface Row {
  id: number;
  name: string;
}
interface Filters {
  name: string;
}

/** A server of `count` rows named r1…rN, filtered by name, answering when told to. */
function server(count: number) {
  let rows: Row[] = Array.from({ length: count }, (_, i) => ({ id: i + 1, name: `r${i + 1}` }));
  const asked: ListQuery<Filters>[] = [];
  const answer = (query: ListQuery<Filters>): Page<Row> => {
    const found = rows.filter((row) => row.name.includes(query.filters.name));
    const start = (query.pageNum - 1) * query.pageSize;
    return { total: found.length, rows: found.slice(start, start + query.pageSize) };
  };
  return {
    asked,
    remove: (ids: number[]) => {
      rows = rows.filter((row) => !ids.includes(row.id));
    },
    load: async (query: ListQuery<Filters>) => {
      asked.push(query);
      return answer(query);
    },
  };
}

const make = (load: (query: ListQuery<Filters>) => Promise<Page<Row> | null>, pageSize = 10) =>
  createListController<Row, Filters, number>({ empty: { name: '' }, load, key: (row) => row.id, pageSize });

describe('list controller', () => {
  it('loads when first shown and again when shown after another tab, not while hidden', async () => {
    const api = server(3);
    const list = make(api.load);
    list.setActive(true);
    await list.reload();
    expect(list.getState()).toMatchObject({ total: 3, loaded: true, loading: false });
    const before = api.asked.length;
    list.setActive(true);
    expect(api.asked.length).toBe(before);
    list.setActive(false);
    list.setActive(true);
    await Promise.resolve();
    expect(api.asked.length).toBe(before + 1);
  });

  it('keeps the typed filters apart from the applied ones until search, and reset empties both', async () => {
    const api = server(25);
    const list = make(api.load);
    await list.reload();
    list.setFilters({ name: 'r2' });
    expect(list.getState().applied).toEqual({ name: '' });
    await list.setPage({ pageNum: 2, pageSize: 10 });
    await list.search();
    expect(api.asked.at(-1)).toEqual({ filters: { name: 'r2' }, pageNum: 1, pageSize: 10 });
    expect(list.getState().total).toBe(7); // r2, r20…r25
    await list.reset();
    expect(list.getState()).toMatchObject({ filters: { name: '' }, applied: { name: '' }, total: 25, pageNum: 1 });
  });

  it('keeps the selection to rows on the page and falls back to the last page when its rows are gone', async () => {
    const api = server(21);
    const list = make(api.load);
    await list.setPage({ pageNum: 3, pageSize: 10 });
    expect(list.getState().rows.map((row) => row.id)).toEqual([21]);
    list.select([21, 5]);
    expect(list.getState().selected).toEqual([21]);
    expect(list.selectedRows()).toEqual([{ id: 21, name: 'r21' }]);
    api.remove([21]);
    await list.reload();
    expect(list.getState()).toMatchObject({ pageNum: 2, total: 20, selected: [] });
    expect(list.getState().rows).toHaveLength(10);
    list.selectAll(true);
    expect(list.getState().selected).toHaveLength(10);
    list.toggle(11, false);
    expect(list.getState().selected).not.toContain(11);
  });

  it('drops an answer overtaken by a newer request, and marks a failed load', async () => {
    const resolvers: Array<(page: Page<Row> | null) => void> = [];
    const list = make(() => new Promise((resolve) => resolvers.push(resolve)));
    const first = list.reload();
    const second = list.reload();
    resolvers[1]?.({ total: 1, rows: [{ id: 2, name: 'new' }] });
    resolvers[0]?.({ total: 1, rows: [{ id: 1, name: 'old' }] });
    await Promise.all([first, second]);
    expect(list.getState().rows).toEqual([{ id: 2, name: 'new' }]);
    const third = list.reload();
    resolvers[2]?.(null);
    await third;
    expect(list.getState()).toMatchObject({ failed: true, loading: false, rows: [{ id: 2, name: 'new' }] });
  });

  it('tells its subscribers about each change', async () => {
    const list = make(server(2).load);
    let calls = 0;
    const stop = list.subscribe(() => {
      calls += 1;
    });
    list.setFilters({ name: 'x' });
    expect(calls).toBe(1);
    stop();
    list.setFilters({ name: 'y' });
    expect(calls).toBe(1);
  });
});
