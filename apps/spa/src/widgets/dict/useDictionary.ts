// A dictionary's values for a page: read once per page load through the shared cache (every field
// and list naming the type shares the one request), so what staff add shows on the next load.
import type { DictOption } from '@ent/core/api';
import { useEffect, useState } from 'react';
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
