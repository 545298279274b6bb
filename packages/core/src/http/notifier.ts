// SPEC §4: only one message is on screen at a time; a new one closes the previous. The SPA renders
// `current`; this module owns the rule and the timing.

export type NoticeType = 'error' | 'warning' | 'info' | 'success';

export interface Notice {
  type: NoticeType;
  text: string;
  /** How long the message stays; transport errors use 5 s (SPEC §8). */
  durationMs?: number;
  /** 'message' is the short top message; 'notification' the error notification of SPEC §8. */
  variant?: 'message' | 'notification';
}

export interface ShownNotice extends Required<Notice> {
  id: number;
}

export interface Notifier {
  show(notice: Notice): void;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const DEFAULT_NOTICE_MS = 3000;
export const TRANSPORT_NOTICE_MS = 5000;

export interface NoticeState {
  current: ShownNotice | null;
}

/** A single-slot notifier writing into `state`, which the SPA may pass as a reactive proxy. */
export function createNotifier(
  state: NoticeState,
  timers: Timers = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  },
): Notifier & { dismiss(id?: number): void } {
  let nextId = 1;
  let timer: unknown = null;
  const dismiss = (id?: number) => {
    if (id !== undefined && state.current?.id !== id) return;
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    state.current = null;
  };
  return {
    show(notice) {
      dismiss();
      const shown: ShownNotice = {
        id: nextId++,
        type: notice.type,
        text: notice.text,
        durationMs: notice.durationMs ?? DEFAULT_NOTICE_MS,
        variant: notice.variant ?? 'message',
      };
      state.current = shown;
      timer = timers.setTimeout(() => dismiss(shown.id), shown.durationMs);
    },
    dismiss,
  };
}
