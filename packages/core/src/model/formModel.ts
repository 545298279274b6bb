// A hand-written form's state without a UI framework: the values, which fields the user has left,
// whether a save was tried, the problems found by the form's rules (core/validate, run on demand so
// they follow the latest values and context), problems the server gave for one field, dirty and
// reset. One rule decides when a problem shows: once the user changed a field and left it, or once
// a save was tried; from then on it follows every keystroke. A field's server problem shows until
// that field changes. The SPA binds it with useSyncExternalStore (widgets/formModel).

export type FieldErrors<V> = Partial<Record<keyof V, string | undefined>>;

export interface FormModelState<V> {
  values: V;
  /** What the form started with (or was last reset to): dirty means values differ from it. */
  initial: V;
  /** Fields changed by the user since they were last reset. */
  changed: ReadonlySet<keyof V>;
  /** Fields whose problems show: changed and left, or every field once a save was tried. */
  touched: ReadonlySet<keyof V>;
  /** Problems the server (or an asynchronous check) gave for one field. */
  external: FieldErrors<V>;
  /** A save was tried at least once. */
  submitted: boolean;
  /** A save is under way. */
  busy: boolean;
}

export interface FormModelOptions<V> {
  initial: V;
  /** Every problem of these values, keyed by field; empty when they may be saved. */
  validate: (values: V) => FieldErrors<V>;
}

export interface FormModel<V> {
  getState(): FormModelState<V>;
  subscribe(listener: () => void): () => void;
  /** Changes one field, as the user typed or chose it. */
  set<K extends keyof V>(key: K, value: V[K]): void;
  /** Changes several fields at once (a picker that fills two, a cleaner). */
  patch(changes: Partial<V>): void;
  /** The user left a field: its problem shows from now on if the user changed it. */
  leave(key: keyof V): void;
  /** Shows the problems of these fields now (a choice made, a check button pressed). */
  touch(...keys: (keyof V)[]): void;
  /** Gives a field a problem found elsewhere (the server's refusal); cleared when it changes. */
  setExternal(key: keyof V, message: string | undefined): void;
  /** Every current problem: the rules' and the external ones. */
  errors(): FieldErrors<V>;
  /** The problem to show beside a field now, or undefined. */
  shown(key: keyof V): string | undefined;
  dirty(): boolean;
  /**
   * Tries to save: every problem shows; with none, `save` runs while busy. Resolves whether
   * `save` ran and did not report failure (a rejection counts as failure; the caller's HTTP client
   * has said why).
   */
  submit(save: (values: V) => Promise<boolean | undefined>): Promise<boolean>;
  /** Back to the initial values (or to new ones, which become the initial), nothing shown. */
  reset(values?: V): void;
}

function changedFrom<V>(before: V, after: V): (keyof V)[] {
  return (Object.keys(after as object) as (keyof V)[]).filter((key) => !Object.is(before[key], after[key]));
}

export function createFormModel<V extends object>(options: FormModelOptions<V>): FormModel<V> {
  let state: FormModelState<V> = {
    values: options.initial,
    initial: options.initial,
    changed: new Set(),
    touched: new Set(),
    external: {},
    submitted: false,
    busy: false,
  };
  const listeners = new Set<() => void>();
  const setState = (changes: Partial<FormModelState<V>>) => {
    state = { ...state, ...changes };
    for (const listener of listeners) listener();
  };

  const errors = (): FieldErrors<V> => {
    const found: FieldErrors<V> = { ...options.validate(state.values) };
    for (const key of Object.keys(state.external) as (keyof V)[]) {
      const message = state.external[key];
      if (message && !found[key]) found[key] = message;
    }
    return Object.fromEntries(Object.entries(found).filter(([, message]) => Boolean(message))) as FieldErrors<V>;
  };

  const patch = (changes: Partial<V>) => {
    const values = { ...state.values, ...changes };
    const keys = changedFrom(state.values, values);
    if (keys.length === 0) return;
    const external = { ...state.external };
    for (const key of keys) delete external[key];
    setState({ values, external, changed: new Set([...state.changed, ...keys]) });
  };

  const model: FormModel<V> = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(key, value) {
      patch({ [key]: value } as unknown as Partial<V>);
    },
    patch,
    leave(key) {
      if (!state.changed.has(key) || state.touched.has(key)) return;
      setState({ touched: new Set([...state.touched, key]) });
    },
    touch(...keys) {
      if (keys.every((key) => state.touched.has(key))) return;
      setState({ touched: new Set([...state.touched, ...keys]) });
    },
    setExternal(key, message) {
      setState({ external: { ...state.external, [key]: message } });
    },
    errors,
    shown(key) {
      if (!state.submitted && !state.touched.has(key) && !state.external[key]) return undefined;
      return errors()[key];
    },
    dirty: () => changedFrom(state.initial, state.values).length > 0,
    async submit(save) {
      if (state.busy) return false;
      setState({ submitted: true });
      if (Object.keys(errors()).length > 0) return false;
      setState({ busy: true });
      try {
        return (await save(state.values)) !== false;
      } catch {
        return false;
      } finally {
        setState({ busy: false });
      }
    },
    reset(values) {
      const initial = values ?? state.initial;
      setState({
        values: initial,
        initial,
        changed: new Set(),
        touched: new Set(),
        external: {},
        submitted: false,
      });
    },
  };
  return model;
}
