import type { ServerRoute } from '@ent/core/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../testing';
import { HeaderSearch } from './HeaderSearch';

const routes: ServerRoute[] = [
  { path: '/majorProjectDesk', component: 'desk/majorProjectDesk', meta: { title: '重大项目服务台' } },
  {
    path: '/dataAdministration',
    component: 'Layout',
    redirect: 'noRedirect',
    meta: { title: '数据管理' },
    children: [
      { path: 'energyBody', component: 'x/energy', meta: { title: '能源设施' } },
      { path: 'addEnergyBody', component: 'x/add', hidden: true, meta: { title: '设置能源设施' } },
    ],
  },
  { path: 'https://example.gov.cn/help', component: 'InnerLink', meta: { title: '帮助中心' } },
];

function setup() {
  const services = createServices(window);
  services.sessionState.routes = routes;
  return renderWithServices(<HeaderSearch />, { services });
}

async function typeQuery(text: string) {
  fireEvent.click(screen.getByRole('button', { name: '搜索菜单' }));
  const box = await screen.findByRole('combobox', { name: '搜索菜单' });
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('header search', () => {
  it('finds visible routes by title with nested titles, never hidden ones or directories', async () => {
    setup();
    await typeQuery('能源设施');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['数据管理 > 能源设施']);
  });

  it('chooses with the keyboard and navigates', async () => {
    const { location } = setup();
    const box = await typeQuery('energy');
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/dataAdministration/energyBody'));
  });

  it('opens an http(s) result in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    setup();
    await typeQuery('帮助');
    fireEvent.click(await screen.findByRole('option', { name: '帮助中心' }));
    expect(open).toHaveBeenCalledWith('https://example.gov.cn/help', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('says when nothing matches and closes with Escape', async () => {
    setup();
    const box = await typeQuery('完全无关');
    expect((await screen.findByRole('option')).textContent).toBe('没有匹配的菜单');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });
});
