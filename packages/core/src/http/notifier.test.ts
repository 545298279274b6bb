import { describe, expect, it } from 'vitest';
import { createNotifier, DEFAULT_NOTICE_MS, type NoticeState } from './notifier';

function fakeTimers() {
  const pending = new Map<number, { fn: () => void; at: number }>();
  let id = 0;
  let now = 0;
  return {
    timers: {
      setTimeout: (fn: () => void, ms: number) => {
        id += 1;
        pending.set(id, { fn, at: now + ms });
        return id;
      },
      clearTimeout: (handle: unknown) => {
        pending.delete(handle as number);
      },
    },
    advance(ms: number) {
      now += ms;
      for (const [key, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(key);
          timer.fn();
        }
      }
    },
    pendingCount: () => pending.size,
  };
}

describe('notifier', () => {
  it('keeps one message on screen: a new one replaces the previous', () => {
    const state: NoticeState = { current: null };
    const clock = fakeTimers();
    const notifier = createNotifier(state, clock.timers);
    notifier.show({ type: 'error', text: '第一条' });
    notifier.show({ type: 'warning', text: '第二条' });
    expect(state.current?.text).toBe('第二条');
    expect(clock.pendingCount()).toBe(1);
  });

  it('dismisses after the default or the given duration', () => {
    const state: NoticeState = { current: null };
    const clock = fakeTimers();
    const notifier = createNotifier(state, clock.timers);
    notifier.show({ type: 'info', text: '默认' });
    clock.advance(DEFAULT_NOTICE_MS - 1);
    expect(state.current?.text).toBe('默认');
    clock.advance(1);
    expect(state.current).toBeNull();
    notifier.show({ type: 'error', text: '五秒', durationMs: 5000 });
    clock.advance(4999);
    expect(state.current?.durationMs).toBe(5000);
    clock.advance(1);
    expect(state.current).toBeNull();
  });

  it("an older message's timer does not close a newer one", () => {
    const state: NoticeState = { current: null };
    const clock = fakeTimers();
    const notifier = createNotifier(state, clock.timers);
    notifier.show({ type: 'info', text: '旧', durationMs: 1000 });
    clock.advance(900);
    notifier.show({ type: 'info', text: '新', durationMs: 1000 });
    clock.advance(200);
    expect(state.current?.text).toBe('新');
    notifier.dismiss(1);
    expect(state.current?.text).toBe('新');
  });
});
