// The pages' one way to a dictionary: each type is fetched once per page load and shared by every
// page and field that shows it, so a value staff add appears on the next load, never mid-edit.
import type { DictOption } from '../contract/dict';

export type DictionaryLoader = (type: string) => Promise<DictOption[] | null>;

export interface Dictionaries {
  /** The enabled values of a type, in order ([] when the type is unknown or cannot be read). */
  options(type: string): Promise<DictOption[]>;
  /** What has been read of a type so far, for a synchronous first render. */
  peek(type: string): DictOption[] | undefined;
  /** Forgets every type (after staff change a dictionary on this page). */
  clear(): void;
}

export function createDictionaries(load: DictionaryLoader): Dictionaries {
  const pending = new Map<string, Promise<DictOption[]>>();
  const known = new Map<string, DictOption[]>();
  return {
    options(type) {
      let promise = pending.get(type);
      if (!promise) {
        promise = load(type).then(
          (options) => {
            // A failed read is not kept: the next field asking tries again.
            if (options === null) pending.delete(type);
            else known.set(type, options);
            return options ?? [];
          },
          () => {
            pending.delete(type);
            return [];
          },
        );
        pending.set(type, promise);
      }
      return promise;
    },
    peek: (type) => known.get(type),
    clear() {
      pending.clear();
      known.clear();
    },
  };
}

/** A value's label in a dictionary, or the value itself when the dictionary lacks it. */
export function dictLabel(
  options: readonly DictOption[] | undefined,
  value: string | null | undefined,
  /** The seeded labels, for a value read before (or without) its dictionary. */
  seeded: Readonly<Record<string, string>> = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  return options?.find((option) => option.value === value)?.label ?? seeded[value] ?? value;
}
