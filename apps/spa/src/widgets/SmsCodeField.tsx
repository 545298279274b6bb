// An SMS code field: its input with 获取验证码 beside it on one line, and the field's label above and
// its message below both. The button sits inside the field's control row, not beside the whole
// field, so a validation message under the input never pushes the button out of line with it.
import { Field, type FieldProps, Input, type InputProps, makeStyles } from '@fluentui/react-components';
import { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: '12px' },
  // The input gives way on a narrow screen; the button keeps its width.
  input: { flexGrow: 1, minWidth: 0 },
  button: { flexShrink: 0 },
});

export interface SmsCodeFieldProps {
  label: string;
  required?: boolean;
  /** The form model's validation props of the code (validationMessage, validationState). */
  validation: Pick<FieldProps, 'validationMessage' | 'validationState'>;
  size?: 'small' | 'medium' | 'large';
  className?: string;
  /** The code's input: name, value and handlers (the form model's text props). */
  input: Omit<InputProps, 'size' | 'className'>;
  /** The 获取验证码 button's props. */
  button: Omit<SmsCodeButtonProps, 'size' | 'className'>;
}

export function SmsCodeField({ label, required, validation, size, className, input, button }: SmsCodeFieldProps) {
  const styles = useStyles();
  return (
    <Field className={className} label={label} required={required} size={size} {...validation}>
      <div className={styles.row}>
        <Input
          className={styles.input}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          size={size}
          {...input}
        />
        <SmsCodeButton className={styles.button} size={size} {...button} />
      </div>
    </Field>
  );
}
