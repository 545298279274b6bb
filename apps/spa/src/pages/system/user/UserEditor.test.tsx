import type { DeptRow, PasswordPolicy, UserInfo } from '@ent/core/api';
import { ACTION_TEXT, USER_TEXT as T } from '@ent/core/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import { UserEditor } from './UserEditor';

const policy: PasswordPolicy = { maxStrength: 20, mixStrength: 8, ruleComposition: '1,2,3,4', ruleCount: 3, tips: '' };
const DEPTS: DeptRow[] = [
  {
    deptId: 100,
    parentId: null,
    ancestors: '',
    deptName: '江苏省能源局',
    orderNum: 0,
    leader: '',
    phone: '',
    email: '',
    status: '0',
    cityCode: '',
    createTime: '2026-11-26 10:00:00',
  },
];

function setup() {
  const services = createServices(window);
  services.sessionState.user = { id: 1, username: 'admin', passwordPolicy: policy } as UserInfo;
  const add = vi.fn(async () => ({ code: '00000', data: {} }));
  const formOptions = vi.fn(async () => ({ code: '00000', data: { posts: [], roles: [] } }));
  services.userApi = { ...services.userApi, add, formOptions } as unknown as typeof services.userApi;
  renderWithServices(<UserEditor userId={null} depts={DEPTS} onClose={() => {}} onSaved={() => {}} />, {
    services,
  });
  return { add };
}

/** The validation message Fluent shows under the field labelled `label`. */
function problemOf(label: string): string | null {
  const field = screen.getByText(label, { selector: 'label' }).closest('.fui-Field');
  return field?.querySelector('.fui-Field__validationMessage')?.textContent ?? null;
}

describe('用户管理 add dialog', () => {
  it('shows every field’s problem under it before sending, the department and the password policy included', async () => {
    const { add } = setup();
    const save = await screen.findByRole('button', { name: ACTION_TEXT.save });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText(T.nickName, { exact: false }), { target: { value: '张三' } });
    fireEvent.change(screen.getByLabelText(T.userName, { exact: false }), { target: { value: 'zhang_san' } });
    fireEvent.change(screen.getByLabelText(T.password, { exact: false }), { target: { value: 'zhang_san#A1' } });
    fireEvent.click(save);
    await waitFor(() => expect(problemOf(T.dept)).toBe(T.deptRequired));
    expect(problemOf(T.password)).toBe('密码不能包含登录名');
    expect(add).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(T.password, { exact: false }), { target: { value: 'short' } });
    await waitFor(() => expect(problemOf(T.password)).toBe('密码长度应为8-20位'));
    expect(problemOf(T.dept)).toBe(T.deptRequired);
    expect(add).not.toHaveBeenCalled();
  });
});
