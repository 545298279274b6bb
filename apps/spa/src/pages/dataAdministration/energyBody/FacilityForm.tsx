// The facility form of /dataAdministration/addEnergyBody: name, type, capacity, city, address,
// coordinate and status, checked with core's validateFacility (the server runs the same rules).
// A field shows its problem once it was left or a save was tried; nothing is sent while any remain.
import { DICT_TYPES, dictLabel } from '@ent/core/dict';
import { FACILITY_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { cleanText, type FacilityDraft, validateFacility } from '@ent/core/validate';
import { Button, Dropdown, Field, Input, makeStyles, Option, Radio, RadioGroup } from '@fluentui/react-components';
import { type FormEvent, useEffect, useRef } from 'react';
import { useControlSize } from '../../../state/useShell';
import { useDictChoices, useDictionary } from '../../../widgets/dict/useDictionary';
import { useFormModel } from '../../../widgets/model/useFormModel';
import { CoordinateFields } from '../CoordinateFields';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: '14px', maxWidth: '720px' },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: '12px' },
  actions: { display: 'flex', gap: '8px', paddingTop: '8px' },
});

type Key = keyof FacilityDraft;
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
  // The types are the 能源设施类型 dictionary's, which staff may extend; a facility keeps its own.
  const types = useDictionary(DICT_TYPES.facilityType);
  const typeValues = [...types.map((type) => type.value), initial.facilityType].filter(Boolean);
  const statuses = useDictChoices(DICT_TYPES.facilityStatus);
  const statusValues = [...statuses.choices.map(([value]) => value), initial.status].filter(Boolean);
  const form = useFormModel<FacilityDraft>({
    initial,
    validate: (draft) =>
      validateFacility(
        draft,
        types.length > 0 ? typeValues : undefined,
        statuses.choices.length > 0 ? statusValues : undefined,
      ),
  });
  const { model, values: draft } = form;
  // Opened by 新增 or 修改 in the list, whose button is gone with the list's tab: focus starts on the
  // first field rather than on the page's body, so keyboard and screen-reader users begin typing.
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  /** SPEC §5 looser cleaner on leaving a text field: whitespace and markup characters go. */
  const clean = (key: 'name' | 'address') => ({
    ...form.text(key),
    onBlur: () => {
      model.set(key, cleanText('looser', draft[key], NO_LIMIT).value);
      model.leave(key);
    },
  });
  const choose = (key: Key, value: string) => {
    model.set(key, value);
    model.touch(key);
  };
  const field = (key: Key, required = true) => ({
    label: FACILITY_TEXT.fields[key],
    required,
    size,
    ...form.validation(key),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void model.submit((values) => onSave({ ...values, name: values.name.trim(), address: values.address.trim() }));
  };

  const city = JIANGSU_CITIES.find((c) => c.code === draft.cityCode);

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={FACILITY_TEXT.editTitle}>
      <Field {...field('name')}>
        <Input ref={first} {...clean('name')} placeholder={FACILITY_TEXT.namePlaceholder} />
      </Field>
      <div className={styles.row}>
        <Field {...field('facilityType')}>
          <Dropdown
            placeholder={FACILITY_TEXT.choose(FACILITY_TEXT.fields.facilityType)}
            value={dictLabel(types, draft.facilityType)}
            selectedOptions={draft.facilityType ? [draft.facilityType] : []}
            onOptionSelect={(_event, data) => choose('facilityType', data.optionValue ?? '')}
          >
            {types.map((type) => (
              <Option key={type.value} value={type.value}>
                {type.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field {...field('capacityMw')}>
          <Input
            inputMode="decimal"
            value={draft.capacityMw}
            placeholder={FACILITY_TEXT.capacityPlaceholder}
            onChange={(_event, data) => model.set('capacityMw', data.value.trim())}
            onBlur={() => model.leave('capacityMw')}
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Field {...field('cityCode')}>
          <Dropdown
            placeholder={FACILITY_TEXT.choose(FACILITY_TEXT.fields.cityCode)}
            value={city?.name ?? ''}
            selectedOptions={draft.cityCode ? [draft.cityCode] : []}
            onOptionSelect={(_event, data) => choose('cityCode', data.optionValue ?? '')}
          >
            {JIANGSU_CITIES.map((c) => (
              <Option key={c.code} value={c.code}>
                {c.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field {...field('address', false)}>
          <Input {...clean('address')} placeholder={FACILITY_TEXT.addressPlaceholder} />
        </Field>
      </div>
      <CoordinateFields
        required
        size={size}
        value={{ longitude: draft.longitude, latitude: draft.latitude }}
        errors={{ longitude: model.shown('longitude'), latitude: model.shown('latitude') }}
        onChange={(next) => model.patch(next)}
        onBlur={(key) => model.leave(key)}
      />
      <Field {...field('status')}>
        <RadioGroup layout="horizontal" value={draft.status} onChange={(_event, data) => choose('status', data.value)}>
          {statuses.choices.map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" size={size} disabled={form.state.busy}>
          {FACILITY_TEXT.save}
        </Button>
        <Button size={size} onClick={onCancel}>
          {FACILITY_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
