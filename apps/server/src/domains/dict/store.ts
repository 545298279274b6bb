// The dictionaries as the server reads them: each type's enabled values, cached per process for as
// long as parameters are, so a change reaches every process within 5 seconds without a message bus.
import type { DictOption } from '@ent/core/contract';
import { BUILT_IN_LABELS } from '@ent/core/dict';
import { DICT_TEXT } from '@ent/core/messages';
import type { DatabaseHandle } from '../../db/database';
import { ClientError } from '../../http/errors';
import { PARAMETER_CACHE_MS } from '../system/parameters';

/** Every store of this process, so 刷新缓存 and a save drop them at once. */
const stores = new Set<() => void>();

export function clearDictionaryCaches(): void {
  for (const clear of stores) clear();
}

export function createDictionaryStore(handle: DatabaseHandle) {
  const cache = new Map<string, { readAt: number; options: Promise<DictOption[]> }>();
  stores.add(() => cache.clear());

  const read = async (type: string): Promise<DictOption[]> => {
    const rows = await handle.db
      .selectFrom('dict_data as d')
      .innerJoin('dict_type as t', 't.type', 'd.dict_type')
      .select(['d.value', 'd.label', 'd.list_class', 'd.css_class', 'd.is_default'])
      .where('d.dict_type', '=', type)
      .where('d.status', '=', '0')
      .where('t.status', '=', '0')
      .orderBy('d.sort')
      .orderBy('d.id')
      .execute();
    return rows.map((row) => ({
      value: row.value,
      label: row.label,
      listClass: row.list_class,
      cssClass: row.css_class ?? '',
      isDefault: row.is_default,
    }));
  };

  const options = (type: string): Promise<DictOption[]> => {
    const cached = cache.get(type);
    if (cached && Date.now() - cached.readAt < PARAMETER_CACHE_MS) return cached.options;
    const entry = { readAt: Date.now(), options: read(type) };
    entry.options.catch(() => cache.delete(type));
    cache.set(type, entry);
    return entry.options;
  };

  return {
    options,
    /** Whether `value` is an enabled value of the dictionary. */
    async has(type: string, value: string): Promise<boolean> {
      return (await options(type)).some((option) => option.value === value);
    },
    /**
     * Refuses a record's value its dictionary does not hold enabled, naming the field; a record
     * may keep the value it already has after staff disable it.
     */
    async require(type: string, value: string, label: string, current?: string): Promise<void> {
      if (value !== current && !(await this.has(type, value)))
        throw new ClientError('badRequest', DICT_TEXT.notAValue(label));
    },
    /** A dictionary's labels by value, over the seeded ones (a disabled value keeps its seeded label). */
    async labels(type: string): Promise<Record<string, string>> {
      const labels: Record<string, string> = { ...BUILT_IN_LABELS[type] };
      for (const option of await options(type)) labels[option.value] = option.label;
      return labels;
    },
  };
}

export type DictionaryStore = ReturnType<typeof createDictionaryStore>;
