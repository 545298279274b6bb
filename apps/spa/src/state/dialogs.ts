// Confirmations and alerts are rendered by one host at the app root, so a dialog outlives the page
// that asked (logging out navigates away while the dialog closes) and its modal state is always
// cleaned up.
import { proxy } from 'valtio';

export interface DialogRequest {
  title: string;
  text: string;
  confirmText?: string;
  /** null makes it an alert with a single button. */
  cancelText?: string | null;
}

export interface DialogState {
  open: boolean;
  request: DialogRequest | null;
}

export function createDialogs() {
  const state = proxy<DialogState>({ open: false, request: null });
  let settle: ((confirmed: boolean) => void) | null = null;

  return {
    state,
    /** Resolves true when confirmed, false when cancelled or dismissed. */
    ask(request: DialogRequest): Promise<boolean> {
      settle?.(false);
      state.request = request;
      state.open = true;
      return new Promise<boolean>((resolve) => {
        settle = resolve;
      });
    },
    answer(confirmed: boolean): void {
      state.open = false;
      const done = settle;
      settle = null;
      done?.(confirmed);
    },
  };
}

export type Dialogs = ReturnType<typeof createDialogs>;
