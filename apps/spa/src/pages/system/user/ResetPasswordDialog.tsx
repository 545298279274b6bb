// 重置密码: a new password under the policy (core accountPasswordProblem, checked here before sending
// and again by the server); the user must change it at the next login.
import type { UserRow } from '@ent/core/api';
import { USER_TEXT as T } from '@ent/core/messages';
import { accountPasswordProblem } from '@ent/core/validate';
import { Body1, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';

export function ResetPasswordDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { userApi, notifier, sessionState } = useServices();
  const policy = useSnapshot(sessionState).user?.passwordPolicy;
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const submit = async () => {
    const found = !password
      ? T.required(T.newPassword)
      : policy
        ? accountPasswordProblem(policy, user.userName, password)
        : null;
    if (found) {
      setProblem(found);
      return;
    }
    setBusy(true);
    const result = await userApi.resetPassword({ userId: user.userId, password }).catch(() => null);
    setBusy(false);
    if (result?.code !== '00000') return;
    notifier.show({ type: 'success', text: T.passwordReset });
    onClose();
  };

  return (
    <EditorDialog
      title={T.resetPasswordTitle(user.nickName)}
      busy={busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Body1>{T.resetPasswordHint}</Body1>
      <Field label={T.newPassword} required validationMessage={problem} validationState={problem ? 'error' : 'none'}>
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(_event, data) => {
            setPassword(data.value);
            setProblem(undefined);
          }}
        />
      </Field>
    </EditorDialog>
  );
}
