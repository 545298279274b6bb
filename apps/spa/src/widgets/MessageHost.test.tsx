import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../testing';
import { MessageHost } from './MessageHost';

describe('message host', () => {
  it('shows one message at a time: a new one replaces the previous', async () => {
    const { services } = renderWithServices(<MessageHost />);
    act(() => services.notifier.show({ type: 'error', text: '后端接口连接异常', durationMs: 5000 }));
    expect((await screen.findByRole('alert')).textContent).toContain('后端接口连接异常');
    act(() => services.notifier.show({ type: 'warning', text: '登录状态已过期，请重新登录' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('登录状态已过期，请重新登录'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('closes with its labelled dismiss button', async () => {
    const { services } = renderWithServices(<MessageHost />);
    act(() => services.notifier.show({ type: 'info', text: '提示信息' }));
    fireEvent.click(await screen.findByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
