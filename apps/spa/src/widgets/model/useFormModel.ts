// Binds a core form model (packages/core/src/model/formModel.ts) to a hand-written form: the model
// lives as long as the form, its state is read with useSyncExternalStore, and its rules are always
// the latest render's (they may read a password policy or whether a captcha is on).
import { createFormModel, type FieldErrors, type FormModel, type FormModelState } from '@ent/core/model';
import { useState, useSyncExternalStore } from 'react';
import { useLatest } from './useLatest';

export interface FormBinding<V> {
  model: FormModel<V>;
  state: FormModelState<V>;
  values: V;
  /** A Fluent Field's validation props for one field: its problem once it shows. */
  validation(key: keyof V): { validationMessage: string | undefined; validationState: 'error' | 'none' };
  /** An Input's value and handlers for a text field: typing sets it, leaving it may show its problem. */
  text<K extends { [P in keyof V]: V[P] extends string ? P : never }[keyof V]>(
    key: K,
  ): {
    value: string;
    onChange: (event: unknown, data: { value: string }) => void;
    onBlur: (event: { target: EventTarget; relatedTarget: EventTarget | null }) => void;
  };
}

/**
 * Whether focus leaves a field for its own form's submit button: pressing the button focuses it, and
 * the field's problem shown then would move the button from under the pointer before it is let go,
 * so the click would be lost. The submit that follows shows every problem at once.
 */
function leavesForSubmit({ target, relatedTarget }: { target: EventTarget; relatedTarget: EventTarget | null }) {
  return (
    relatedTarget instanceof HTMLButtonElement &&
    relatedTarget.type === 'submit' &&
    relatedTarget.form !== null &&
    relatedTarget.form === (target as HTMLInputElement).form
  );
}

export function useFormModel<V extends object>(options: {
  initial: V | (() => V);
  validate: (values: V) => FieldErrors<V>;
}): FormBinding<V> {
  const validate = useLatest(options.validate);
  const [model] = useState(() =>
    createFormModel<V>({
      initial: typeof options.initial === 'function' ? (options.initial as () => V)() : options.initial,
      validate: (values) => validate.current(values),
    }),
  );
  const state = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  return {
    model,
    state,
    values: state.values,
    validation(key) {
      const message = model.shown(key);
      return { validationMessage: message, validationState: message ? 'error' : 'none' };
    },
    text(key) {
      return {
        value: state.values[key] as string,
        onChange: (_event, data) => model.set(key, data.value as V[typeof key]),
        onBlur: (event) => {
          if (!leavesForSubmit(event)) model.leave(key);
        },
      };
    },
  };
}
