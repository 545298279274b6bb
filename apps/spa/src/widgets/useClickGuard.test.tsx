import { Button } from '@fluentui/react-components';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../testing';
import { useClickGuard } from './useClickGuard';

function Submit({ onSubmit, ms }: { onSubmit: () => void; ms?: number }) {
  const guard = useClickGuard(onSubmit, ms);
  return (
    <Button onClick={guard.onClick} disabled={guard.disabled}>
      提交
    </Button>
  );
}

describe('double-click guard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once and keeps the button disabled for 1500 ms', () => {
    const onSubmit = vi.fn();
    renderWithServices(<Submit onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: '提交' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('takes another time when given', () => {
    const onSubmit = vi.fn();
    renderWithServices(<Submit onSubmit={onSubmit} ms={300} />);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect((screen.getByRole('button', { name: '提交' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
