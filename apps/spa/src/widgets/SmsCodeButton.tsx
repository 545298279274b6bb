// 获取验证码 beside an SMS code's input (SmsCodeField puts the two on one line): checks the phone first, sends, then counts down until the
// same phone may ask again (the server enforces the same interval).
import type { SmsSent } from '@ent/core/api';
import { REGISTER_TEXT } from '@ent/core/messages';
import { resendSecondsLeft, SMS_RESEND_SECONDS } from '@ent/core/validate';
import { Button } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

export interface SmsCodeButtonProps {
  phone: string;
  /** The phone's problem, if any: shown by the caller instead of sending. */
  check: (phone: string) => string | undefined;
  onInvalid: (message: string) => void;
  send: (phone: string) => Promise<SmsSent | undefined>;
  /** Called after a successful send (the caller tells the user where it went). */
  onSent?: (sent: SmsSent) => void;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

export function SmsCodeButton({ phone, check, onInvalid, send, onSent, size, className }: SmsCodeButtonProps) {
  const [sentAt, setSentAt] = useState<{ at: number; interval: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = sentAt ? resendSecondsLeft(sentAt.at, now, sentAt.interval) : 0;

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const onClick = async () => {
    const problem = check(phone.trim());
    if (problem) {
      onInvalid(problem);
      return;
    }
    setSending(true);
    try {
      const sent = await send(phone.trim());
      if (sent) {
        const at = Date.now();
        setSentAt({ at, interval: sent.resendAfter || SMS_RESEND_SECONDS });
        setNow(at);
        onSent?.(sent);
      }
    } catch {
      // The HTTP client has shown the server's message (too frequent, already registered...).
    } finally {
      setSending(false);
    }
  };

  return (
    <Button className={className} size={size} disabled={sending || left > 0} onClick={() => void onClick()}>
      {sending ? REGISTER_TEXT.sending : left > 0 ? REGISTER_TEXT.resendIn(left) : REGISTER_TEXT.sendCode}
    </Button>
  );
}
