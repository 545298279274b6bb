import type { MenuTreeNode, RoleRow } from '@ent/core/api';
import { ROLE_PERMISSIONS } from '@ent/core/contract';
import { SYS_ROLE_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import RolePage from './RolePage';

const T = SYS_ROLE_TEXT;

const role = (overrides: Partial<RoleRow>): RoleRow => ({
  roleId: 1,
  roleName: 'admin',
  roleKey: 'admin',
  roleSort: 1,
  status: '0',
  dataScope: '1',
  menuCheckStrictly: true,
  deptCheckStrictly: true,
  remark: '',
  builtin: true,
  admin: true,
  createTime: '2026-11-25 09:00:00',
  ...overrides,
});

const ROWS: RoleRow[] = [
  role({}),
  role({ roleId: 14, roleName: 'city staff', roleKey: 'cityGov', dataScope: '3', admin: false }),
  role({ roleId: 30, roleName: 'own role', roleKey: 'ownRole', builtin: false, admin: false }),
];

// 50 directory > 61 page > 611, 612 buttons; 62 page alone.
const MENUS: MenuTreeNode[] = [
  { id: 50, parentId: null, label: 'system dir', menuType: 'M' },
  { id: 61, parentId: 50, label: 'role page', menuType: 'C' },
  { id: 611, parentId: 61, label: 'role query', menuType: 'F' },
  { id: 612, parentId: 61, label: 'role add', menuType: 'F' },
  { id: 62, parentId: 50, label: 'menu page', menuType: 'C' },
];

// Fluent's tree motion leaves the dialog's content hidden to happy-dom's visibility check once a
// branch opens; Chromium shows it (tests/e2e/role.test.ts drives the same dialog there).
const HIDDEN = { hidden: true } as const;

/** The tree item showing `label` (a branch's accessible name also holds its children's). */
async function treeItem(dialog: HTMLElement, label: string): Promise<HTMLElement> {
  const text = await within(dialog).findByText(label);
  const item = text.closest('[role="treeitem"]');
  if (!(item instanceof HTMLElement)) throw new Error(`no tree item for ${label}`);
  return item;
}

function setup() {
  const services = createServices(window);
  services.sessionState.perms = Object.values(ROLE_PERMISSIONS);
  const list = vi.fn(async () => ({ code: '00000', data: { rows: ROWS, total: ROWS.length } }));
  const add = vi.fn(async () => ({ code: '00000', data: ROWS[2] }));
  const update = vi.fn(async () => ({ code: '00000', data: ROWS[2] }));
  const dataScope = vi.fn(async () => ({ code: '00000', data: ROWS[1] }));
  const deptTree = vi.fn(async () => ({
    code: '00000',
    data: {
      depts: [
        { id: 100, parentId: null, label: 'province' },
        { id: 101, parentId: 100, label: 'nanjing' },
        { id: 105, parentId: 100, label: 'suzhou' },
      ],
      checkedKeys: [],
    },
  }));
  services.roleApi = {
    ...services.roleApi,
    list,
    add,
    update,
    dataScope,
    deptTree,
  } as unknown as typeof services.roleApi;
  const treeselect = vi.fn(async () => ({ code: '00000', data: MENUS }));
  const roleMenuTreeselect = vi.fn(async () => ({ code: '00000', data: { menus: MENUS, checkedKeys: [611] } }));
  services.menuApi = { ...services.menuApi, treeselect, roleMenuTreeselect } as unknown as typeof services.menuApi;
  return { ...renderWithServices(<RolePage />, { services }), add, update, dataScope };
}

describe('角色管理 page', () => {
  it('offers nothing to change on the administrator role and no deletion of built-in roles', async () => {
    setup();
    expect(await screen.findByText('own role')).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.editRow('admin') })).toBeNull();
    expect(screen.queryByRole('switch', { name: T.statusSwitch('admin') })).toBeNull();
    expect(screen.getByRole('button', { name: T.editRow('city staff') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: T.removeRow('city staff') })).toBeNull();
    expect(screen.getByRole('button', { name: T.removeRow('own role') })).toBeTruthy();
  });

  it('adds a role with the permissions chosen, a directory granting everything below it when linked', async () => {
    const { add } = setup();
    fireEvent.click(await screen.findByRole('button', { name: T.add }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(T.required(T.name))).toBeTruthy();
    expect(add).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/^角色名称/), { target: { value: 'new role' } });
    fireEvent.change(within(dialog).getByLabelText(/^权限字符/), { target: { value: 'newRole' } });
    // Linked, checking the directory grants everything below it.
    const dir = await treeItem(dialog, 'system dir');
    fireEvent.click(within(dir).getAllByRole('checkbox', HIDDEN)[0] as HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: T.save, ...HIDDEN }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        expect.objectContaining({ roleName: 'new role', roleKey: 'newRole', menuCheckStrictly: true }),
      ),
    );
    const body = (add.mock.calls[0] as unknown as [{ menuIds: number[] }])[0];
    expect([...body.menuIds].sort((a, b) => a - b)).toEqual([50, 61, 62, 611, 612]);
  });

  it('changes a role: its granted buttons come back checked, the rest of the page not', async () => {
    const { update } = setup();
    fireEvent.click(await screen.findByRole('button', { name: T.editRow('own role') }));
    const dialog = await screen.findByRole('dialog');
    await treeItem(dialog, 'system dir');
    fireEvent.click(within(dialog).getByLabelText(T.expand));
    const page = await treeItem(dialog, 'role page');
    expect(page.getAttribute('aria-checked')).toBe('mixed');
    // Select all, then without linkage keep exactly what is checked.
    fireEvent.click(within(dialog).getByLabelText(T.checkAll));
    fireEvent.click(within(dialog).getByLabelText(T.linkage));
    fireEvent.click(within(dialog).getByRole('button', { name: T.save, ...HIDDEN }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const body = (update.mock.calls[0] as unknown as [{ menuIds: number[]; menuCheckStrictly: boolean }])[0];
    expect(body.menuCheckStrictly).toBe(false);
    expect([...body.menuIds].sort((a, b) => a - b)).toEqual([50, 61, 62, 611, 612]);
  });

  it('asks for departments before saving a custom data scope', async () => {
    const { dataScope } = setup();
    fireEvent.click(await screen.findByRole('button', { name: `${T.dataScopeAction} city staff` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: T.dataScopeValues['2'] }));
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    expect(await within(dialog).findByText(T.customNeedsDepts)).toBeTruthy();
    expect(dataScope).not.toHaveBeenCalled();
    const suzhou = await treeItem(dialog, 'suzhou');
    fireEvent.click(within(suzhou).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: T.save }));
    // Only the chosen city bureau: never the province above it.
    await waitFor(() =>
      expect(dataScope).toHaveBeenCalledWith(expect.objectContaining({ roleId: 14, dataScope: '2', deptIds: [105] })),
    );
  });
});
