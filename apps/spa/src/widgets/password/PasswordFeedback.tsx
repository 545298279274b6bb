// The password policy shown while a password is typed: the input with show/hide, the strength
// meter and the live checklist of the policy's rules. One set, used wherever a new password is
// chosen (/user/editPassword, /registered).
import type { PasswordPolicy } from '@ent/core/api';
import { aside, PASSWORD_TEXT } from '@ent/core/messages';
import { passwordChecklist, passwordStrength } from '@ent/core/validate';
import { Button, Input, makeStyles, mergeClasses, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, DismissCircleRegular, EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useControlSize } from '../../state/useShell';

const useStyles = makeStyles({
  rules: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '6px' },
  rule: { display: 'flex', alignItems: 'center', gap: '6px' },
  met: { color: tokens.colorPaletteGreenForeground1 },
  unmet: { color: tokens.colorNeutralForeground3 },
  strength: { display: 'flex', alignItems: 'center', gap: '8px' },
  strengthBar: { flexGrow: 1 },
  strengthLabel: { whiteSpace: 'nowrap', flexShrink: 0 },
  srOnly: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

const STRENGTH_COLOURS = ['error', 'warning', 'success'] as const;

export function PasswordInput({
  name,
  value,
  placeholder,
  autoComplete,
  onChange,
  onBlur,
}: {
  name: string;
  value: string;
  placeholder?: string;
  autoComplete: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}) {
  const [visible, setVisible] = useState(false);
  const size = useControlSize();
  return (
    <Input
      name={name}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={value}
      size={size}
      onChange={(_e, data) => onChange(data.value)}
      onBlur={onBlur}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={visible ? PASSWORD_TEXT.hide : PASSWORD_TEXT.show}
          aria-pressed={visible}
          onClick={() => setVisible(!visible)}
        />
      }
    />
  );
}

/** The strength meter; nothing while the field is empty. */
export function PasswordStrength({ password }: { password: string }) {
  const styles = useStyles();
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div className={styles.strength}>
      <Text size={200} className={styles.strengthLabel}>
        {PASSWORD_TEXT.strength}
      </Text>
      <ProgressBar
        className={styles.strengthBar}
        aria-label={PASSWORD_TEXT.strength}
        aria-valuetext={PASSWORD_TEXT.strengthLevels[strength]}
        value={(strength + 1) / 3}
        color={STRENGTH_COLOURS[strength]}
        thickness="large"
      />
      <Text size={200} className={styles.strengthLabel}>
        {PASSWORD_TEXT.strengthLevels[strength]}
      </Text>
    </div>
  );
}

/** The policy's rules, each marked met or not by what is typed (for screen readers too). */
export function PasswordChecklist({
  policy,
  password,
  oldPassword,
  loginName,
}: {
  policy: PasswordPolicy;
  password: string;
  /** Given for a change: the list then also asks for a password other than the old one. */
  oldPassword?: string;
  /** The account's login name, which the password must not contain. */
  loginName?: string;
}) {
  const styles = useStyles();
  return (
    <ul className={styles.rules} aria-label={PASSWORD_TEXT.policy}>
      {passwordChecklist(policy, password, { oldPassword, loginName }).map((rule) => (
        <li key={rule.key} className={mergeClasses(styles.rule, rule.met ? styles.met : styles.unmet)}>
          {rule.met ? <CheckmarkCircleFilled aria-hidden /> : <DismissCircleRegular aria-hidden />}
          <span>{rule.text}</span>
          <span className={styles.srOnly}>{aside(rule.met ? PASSWORD_TEXT.ruleMet : PASSWORD_TEXT.ruleUnmet)}</span>
        </li>
      ))}
    </ul>
  );
}
