// 所在地区: five cascading selects (province, city, district, town, village) fed level by level by
// gov-system areaFive/getAllLevel. Choosing a level clears the ones below and loads the next.
import type { AreaNode } from '@ent/core/api';
import { COMPANY_INFO_TEXT } from '@ent/core/messages';
import { regionPath } from '@ent/core/validate';
import { Label, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef, useState } from 'react';
import { useServices } from '../state/servicesContext';

const LEVELS = [
  COMPANY_INFO_TEXT.province,
  COMPANY_INFO_TEXT.city,
  COMPANY_INFO_TEXT.district,
  COMPANY_INFO_TEXT.town,
  COMPANY_INFO_TEXT.village,
] as const;

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: '4px', border: 'none', margin: 0, padding: 0, minWidth: 0 },
  legend: { padding: 0, marginBottom: '4px' },
  selects: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '8px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface RegionPickerProps {
  /** The deepest chosen division's code, or ''. */
  value: string;
  onChange: (code: string) => void;
  error?: string;
  required?: boolean;
}

export function RegionPicker({ value, onChange, error, required }: RegionPickerProps) {
  const { regions } = useServices();
  const styles = useStyles();
  const errorId = useId();
  // Options per level, keyed by the parent code they were loaded for ('' for the provinces).
  const [options, setOptions] = useState<Record<string, AreaNode[]>>({});
  const path = regionPath(value);

  // Loads the options of every level the value needs: the provinces and each chosen level's children.
  const parents = ['', ...path].slice(0, LEVELS.length);
  const requested = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const wanted = JSON.stringify(parents.filter((parent) => !requested.current.has(parent)));
  useEffect(() => {
    for (const parent of JSON.parse(wanted) as string[]) {
      if (requested.current.has(parent)) continue;
      requested.current.add(parent);
      regions
        .levels(parent ? { parentCode: parent } : {})
        .then(({ data }) => data ?? [])
        .catch(() => {
          // Shown by the HTTP client; asking again later is allowed.
          requested.current.delete(parent);
          return [] as AreaNode[];
        })
        .then((list) => {
          if (mounted.current) setOptions((o) => ({ ...o, [parent]: list }));
        });
    }
  }, [wanted, regions]);

  const choose = (level: number, code: string) => {
    // An empty choice at a level keeps the levels above it.
    onChange(code || (level > 0 ? (path[level - 1] ?? '') : ''));
  };

  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        <Label required={required}>{COMPANY_INFO_TEXT.region}</Label>
      </legend>
      <div className={styles.selects}>
        {LEVELS.map((name, level) => {
          const parent = parents[level];
          const list = parent === undefined ? undefined : options[parent];
          // A level shows once the level above is chosen and has divisions below it.
          if (parent === undefined || (level > 0 && list !== undefined && list.length === 0)) return null;
          return (
            <Select
              key={name}
              aria-label={name}
              aria-invalid={error ? true : undefined}
              value={path[level] ?? ''}
              disabled={list === undefined}
              onChange={(_event, data) => choose(level, data.value)}
            >
              <option value="">{COMPANY_INFO_TEXT.choose(name)}</option>
              {(list ?? []).map((node) => (
                <option key={node.code} value={node.code}>
                  {node.name}
                </option>
              ))}
            </Select>
          );
        })}
      </div>
      {error ? (
        <Text id={errorId} size={200} className={styles.error} role="alert">
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
