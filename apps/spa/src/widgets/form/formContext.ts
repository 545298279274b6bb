// What every node of a rendered form reads: the store, the mode, the page's slot components and
// the file preview. Nodes subscribe to the fields they read (useSyncExternalStore), so a change
// re-renders only the nodes that depend on it.
import type { FormNode, FormOption, FormStore } from '@ent/core/forms';
import { visibilityFields } from '@ent/core/forms';
import type { UploadedFile } from '@ent/core/upload';
import { type ComponentType, createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';

/** A component a page supplies for a routerViewSlot, given the form store and its mode. */
export type SlotComponent = ComponentType<{ store: FormStore; mode: FormMode; node: FormNode }>;
/** The typed slot API: slot names to components. */
export type FormSlots = Readonly<Record<string, SlotComponent>>;
export type FormMode = 'edit' | 'detail';

export interface FormContextValue {
  store: FormStore;
  mode: FormMode;
  /** disabled 'Y' or a page's choice: every control read-only. */
  locked: boolean;
  slots: FormSlots;
  size: 'small' | 'medium' | 'large';
  labelWidth: number;
  labelPosition: 'left' | 'right' | 'top';
  previewFile: (file: UploadedFile) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('useFormContext outside FormRenderer');
  return value;
}

function useSubscription<T>(keys: readonly string[], read: () => T): T {
  const { store } = useFormContext();
  const joined = keys.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keys are compared by their joined text.
  const subscribe = useCallback((listener: () => void) => store.subscribe(keys, listener), [store, joined]);
  return useSyncExternalStore(subscribe, read, read);
}

export function useFieldValue(key: string): unknown {
  const { store } = useFormContext();
  return useSubscription([key], () => store.get(key));
}

export function useFieldError(key: string): string | undefined {
  const { store } = useFormContext();
  return useSubscription([key], () => store.error(key));
}

export function useVisible(node: Pick<FormNode, 'visibility'>): boolean {
  const { store } = useFormContext();
  return useSubscription(visibilityFields(node.visibility), () => store.visible(node));
}

/** The options a field offers now: linked ones when a field drives it, filtered by visibility. */
export function useOptions(node: FormNode): FormOption[] {
  const { store } = useFormContext();
  const key = node.vModel ?? '';
  const source = store.linkSource(key);
  const linked = useSubscription(source ? [source] : [], () => store.linked(key));
  const base = linked ?? node.options;
  const keys = useMemo(() => [...new Set(base.flatMap((option) => visibilityFields(option.visibility)))], [base]);
  const shown = useSubscription(keys, () =>
    keys.length === 0
      ? ''
      : base
          .map((option, index) => (store.visible(option) ? index : -1))
          .filter((index) => index >= 0)
          .join(','),
  );
  return useMemo(() => {
    if (keys.length === 0) return base;
    const indices = new Set(shown.split(',').filter(Boolean).map(Number));
    return base.filter((_option, index) => indices.has(index));
  }, [base, keys, shown]);
}
