// The search card's fields, bound to a list controller's typed filters.
import type { ListController } from '@ent/core/list';
import { Dropdown, Field, Input, makeStyles, Option } from '@fluentui/react-components';
import { useControlSize } from '../../state/useShell';

const useStyles = makeStyles({
  filter: { minWidth: '150px' },
});

/** A text filter: what is typed waits in the search form until 搜索. */
export function TextFilter<F>({
  list,
  filters,
  name,
  label,
}: {
  list: ListController<unknown, F, unknown>;
  filters: F;
  name: keyof F & string;
  label: string;
}) {
  const size = useControlSize();
  return (
    <Field label={label} size={size}>
      <Input
        value={String(filters[name] ?? '')}
        onChange={(_event, data) => list.setFilters({ [name]: data.value } as unknown as Partial<F>)}
      />
    </Field>
  );
}

/** A choice among options, or all of them (''). */
export function ChoiceFilter<T extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: T | '';
  options: ReadonlyArray<readonly [T, string]>;
  /** The text of the choice that filters nothing (全部). */
  allLabel: string;
  onChange: (value: T | '') => void;
}) {
  const size = useControlSize();
  const styles = useStyles();
  return (
    <Field label={label} size={size}>
      <Dropdown
        className={styles.filter}
        value={options.find(([key]) => key === value)?.[1] ?? allLabel}
        selectedOptions={[value]}
        onOptionSelect={(_event, data) => onChange((data.optionValue ?? '') as T | '')}
      >
        <Option value="">{allLabel}</Option>
        {options.map(([key, name]) => (
          <Option key={key} value={key}>
            {name}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** A day (YYYY-MM-DD), or '' for any: one end of a date range. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const size = useControlSize();
  return (
    <Field label={label} size={size}>
      <Input type="date" value={value} onChange={(_event, data) => onChange(data.value)} />
    </Field>
  );
}
