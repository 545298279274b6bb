import type { MenuRow } from '@ent/core/api';
import { MENU_PERMISSIONS } from '@ent/core/contract';
import { SYS_MENU_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import MenuPage from './MenuPage';

const T = SYS_MENU_TEXT;

const menu = (overrides: Partial<MenuRow>): MenuRow => ({
  menuId: 50,
  parentId: null,
  menuType: 'M',
  menuName: 'system dir',
  icon: 'system',
  path: '/system',
  component: '',
  perms: '',
  query: '',
  isFrame: false,
  isCache: true,
  visible: true,
  status: '0',
  orderNum: 50,
  ...overrides,
});

const ROWS: MenuRow[] = [
  menu({}),
  menu({
    menuId: 62,
    parentId: 50,
    menuType: 'C',
    menuName: 'menu page',
    path: 'menu',
    component: 'system/menu/index',
    perms: 'system:menu:list',
  }),
  menu({ menuId: 621, parentId: 62, menuType: 'F', menuName: 'menu query', path: '', perms: 'system:menu:query' }),
];

function setup() {
  const services = createServices(window);
  services.sessionState.perms = Object.values(MENU_PERMISSIONS);
  const list = vi.fn(async () => ({ code: '00000', data: ROWS }));
  const add = vi.fn(async () => ({ code: '00000', data: ROWS[1] }));
  const order = vi.fn(async () => ({ code: '00000', data: 1 }));
  services.menuApi = { ...services.menuApi, list, add, order } as unknown as typeof services.menuApi;
  const notify = vi.spyOn(services.notifier, 'show');
  return { ...renderWithServices(<MenuPage />, { services }), add, order, list, notify };
}

describe('菜单管理 page', () => {
  it('shows the tree collapsed, opens a branch, and a search opens the path to each hit', async () => {
    setup();
    expect(await screen.findByText('system dir')).toBeTruthy();
    expect(screen.queryByText('menu page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.expandRow('system dir') }));
    expect(await screen.findByText('menu page')).toBeTruthy();
    expect(screen.queryByText('menu query')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: T.collapseRow('system dir') }));
    fireEvent.change(screen.getByLabelText(T.name), { target: { value: 'query' } });
    fireEvent.click(screen.getByRole('button', { name: T.search }));
    expect(await screen.findByText('menu query')).toBeTruthy();
    // No 新增 under a button.
    expect(screen.queryByRole('button', { name: T.addChildRow('menu query') })).toBeNull();
    expect(screen.getByRole('button', { name: T.addChildRow('menu page') })).toBeTruthy();
  });

  it('adds a page under a directory with a component the platform has', async () => {
    const { add } = setup();
    fireEvent.click(await screen.findByRole('button', { name: T.addChildRow('system dir') }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(T.required(T.name))).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/^菜单名称/), { target: { value: 'new page' } });
    fireEvent.change(within(dialog).getByLabelText(/^路由地址/), { target: { value: 'newPage' } });
    fireEvent.change(within(dialog).getByLabelText(/^路由参数/), { target: { value: '[1]' } });
    // happy-dom's visibility check loses the dialog's buttons once it has re-rendered with
    // problems (Fluent's motion); Chromium clicks them in tests/e2e/role.test.ts.
    fireEvent.click(within(dialog).getByRole('button', { name: T.save, hidden: true }));
    expect(await within(dialog).findByText(T.queryFormat)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^路由参数/), { target: { value: '{"tab": 1}' } });
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^组件路径/, hidden: true }));
    fireEvent.click(await screen.findByRole('option', { name: 'system/config/index', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: T.save, hidden: true }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        expect.objectContaining({
          parentId: 50,
          menuType: 'C',
          menuName: 'new page',
          path: 'newPage',
          component: 'system/config/index',
          query: '{"tab": 1}',
        }),
      ),
    );
  });

  it('saves the order typed into the rows together, and only the rows that changed', async () => {
    const { order, list, notify } = setup();
    fireEvent.click(await screen.findByRole('button', { name: T.expandRow('system dir') }));
    const save = screen.getByRole('button', { name: T.saveOrder }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const page = (await screen.findByLabelText(T.orderOf('menu page'))) as HTMLInputElement;
    expect(page.value).toBe('50');
    fireEvent.change(page, { target: { value: '3' } });
    // Typed back to what it was: no change.
    fireEvent.change(screen.getByLabelText(T.orderOf('system dir')), { target: { value: '51' } });
    fireEvent.change(screen.getByLabelText(T.orderOf('system dir')), { target: { value: '50' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(order).toHaveBeenCalledWith([{ menuId: 62, orderNum: 3 }]));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', text: T.orderSaved }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
