import type { PasswordChangeReason } from '@ent/core/contract';

/** Why the account must change its password now: set by an administrator, or too old. */
export function passwordChangeReason(
  user: { must_change_password: boolean; password_changed_at: Date },
  expireDays: number,
  now = Date.now(),
): PasswordChangeReason {
  if (user.must_change_password) return 'initial';
  if (expireDays > 0 && now - user.password_changed_at.getTime() > expireDays * 86_400_000) return 'expired';
  return null;
}
