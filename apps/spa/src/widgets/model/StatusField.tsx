// A record's status in an editor dialog: enabled ('0') or disabled ('1'), RuoYi's codes, as two
// radio buttons under one label.
import { Field, Radio, RadioGroup } from '@fluentui/react-components';

export function StatusField({
  label,
  value,
  labels,
  onChange,
}: {
  label: string;
  value: '0' | '1';
  /** The words for each status (正常/停用, 正常/暂停). */
  labels: Record<'0' | '1', string>;
  onChange: (status: '0' | '1') => void;
}) {
  return (
    <Field label={label}>
      <RadioGroup
        layout="horizontal"
        value={value}
        onChange={(_event, data) => onChange(data.value === '1' ? '1' : '0')}
      >
        <Radio value="0" label={labels['0']} />
        <Radio value="1" label={labels['1']} />
      </RadioGroup>
    </Field>
  );
}
