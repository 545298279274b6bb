// Local drafts (issue: "a draft is also kept locally while typing, so closing the tab, a reload
// or a network failure loses nothing"). The browser keeps the model under a key naming the user,
// the form version and the task or record; on opening, the local draft is weighed against the
// server's record so that a submitted record is never overwritten by an older draft.
import type { FormModel } from './values';

export interface LocalDraft {
  values: FormModel;
  /** When it was written (ms since epoch). */
  savedAt: number;
  /** The server record's revision the draft was typed on; null for a form not yet saved. */
  baseRevision: number | null;
}

export interface DraftScope {
  userId: number | string;
  formDataId: number;
  /** The report task, the record, or 'new' for a form opened without either. */
  taskId?: number | null;
  recordId?: number | null;
}

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DRAFT_PREFIX = 'ent-form-draft:';
export const DRAFT_DEBOUNCE_MS = 300;

export function draftKey(scope: DraftScope): string {
  const place = scope.taskId ? `task-${scope.taskId}` : scope.recordId ? `record-${scope.recordId}` : 'new';
  return `${DRAFT_PREFIX}${scope.userId}:${scope.formDataId}:${place}`;
}

export function readDraft(storage: DraftStorage, key: string): LocalDraft | null {
  let text: string | null = null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<LocalDraft>;
    if (typeof parsed !== 'object' || parsed === null || typeof parsed.values !== 'object' || !parsed.values)
      return null;
    return {
      values: parsed.values as FormModel,
      savedAt: Number(parsed.savedAt) || 0,
      baseRevision: typeof parsed.baseRevision === 'number' ? parsed.baseRevision : null,
    };
  } catch {
    return null;
  }
}

/** Writes a draft; false when the browser refused (storage full or disabled). */
export function writeDraft(storage: DraftStorage, key: string, draft: LocalDraft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: there is nothing to remove.
  }
}

export interface ServerRecordState {
  processStatus: '0' | '1';
  revision: number;
}

/**
 * What to do with a local draft when the form opens:
 * - none: no local draft;
 * - discard: the server's record was submitted, or the draft holds nothing new;
 * - restore: the draft continues the server's latest state, so it is put back at once;
 * - offer: the server saved a newer revision elsewhere since the draft began; the user chooses.
 */
export function weighDraft(
  local: LocalDraft | null,
  server: ServerRecordState | null,
): 'none' | 'discard' | 'restore' | 'offer' {
  if (!local) return 'none';
  if (server?.processStatus === '1') return 'discard';
  const serverRevision = server?.revision ?? null;
  if (serverRevision !== null && (local.baseRevision === null || serverRevision > local.baseRevision)) return 'offer';
  return 'restore';
}

/** A debounced writer: the last model wins, written at most every `delay` ms, flushable on page hide. */
export function createDraftWriter(options: {
  storage: DraftStorage;
  key: string;
  baseRevision: () => number | null;
  delay?: number;
  now?: () => number;
}) {
  let pending: FormModel | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending) return;
    writeDraft(options.storage, options.key, {
      values: pending,
      savedAt: (options.now ?? Date.now)(),
      baseRevision: options.baseRevision(),
    });
    pending = null;
  };
  return {
    schedule(model: FormModel) {
      pending = model;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, options.delay ?? DRAFT_DEBOUNCE_MS);
    },
    flush,
    /** Drops what is pending and the stored draft (after a save reached the server). */
    clear() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      removeDraft(options.storage, options.key);
    },
  };
}
