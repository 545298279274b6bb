// The facility form of /dataAdministration/addEnergyBody: name, type, capacity, city, address,
// coordinate and status, checked with core's validateFacility (the server runs the same rules).
// A field shows its problem once it was left or a save was tried; nothing is sent while any remain.
import { DOMAIN_TEXT, FACILITY_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import {
  cleanText,
  FACILITY_STATUSES,
  FACILITY_TYPES,
  type FacilityDraft,
  type FacilityErrors,
  validateFacility,
} from '@ent/core/validate';
import { Button, Dropdown, Field, Input, makeStyles, Option, Radio, RadioGroup } from '@fluentui/react-components';
import { type FormEvent, useMemo, useState } from 'react';
import { useControlSize } from '../../../state/useShell';
import { CoordinateFields } from '../CoordinateFields';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '14px', maxWidth: '720px' },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '12px' },
  actions: { display: 'flex', gap: '8px', paddingTop: '8px' },
});

type Key = keyof FacilityDraft;
const ALL_KEYS = Object.keys(FACILITY_TEXT.fields) as Key[];
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

export interface FacilityFormProps {
  initial: FacilityDraft;
  /** Saves the checked draft; resolves true when it was saved. */
  onSave: (draft: FacilityDraft) => Promise<boolean>;
  onCancel: () => void;
}

export function FacilityForm({ initial, onSave, onCancel }: FacilityFormProps) {
  const styles = useStyles();
  const size = useControlSize();
  const [draft, setDraft] = useState<FacilityDraft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<Key>>(new Set());
  const [busy, setBusy] = useState(false);
  const errors: FacilityErrors = useMemo(() => validateFacility(draft), [draft]);
  const shown = (key: Key) => (touched.has(key) ? errors[key] : undefined);
  const touch = (...keys: Key[]) => setTouched((before) => new Set([...before, ...keys]));
  const set = (key: Key, value: string) => setDraft((before) => ({ ...before, [key]: value }));
  /** SPEC §5 looser cleaner on leaving a text field: whitespace and markup characters go. */
  const clean = (key: 'name' | 'address') => {
    set(key, cleanText('looser', draft[key], NO_LIMIT).value);
    touch(key);
  };
  const field = (key: Key, required = true) => ({
    label: FACILITY_TEXT.fields[key],
    required,
    size,
    validationMessage: shown(key),
    validationState: shown(key) ? ('error' as const) : ('none' as const),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    touch(...ALL_KEYS);
    if (Object.keys(errors).length > 0 || busy) return;
    setBusy(true);
    try {
      await onSave({ ...draft, name: draft.name.trim(), address: draft.address.trim() });
    } finally {
      setBusy(false);
    }
  };

  const typeName = (value: string) => DOMAIN_TEXT.facilityTypes[value as keyof typeof DOMAIN_TEXT.facilityTypes] ?? '';
  const city = JIANGSU_CITIES.find((c) => c.code === draft.cityCode);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={FACILITY_TEXT.editTitle}>
      <Field {...field('name')}>
        <Input
          value={draft.name}
          placeholder={FACILITY_TEXT.namePlaceholder}
          onChange={(_event, data) => set('name', data.value)}
          onBlur={() => clean('name')}
        />
      </Field>
      <div className={styles.row}>
        <Field {...field('facilityType')}>
          <Dropdown
            placeholder={FACILITY_TEXT.choose(FACILITY_TEXT.fields.facilityType)}
            value={typeName(draft.facilityType)}
            selectedOptions={draft.facilityType ? [draft.facilityType] : []}
            onOptionSelect={(_event, data) => {
              set('facilityType', data.optionValue ?? '');
              touch('facilityType');
            }}
          >
            {FACILITY_TYPES.map((type) => (
              <Option key={type} value={type}>
                {typeName(type)}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field {...field('capacityMw')}>
          <Input
            inputMode="decimal"
            value={draft.capacityMw}
            placeholder={FACILITY_TEXT.capacityPlaceholder}
            onChange={(_event, data) => set('capacityMw', data.value.trim())}
            onBlur={() => touch('capacityMw')}
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Field {...field('cityCode')}>
          <Dropdown
            placeholder={FACILITY_TEXT.choose(FACILITY_TEXT.fields.cityCode)}
            value={city?.name ?? ''}
            selectedOptions={draft.cityCode ? [draft.cityCode] : []}
            onOptionSelect={(_event, data) => {
              set('cityCode', data.optionValue ?? '');
              touch('cityCode');
            }}
          >
            {JIANGSU_CITIES.map((c) => (
              <Option key={c.code} value={c.code}>
                {c.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field {...field('address', false)}>
          <Input
            value={draft.address}
            placeholder={FACILITY_TEXT.addressPlaceholder}
            onChange={(_event, data) => set('address', data.value)}
            onBlur={() => clean('address')}
          />
        </Field>
      </div>
      <CoordinateFields
        required
        size={size}
        value={{ longitude: draft.longitude, latitude: draft.latitude }}
        errors={{ longitude: shown('longitude'), latitude: shown('latitude') }}
        onChange={(next) => setDraft((before) => ({ ...before, ...next }))}
        onBlur={(key) => touch(key)}
      />
      <Field {...field('status')}>
        <RadioGroup
          layout="horizontal"
          value={draft.status}
          onChange={(_event, data) => {
            set('status', data.value);
            touch('status');
          }}
        >
          {FACILITY_STATUSES.map((status) => (
            <Radio key={status} value={status} label={DOMAIN_TEXT.facilityStatus[status]} />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" size={size} disabled={busy}>
          {FACILITY_TEXT.save}
        </Button>
        <Button size={size} onClick={onCancel}>
          {FACILITY_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
