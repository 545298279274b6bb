// Government staff's enterprise filter on the project filing list: a combobox searching the
// enterprises by name (mainstay/page, staff only); choosing none lists every enterprise's filings.
import type { MainstayRow } from '@ent/core/api';
import { FILING_REVIEW_TEXT } from '@ent/core/messages';
import { Combobox, Field, Option } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useServices } from '../../../state/servicesContext';

export interface PickedEnterprise {
  id: number;
  name: string;
}

const SEARCH_DELAY_MS = 250;

export function EnterprisePicker({
  value,
  onChange,
  size,
}: {
  value: PickedEnterprise | null;
  onChange: (next: PickedEnterprise | null) => void;
  size: 'small' | 'medium' | 'large';
}) {
  const { mainstay } = useServices();
  const [text, setText] = useState(value?.name ?? '');
  const [options, setOptions] = useState<MainstayRow[]>([]);
  // Typing opens the list of matching enterprises.
  const [open, setOpen] = useState(false);

  useEffect(() => setText(value?.name ?? ''), [value]);

  useEffect(() => {
    let cancelled = false;
    const name = text.trim();
    const timer = setTimeout(() => {
      mainstay
        .enterprises({ pageNum: 1, pageSize: 20, ...(name && name !== value?.name ? { name } : {}) })
        .then((answer) => {
          if (!cancelled) setOptions(answer.data?.rows ?? []);
        })
        .catch(() => {
          if (!cancelled) setOptions([]);
        });
    }, SEARCH_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [mainstay, text, value]);

  return (
    <Field label={FILING_REVIEW_TEXT.enterpriseFilter} size={size}>
      <Combobox
        freeform
        value={text}
        placeholder={FILING_REVIEW_TEXT.enterprisePlaceholder}
        selectedOptions={value ? [String(value.id)] : []}
        open={open}
        onOpenChange={(_event, data) => setOpen(data.open)}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          if (!event.target.value) onChange(null);
        }}
        onOptionSelect={(_event, data) => {
          const id = Number(data.optionValue);
          const picked = options.find((row) => row.id === id);
          onChange(picked ? { id: picked.id, name: picked.name } : null);
          setText(picked?.name ?? '');
        }}
      >
        <Option value="" text={FILING_REVIEW_TEXT.allEnterprises}>
          {FILING_REVIEW_TEXT.allEnterprises}
        </Option>
        {options.map((row) => (
          <Option key={row.id} value={String(row.id)} text={row.name}>
            {row.name}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
