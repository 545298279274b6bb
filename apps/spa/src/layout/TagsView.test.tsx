import { TAG_CONTEXT_MENU_WIDTH } from '@ent/core/shell';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createServices, renderWithServices } from '../testing';
import { TagsView } from './TagsView';

function setup(active: string) {
  const services = createServices(window);
  services.shell.tabs.reset([{ path: '/desk', fullPath: '/desk', title: '服务台', affix: true, noCache: false }]);
  for (const path of ['/a', '/b', '/c'])
    services.shell.tabs.add({ path, fullPath: path, title: `页面${path.slice(1)}`, affix: false, noCache: false });
  const rendered = renderWithServices(<TagsView activePath={active} />, { services, path: active });
  return { ...rendered, services };
}

const titles = (services: ReturnType<typeof createServices>) => services.shell.tags.visited.map((v) => v.path);

describe('tab strip', () => {
  it('lists the visited pages, marks the active one, pinned tabs without a close button', () => {
    setup('/b');
    expect(screen.getAllByRole('link').map((tag) => tag.textContent)).toEqual(['服务台', '页面a', '页面b', '页面c']);
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('页面b');
    expect(screen.queryByRole('button', { name: '关闭 服务台' })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭 页面a' })).toBeTruthy();
  });

  it('closing the active tab goes to the last remaining one; closing another stays', async () => {
    const { services, location } = setup('/c');
    fireEvent.click(screen.getByRole('button', { name: '关闭 页面a' }));
    await waitFor(() => expect(titles(services)).toEqual(['/desk', '/b', '/c']));
    expect(location.history.at(-1)).toBe('/c');
    fireEvent.click(screen.getByRole('button', { name: '关闭 页面c' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/b'));
  });

  it('middle click closes a tab but never a pinned one', async () => {
    const { services } = setup('/a');
    fireEvent(screen.getByText('页面b'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    fireEvent(screen.getByText('服务台'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await waitFor(() => expect(titles(services)).toEqual(['/desk', '/a', '/c']));
  });

  it('offers the four context actions at the pointer, 105 px wide, without 关闭当前 on pinned tabs', async () => {
    const { services, location } = setup('/b');
    fireEvent.contextMenu(screen.getByText('页面b'), { clientX: 40, clientY: 20 });
    const menu = await screen.findByRole('menu');
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).toEqual([
      '刷新页面',
      '关闭当前',
      '关闭其他',
      '关闭所有',
    ]);
    expect(TAG_CONTEXT_MENU_WIDTH).toBe(105);
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(titles(services)).toEqual(['/desk', '/b']));

    fireEvent.contextMenu(screen.getByText('服务台'));
    await screen.findByRole('menu');
    expect(screen.queryByRole('menuitem', { name: '关闭当前' })).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭所有' }));
    await waitFor(() => expect(titles(services)).toEqual(['/desk']));
    expect(location.history.at(-1)).toBe('/desk');
  });

  it('refresh drops the page from the cache and re-creates it through /redirect', async () => {
    const { services, location } = setup('/b');
    expect(services.shell.tags.cached).toContain('/b');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    });
    await waitFor(() => expect(location.history.at(-1)).toBe('/redirect/b'));
    expect(services.shell.tags.cached).not.toContain('/b');
  });

  it('the arrows go to the previous and next tab', async () => {
    const { location } = setup('/b');
    fireEvent.click(screen.getByRole('button', { name: '下一个标签' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/c'));
  });

  it('is keyboard operable: Enter opens, Delete closes, the context-menu key opens the menu', async () => {
    const { services, location } = setup('/a');
    const tag = screen.getByText('页面c');
    fireEvent.keyDown(tag, { key: 'Enter' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/c'));
    fireEvent.keyDown(screen.getByText('页面b'), { key: 'Delete' });
    await waitFor(() => expect(titles(services)).toEqual(['/desk', '/a', '/c']));
    fireEvent.keyDown(screen.getByText('页面a'), { key: 'ContextMenu' });
    expect(await screen.findByRole('menu')).toBeTruthy();
  });
});
