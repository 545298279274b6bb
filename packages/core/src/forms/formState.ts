// The live state of one form being filled: values, errors and linked options, with listeners per
// field. A keystroke in one field notifies only that field's listeners (and the fields whose
// visibility or options read it), so the cost of typing does not grow with the form's size
// (DESIGN.md budget: 500 fields within 1.5× of 6). Framework-free; the SPA binds it to React
// with useSyncExternalStore.
import type { FormDefinition, FormNode, FormOption, Visibility } from './definition';
import { valueNodes } from './definition';
import { validateField, validateForm } from './validation';
import {
  emptyValue,
  type FormModel,
  initialModel,
  isVisibleBy,
  modelFromValues,
  submission,
  visibilityFields,
} from './values';

type Listener = () => void;
const NO_OPTIONS: FormOption[] = [];

export interface FormStore {
  readonly definition: FormDefinition;
  get(key: string): unknown;
  /** Sets a field as the user changed it: linkage, then the change-trigger validation. */
  set(key: string, value: unknown): void;
  error(key: string): string | undefined;
  /** The options a linkage target has now, or undefined when no field drives it. */
  linked(key: string): FormOption[] | undefined;
  /** The field driving this target's options, if any. */
  linkSource(key: string): string | undefined;
  visible(node: { visibility?: Visibility | null | undefined }): boolean;
  /** Listens to changes of these fields' values or errors. */
  subscribe(keys: readonly string[], listener: Listener): () => void;
  /** Listens to every change (drafts, tab error marks). */
  subscribeAll(listener: Listener): () => void;
  /** A number that grows with every change, for whole-form snapshots. */
  version(): number;
  model(): Readonly<FormModel>;
  errors(): Readonly<Record<string, string>>;
  /** Validates every field shown; returns the errors (empty when the form may be submitted). */
  validateAll(): Record<string, string>;
  /** How many times validateAll ran (tab groups switch to an erring tab after each). */
  validations(): number;
  /** Back to the definition's defaults (FORMS.md reset). */
  reset(): void;
  /** Replaces the values, e.g. with a record's, a draft's or test data. */
  load(values: Readonly<Record<string, unknown>>, options?: { asModel?: boolean }): void;
  /** The values to send (FORMS.md submit). */
  submission(): Record<string, unknown>;
}

export function createFormStore(definition: FormDefinition, values?: Readonly<Record<string, unknown>>): FormStore {
  let model: FormModel = values ? modelFromValues(definition, values) : initialModel(definition);
  let errors: Record<string, string> = {};
  let version = 0;
  let validations = 0;
  const listeners = new Map<string, Set<Listener>>();
  const everyone = new Set<Listener>();
  const nodes = new Map<string, FormNode>(valueNodes(definition).map((node) => [node.vModel as string, node]));
  const sourceOf = new Map<string, FormNode>();
  for (const node of nodes.values()) if (node.linkage) sourceOf.set(node.linkage.target, node);

  const notify = (keys: Iterable<string>) => {
    version += 1;
    const called = new Set<Listener>();
    for (const key of keys) {
      for (const listener of listeners.get(key) ?? []) {
        if (!called.has(listener)) {
          called.add(listener);
          listener();
        }
      }
    }
    for (const listener of everyone) listener();
  };
  const notifyAll = () => notify([...listeners.keys()]);

  const store: FormStore = {
    definition,
    get: (key) => model[key],
    set(key, value) {
      const changed = new Set([key]);
      model = { ...model, [key]: value };
      const node = nodes.get(key);
      if (node?.linkage) {
        const target = nodes.get(node.linkage.target);
        if (target) {
          model[node.linkage.target] = emptyValue(target);
          changed.add(node.linkage.target);
        }
      }
      if (node) {
        const message = validateField(node, value);
        if ((errors[key] ?? null) !== message) {
          errors = { ...errors };
          if (message) errors[key] = message;
          else delete errors[key];
        }
      }
      notify(changed);
    },
    error: (key) => errors[key],
    linked(key) {
      const source = sourceOf.get(key);
      if (!source?.linkage) return undefined;
      return source.linkage.options[String(model[source.vModel as string] ?? '')] ?? NO_OPTIONS;
    },
    linkSource: (key) => sourceOf.get(key)?.vModel,
    visible: (node) => isVisibleBy(node.visibility, model),
    subscribe(keys, listener) {
      for (const key of keys) {
        let set = listeners.get(key);
        if (!set) {
          set = new Set();
          listeners.set(key, set);
        }
        set.add(listener);
      }
      return () => {
        for (const key of keys) listeners.get(key)?.delete(listener);
      };
    },
    subscribeAll(listener) {
      everyone.add(listener);
      return () => everyone.delete(listener);
    },
    version: () => version,
    model: () => model,
    errors: () => errors,
    validations: () => validations,
    validateAll() {
      const previous = Object.keys(errors);
      errors = validateForm(definition, model);
      validations += 1;
      notify(new Set([...previous, ...Object.keys(errors)]));
      return errors;
    },
    reset() {
      model = initialModel(definition);
      errors = {};
      notifyAll();
    },
    load(next, options) {
      model = options?.asModel ? { ...initialModel(definition), ...next } : modelFromValues(definition, next);
      errors = {};
      notifyAll();
    },
    submission: () => submission(definition, model),
  };
  return store;
}

/** The fields whose values a node's rendering reads: its own, its visibility's and its options'. */
export function nodeDependencies(node: FormNode): string[] {
  const keys = new Set<string>(visibilityFields(node.visibility));
  if (node.vModel) keys.add(node.vModel);
  for (const option of node.options) for (const key of visibilityFields(option.visibility)) keys.add(key);
  return [...keys];
}

/** The tab names holding a field with an error, for marking tabs and switching to the first. */
export function tabsWithErrors(tabGroup: FormNode, errors: Readonly<Record<string, string>>): string[] {
  const holds = (node: FormNode): boolean =>
    (node.vModel !== undefined && errors[node.vModel] !== undefined) || node.children.some(holds);
  const names = new Set<string>();
  tabGroup.children.forEach((child, index) => {
    if (holds(child)) names.add(tabOfChild(tabGroup, index));
  });
  return [...names];
}

/** Which tab each child of a tab group belongs to: its tabName, else the tab at its position. */
export function tabOfChild(tabGroup: FormNode, index: number): string {
  const child = tabGroup.children[index];
  return child?.tabName || tabGroup.tabList?.[index]?.name || '';
}
