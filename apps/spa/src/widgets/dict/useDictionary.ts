// A dictionary's values for a page: read once per page load through the shared cache (every field
// and list naming the type shares the one request), so what staff add shows on the next load.
import type { DictOption } from '@ent/core/api';
import { BUILT_IN_LABELS, dictLabel } from '@ent/core/dict';
import { useEffect, useMemo, useState } from 'react';
import { useServices } from '../../state/servicesContext';

const NONE: readonly DictOption[] = [];

export function useDictionary(type: string): readonly DictOption[] {
  const { dictionaries } = useServices();
  const [options, setOptions] = useState<readonly DictOption[]>(() => dictionaries.peek(type) ?? NONE);
  useEffect(() => {
    let current = true;
    void dictionaries.options(type).then((next) => {
      if (current) setOptions(next);
    });
    return () => {
      current = false;
    };
  }, [dictionaries, type]);
  return options;
}

export interface DictChoices {
  /** The enabled values as [value, label] pairs, for a dropdown or a filter. */
  choices: readonly (readonly [string, string])[];
  /** A value's label; the seeded label (or the value) until the dictionary is read. */
  label: (value: string | null | undefined) => string;
}

const NO_LABELS: Readonly<Record<string, string>> = {};

/** A dictionary as a page's choices and labels (a built-in one's seeded labels until it is read). */
export function useDictChoices(type: string): DictChoices {
  const seeded = BUILT_IN_LABELS[type] ?? NO_LABELS;
  const options = useDictionary(type);
  return useMemo(
    () => ({
      choices: options.map((option) => [option.value, option.label] as const),
      label: (value) => dictLabel(options, value, seeded),
    }),
    [options, seeded],
  );
}
