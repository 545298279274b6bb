import { AUTH_TEXT } from '@ent/core/messages';
import { Button } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useServices } from '../state/servicesContext';
import { useLogout } from '../state/useLogout';

/** 退出 with the confirmation of SPEC §5: 提示 / 确定注销并退出系统吗？ / 确定 取消. */
export function LogoutButton() {
  const { dialogs } = useServices();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const confirmed = await dialogs.ask({ title: AUTH_TEXT.logoutConfirmTitle, text: AUTH_TEXT.logoutConfirmText });
    if (!confirmed) return;
    setBusy(true);
    await logout().finally(() => setBusy(false));
  };
  return (
    <Button icon={<SignOutRegular />} onClick={() => void onClick()} disabled={busy}>
      {AUTH_TEXT.logout}
    </Button>
  );
}
