// One edit control per form-generator tag (FORMS.md "Tags"), each a plain function of its value.
// Option values keep their type (a number stays a number): controls select by option position.
import {
  defaultValueFormat,
  type FormNode,
  type FormOption,
  formatDate,
  looselyEqual,
  parseDate,
  parseTime,
} from '@ent/core/forms';
import { enumeration, FORM_TEXT } from '@ent/core/messages';
import {
  Button,
  Checkbox,
  Dropdown,
  FieldContextProvider,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Rating,
  Slider,
  SpinButton,
  Switch,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { TimePicker } from '@fluentui/react-timepicker-compat';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DatePicker } from '../DatePicker';
import { useOptions } from './formContext';
import { UploadField } from './UploadField';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

const useStyles = makeStyles({
  full: { width: '100%' },
  range: { display: 'flex', alignItems: 'center', gap: '8px', width: '100%' },
  cascader: { display: 'flex', gap: '8px', flexWrap: 'wrap', width: '100%' },
  group: { display: 'flex', flexWrap: 'wrap', gap: '4px 12px', border: 'none', margin: 0, padding: 0, minWidth: 0 },
  slider: { display: 'flex', alignItems: 'center', gap: '8px', width: '100%' },
  color: { display: 'flex', alignItems: 'center', gap: '8px' },
  swatch: { width: '40px', height: '32px', padding: 0, border: 'none', background: 'none' },
  timeOne: { display: 'inline-flex', flexDirection: 'column', gap: '2px' },
  timeError: { color: tokens.colorPaletteRedForeground1 },
});

export interface ControlProps {
  node: FormNode;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The control shows its value and cannot change it (readOnly, locked form). */
  disabled: boolean;
  label: string;
  size: 'small' | 'medium' | 'large';
  invalid: boolean;
}

/**
 * The parts of a range or a cascader name themselves ('建设周期开始'): outside the Field's context,
 * which would otherwise label every part with the field's one label.
 */
function OwnLabel({ children }: { children: React.ReactNode }) {
  return <FieldContextProvider value={undefined}>{children}</FieldContextProvider>;
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const placeholder = (node: FormNode): string | undefined =>
  typeof node.props.placeholder === 'string' && node.props.placeholder !== '' ? node.props.placeholder : undefined;
const indexOf = (options: readonly FormOption[], value: unknown) =>
  options.findIndex((option) => looselyEqual(option.value, value));

function InputControl({ node, value, onChange, disabled, label, size }: ControlProps) {
  const styles = useStyles();
  const [shown, setShown] = useState(false);
  const maxLength = Number(node.props.maxlength) > 0 ? Number(node.props.maxlength) : undefined;
  if (node.props.type === 'textarea') {
    const autosize = node.props.autosize as { minRows?: number } | undefined;
    return (
      <div className={styles.full}>
        <Textarea
          className={styles.full}
          size={size}
          resize="vertical"
          rows={Number(autosize?.minRows ?? node.props.rows) || 3}
          aria-label={label}
          placeholder={placeholder(node)}
          maxLength={maxLength}
          readOnly={disabled}
          value={text(value)}
          onChange={(_event, data) => onChange(data.value)}
        />
        {node.props.showWordLimit === true && maxLength ? (
          <Text size={200}>{`${text(value).length}/${maxLength}`}</Text>
        ) : null}
      </div>
    );
  }
  const password = node.props.showPassword === true;
  return (
    <Input
      className={styles.full}
      size={size}
      type={password && !shown ? 'password' : 'text'}
      aria-label={label}
      placeholder={placeholder(node)}
      maxLength={maxLength}
      readOnly={disabled}
      value={text(value)}
      onChange={(_event, data) => onChange(data.value)}
      contentAfter={
        password ? (
          <Button
            size="small"
            appearance="transparent"
            icon={shown ? <EyeOffRegular /> : <EyeRegular />}
            aria-label={shown ? FORM_TEXT.hidePassword : FORM_TEXT.showPassword}
            onClick={() => setShown(!shown)}
          />
        ) : undefined
      }
    />
  );
}

function NumberControl({ node, value, onChange, disabled, label, size }: ControlProps) {
  const min = typeof node.props.min === 'number' ? node.props.min : undefined;
  const max = typeof node.props.max === 'number' ? node.props.max : undefined;
  const precision = typeof node.props.precision === 'number' ? node.props.precision : undefined;
  const clamp = (n: number) => Math.min(max ?? n, Math.max(min ?? n, n));
  return (
    <SpinButton
      size={size === 'large' ? 'medium' : size}
      aria-label={label}
      // Fluent names its arrows in English ("Increment value").
      incrementButton={{ 'aria-label': FORM_TEXT.increase(label) }}
      decrementButton={{ 'aria-label': FORM_TEXT.decrease(label) }}
      value={typeof value === 'number' ? value : value === '' || value === null ? null : Number(value)}
      min={min}
      max={max}
      step={Number(node.props.step) || 1}
      precision={precision}
      disabled={disabled}
      onChange={(_event, data) => {
        if (data.value !== undefined) onChange(data.value === null ? null : clamp(data.value));
        else if (data.displayValue !== undefined) {
          const parsed = Number(data.displayValue);
          onChange(data.displayValue.trim() === '' || Number.isNaN(parsed) ? null : clamp(parsed));
        }
      }}
    />
  );
}

function SelectControl({ node, value, onChange, disabled, label, size }: ControlProps) {
  const styles = useStyles();
  const options = useOptions(node);
  const multiple = node.props.multiple === true;
  const values = multiple ? (Array.isArray(value) ? value : []) : value === '' || value === null ? [] : [value];
  const selected = values.map((item) => indexOf(options, item)).filter((index) => index >= 0);
  return (
    <Dropdown
      className={styles.full}
      size={size}
      aria-label={label}
      placeholder={placeholder(node)}
      multiselect={multiple}
      clearable={node.props.clearable === true && !multiple && !disabled}
      disabled={disabled}
      value={enumeration(selected.map((index) => options[index]?.label ?? ''))}
      selectedOptions={selected.map(String)}
      onOptionSelect={(_event, data) => {
        const picked = data.selectedOptions.map((index) => options[Number(index)]?.value);
        onChange(multiple ? picked : (picked[0] ?? ''));
      }}
    >
      {options.map((option, index) => (
        <Option key={`${text(option.value)}:${option.label}`} value={String(index)} disabled={option.disabled}>
          {option.label}
        </Option>
      ))}
    </Dropdown>
  );
}

function CascaderControl({ node, value, onChange, disabled, label, size }: ControlProps) {
  const styles = useStyles();
  const path = Array.isArray(value) ? value : [];
  const levels: FormOption[][] = [node.options];
  path.forEach((item, depth) => {
    const found = levels[depth]?.find((option) => looselyEqual(option.value, item));
    if (found?.children?.length) levels.push(found.children);
  });
  return (
    <OwnLabel>
      <div className={styles.cascader}>
        {levels.map((options, depth) => {
          const selected = indexOf(options, path[depth]);
          return (
            <Dropdown
              // biome-ignore lint/suspicious/noArrayIndexKey: a level is its depth.
              key={depth}
              size={size}
              disabled={disabled}
              aria-label={FORM_TEXT.cascaderLevel(label, depth + 1)}
              placeholder={depth === 0 ? placeholder(node) : undefined}
              value={selected >= 0 ? (options[selected]?.label ?? '') : ''}
              selectedOptions={selected >= 0 ? [String(selected)] : []}
              onOptionSelect={(_event, data) => {
                const option = options[Number(data.optionValue)];
                if (option) onChange([...path.slice(0, depth), option.value]);
              }}
            >
              {options.map((option, index) => (
                <Option key={`${text(option.value)}:${option.label}`} value={String(index)} disabled={option.disabled}>
                  {option.label}
                </Option>
              ))}
            </Dropdown>
          );
        })}
      </div>
    </OwnLabel>
  );
}

function RadioControl({ node, value, onChange, disabled, label }: ControlProps) {
  const options = useOptions(node);
  const selected = indexOf(options, value);
  return (
    <RadioGroup
      layout="horizontal"
      aria-label={label}
      disabled={disabled}
      value={selected >= 0 ? String(selected) : ''}
      onChange={(_event, data) => onChange(options[Number(data.value)]?.value ?? '')}
    >
      {options.map((option, index) => (
        <Radio
          key={`${text(option.value)}:${option.label}`}
          value={String(index)}
          label={option.label}
          disabled={option.disabled}
        />
      ))}
    </RadioGroup>
  );
}

function CheckboxControl({ node, value, onChange, disabled, label }: ControlProps) {
  const styles = useStyles();
  const options = useOptions(node);
  const values = Array.isArray(value) ? value : [];
  return (
    <OwnLabel>
      <fieldset aria-label={label} className={styles.group}>
        {options.map((option) => {
          const checked = values.some((item) => looselyEqual(item, option.value));
          return (
            <Checkbox
              key={`${text(option.value)}:${option.label}`}
              label={option.label}
              disabled={disabled || option.disabled}
              checked={checked}
              onChange={(_event, data) =>
                onChange(
                  data.checked === true
                    ? [...values, option.value]
                    : values.filter((item) => !looselyEqual(item, option.value)),
                )
              }
            />
          );
        })}
      </fieldset>
    </OwnLabel>
  );
}

function SwitchControl({ node, value, onChange, disabled, label }: ControlProps) {
  const on = node.props.activeValue ?? true;
  const off = node.props.inactiveValue ?? false;
  const checked = looselyEqual(value, on);
  const stateText = checked ? text(node.props.activeText) : text(node.props.inactiveText);
  return (
    <Switch
      aria-label={label}
      checked={checked}
      disabled={disabled}
      label={stateText || undefined}
      onChange={(_event, data) => onChange(data.checked ? on : off)}
    />
  );
}

function SliderControl({ node, value, onChange, disabled, label }: ControlProps) {
  const styles = useStyles();
  const min = Number(node.props.min ?? 0) || 0;
  const max = Number(node.props.max ?? 100) || 100;
  const current = Number(value) || min;
  return (
    <div className={styles.slider}>
      <Slider
        className={styles.full}
        aria-label={label}
        min={min}
        max={max}
        step={Number(node.props.step) || 1}
        disabled={disabled}
        value={current}
        onChange={(_event, data) => onChange(data.value)}
      />
      <Text>{current}</Text>
    </div>
  );
}

function TimeOne({
  value,
  onChange,
  format,
  disabled,
  label,
  placeholderText,
  size,
}: {
  value: string;
  onChange: (value: string) => void;
  format: string;
  disabled: boolean;
  label: string;
  placeholderText?: string;
  size: ControlProps['size'];
}) {
  const styles = useStyles();
  const date = parseDate(value, format);
  const seconds = format.includes('ss');
  // The text being typed is the input's own until it is committed (Enter, Tab, leaving the
  // field): bound to the committed value instead, every keystroke would be thrown away.
  const [typed, setTyped] = useState(value);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setTyped(value);
    setInvalid(false);
  }, [value]);
  return (
    <span className={styles.timeOne}>
      <TimePicker
        freeform
        size={size}
        hourCycle="h23"
        showSeconds={seconds}
        increment={30}
        aria-label={label}
        // Fluent names its button "Open" and the label, in English.
        expandIcon={{ 'aria-label': FORM_TEXT.openTimes(label) }}
        aria-invalid={invalid || undefined}
        placeholder={placeholderText ?? FORM_TEXT.chooseTime}
        disabled={disabled}
        selectedTime={date}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        formatDateToTimeString={(time) => formatDate(time, format)}
        parseTimeStringToDate={(input) => {
          const parsed = input ? parseTime(input, format) : null;
          return parsed ? { date: parsed } : { date: null, errorType: input ? 'invalid-input' : 'required-input' };
        }}
        onTimeChange={(_event, data) => {
          if (data.selectedTime) {
            const next = formatDate(data.selectedTime, format);
            setTyped(next);
            setInvalid(false);
            onChange(next);
          } else if (!data.selectedTimeText) onChange('');
          else setInvalid(true);
        }}
      />
      {invalid ? (
        <Text role="alert" className={styles.timeError}>
          {FORM_TEXT.invalidTime(format)}
        </Text>
      ) : null}
    </span>
  );
}

function TimeControl({ node, value, onChange, disabled, label, size }: ControlProps) {
  const styles = useStyles();
  const format = typeof node.props.valueFormat === 'string' ? node.props.valueFormat : defaultValueFormat('time');
  if (node.props.isRange !== true)
    return (
      <TimeOne
        value={text(value)}
        onChange={onChange}
        format={format}
        disabled={disabled}
        label={label}
        placeholderText={placeholder(node)}
        size={size}
      />
    );
  const parts = Array.isArray(value) ? value.map(text) : ['', ''];
  return (
    <OwnLabel>
      <div className={styles.range}>
        <TimeOne
          value={parts[0] ?? ''}
          onChange={(start) => onChange([start, parts[1] ?? ''])}
          format={format}
          disabled={disabled}
          label={`${label}${FORM_TEXT.startPlaceholder}`}
          placeholderText={text(node.props.startPlaceholder) || FORM_TEXT.startPlaceholder}
          size={size}
        />
        <Text>{text(node.props.rangeSeparator) || FORM_TEXT.rangeSeparator}</Text>
        <TimeOne
          value={parts[1] ?? ''}
          onChange={(end) => onChange([parts[0] ?? '', end])}
          format={format}
          disabled={disabled}
          label={`${label}${FORM_TEXT.endPlaceholder}`}
          placeholderText={text(node.props.endPlaceholder) || FORM_TEXT.endPlaceholder}
          size={size}
        />
      </div>
    </OwnLabel>
  );
}

function DateOne({
  value,
  onChange,
  type,
  format,
  display,
  disabled,
  label,
  placeholderText,
  size,
}: {
  value: string;
  onChange: (value: string) => void;
  type: string;
  format: string;
  display: string;
  disabled: boolean;
  label: string;
  placeholderText?: string;
  size: ControlProps['size'];
}) {
  const styles = useStyles();
  const date = parseDate(value, format);
  if (type === 'date' || type === 'daterange')
    return (
      <DatePicker
        className={styles.full}
        size={size}
        allowTextInput
        aria-label={label}
        // Fluent makes the calendar icon a button named after the input's id, which gives no name:
        // an unnamed button to assistive tech. The input itself is named and opens the calendar
        // (click, Enter, Alt+↓), so the icon stays a pointer target only, hidden from assistive
        // tech; the calendar it opens is named in Chinese (Fluent's is 'Calendar').
        contentAfter={{
          role: undefined,
          'aria-hidden': true,
          'aria-labelledby': undefined,
          'aria-expanded': undefined,
        }}
        popupSurface={{ 'aria-label': FORM_TEXT.calendar(label) }}
        placeholder={placeholderText ?? FORM_TEXT.chooseDate}
        disabled={disabled}
        value={date}
        formatDate={(picked) => (picked ? formatDate(picked, display) : '')}
        parseDateFromString={(input) => parseDate(input, display) ?? parseDate(input, format)}
        onSelectDate={(picked) => onChange(picked ? formatDate(picked, format) : '')}
      />
    );
  // Month, year and date-with-time use the browser's own inputs, keeping the value format.
  if (type === 'year')
    return (
      <Input
        className={styles.full}
        size={size}
        inputMode="numeric"
        aria-label={label}
        placeholder={placeholderText}
        readOnly={disabled}
        value={value}
        onChange={(_event, data) => onChange(data.value.replace(/\D/g, '').slice(0, 4))}
      />
    );
  const month = type.startsWith('month');
  const nativeFormat = month ? 'yyyy-MM' : 'yyyy-MM-ddTHH:mm:ss';
  return (
    <Input
      className={styles.full}
      size={size}
      type={month ? 'month' : 'datetime-local'}
      aria-label={label}
      placeholder={placeholderText}
      readOnly={disabled}
      step={month ? undefined : 1}
      value={date ? formatDate(date, nativeFormat) : ''}
      onChange={(_event, data) => {
        // Browsers leave the seconds out of a datetime-local value when they are zero.
        const parsed = parseDate(data.value.length === 16 ? `${data.value}:00` : data.value, nativeFormat);
        onChange(parsed ? formatDate(parsed, format) : '');
      }}
    />
  );
}

function DateControl({ node, value, onChange, disabled, label, size }: ControlProps) {
  const styles = useStyles();
  const type = typeof node.props.type === 'string' ? node.props.type : 'date';
  const kind = (type.replace('range', '') || 'date') as 'date' | 'datetime' | 'month' | 'year';
  const format = typeof node.props.valueFormat === 'string' ? node.props.valueFormat : defaultValueFormat(kind);
  const display = typeof node.props.format === 'string' ? node.props.format : format;
  if (!type.endsWith('range'))
    return (
      <DateOne
        value={text(value)}
        onChange={onChange}
        type={type}
        format={format}
        display={display}
        disabled={disabled}
        label={label}
        placeholderText={placeholder(node)}
        size={size}
      />
    );
  const parts = Array.isArray(value) ? value.map(text) : ['', ''];
  return (
    <OwnLabel>
      <div className={styles.range}>
        <DateOne
          value={parts[0] ?? ''}
          onChange={(start) => onChange([start, parts[1] ?? ''])}
          type={type}
          format={format}
          display={display}
          disabled={disabled}
          label={`${label}${FORM_TEXT.startPlaceholder}`}
          placeholderText={text(node.props.startPlaceholder) || FORM_TEXT.startPlaceholder}
          size={size}
        />
        <Text>{text(node.props.rangeSeparator) || FORM_TEXT.rangeSeparator}</Text>
        <DateOne
          value={parts[1] ?? ''}
          onChange={(end) => onChange([parts[0] ?? '', end])}
          type={type}
          format={format}
          display={display}
          disabled={disabled}
          label={`${label}${FORM_TEXT.endPlaceholder}`}
          placeholderText={text(node.props.endPlaceholder) || FORM_TEXT.endPlaceholder}
          size={size}
        />
      </div>
    </OwnLabel>
  );
}

function RateControl({ node, value, onChange, disabled, label }: ControlProps) {
  const max = Number(node.props.max) || 5;
  const current = Number(value) || 0;
  return (
    <Rating
      aria-label={FORM_TEXT.ratingLabel(label, current)}
      max={max}
      step={node.props.allowHalf === true ? 0.5 : 1}
      value={current}
      onChange={(_event, data) => {
        if (!disabled) onChange(data.value);
      }}
    />
  );
}

function ColorControl({ value, onChange, disabled, label, size }: ControlProps) {
  const styles = useStyles();
  const hex = /^#[0-9a-f]{6}$/i.test(text(value)) ? text(value) : '#000000';
  return (
    <OwnLabel>
      <span className={styles.color}>
        <input
          className={styles.swatch}
          type="color"
          aria-label={label}
          disabled={disabled}
          value={hex}
          onChange={(event) => onChange(event.target.value)}
        />
        <Input
          size={size}
          aria-label={`${label} HEX`}
          readOnly={disabled}
          value={text(value)}
          onChange={(_event, data) => onChange(data.value)}
        />
      </span>
    </OwnLabel>
  );
}

function RichTextControl({ node, value, onChange, disabled, label }: ControlProps) {
  return (
    <Suspense fallback={<Text>{'…'}</Text>}>
      <RichTextEditor
        value={text(value)}
        onChange={onChange}
        label={label}
        height={Number(node.props.height) || 240}
        disabled={disabled}
      />
    </Suspense>
  );
}

function UploadControl({ node, value, onChange, disabled, label }: ControlProps) {
  return <UploadField node={node} value={value} onChange={onChange} disabled={disabled} label={label} />;
}

export const CONTROLS: Record<string, (props: ControlProps) => React.ReactElement> = {
  'el-input': InputControl,
  'el-input-number': NumberControl,
  'el-select': SelectControl,
  'el-cascader': CascaderControl,
  'el-radio-group': RadioControl,
  'el-checkbox-group': CheckboxControl,
  'el-switch': SwitchControl,
  'el-slider': SliderControl,
  'el-time-picker': TimeControl,
  'el-date-picker': DateControl,
  'el-rate': RateControl,
  'el-color-picker': ColorControl,
  'el-upload': UploadControl,
  tinymce: RichTextControl,
};
