// SPEC §2 user dropdown: company and full name; enterprise information, change password, log out
// (SPEC §4: confirm, log out, close all tabs, go to /login).
import { AUTH_TEXT, SHELL_TEXT } from '@ent/core/messages';
import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { BuildingRegular, KeyRegular, PersonRegular, SettingsRegular, SignOutRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useServices } from '../state/servicesContext';
import { useLogout } from '../state/useLogout';

const useStyles = makeStyles({
  trigger: { display: 'flex', alignItems: 'center', gap: '8px', maxWidth: '260px' },
  names: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: '1.2', minWidth: 0 },
  company: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    maxWidth: '180px',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  hiddenMobile: { '@media (max-width: 991px)': { display: 'none' } },
});

export function UserMenu() {
  const { sessionState, dialogs, shell } = useServices();
  const { user } = useSnapshot(sessionState);
  const { showSettings } = useSnapshot(shell.settings);
  const [, navigate] = useLocation();
  const logout = useLogout();
  const styles = useStyles();

  const confirmLogout = async () => {
    const confirmed = await dialogs.ask({ title: AUTH_TEXT.logoutConfirmTitle, text: AUTH_TEXT.logoutConfirmText });
    if (!confirmed) return;
    shell.tabs.removeAll();
    await logout();
  };

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" aria-label={SHELL_TEXT.userMenuLabel(user?.fullName ?? '', user?.company ?? '')}>
          <span className={styles.trigger}>
            <Avatar name={user?.fullName} size={28} color="brand" />
            <span className={`${styles.names} ${styles.hiddenMobile}`}>
              <Text weight="semibold">{user?.fullName}</Text>
              <span className={styles.company}>{user?.company}</span>
            </span>
          </span>
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<PersonRegular />} onClick={() => navigate('/user/profile')}>
            {SHELL_TEXT.profile}
          </MenuItem>
          <MenuItem icon={<BuildingRegular />} onClick={() => navigate('/user/edit')}>
            {SHELL_TEXT.enterpriseInfo}
          </MenuItem>
          <MenuItem icon={<KeyRegular />} onClick={() => navigate('/user/editPassword')}>
            {SHELL_TEXT.changePassword}
          </MenuItem>
          {showSettings ? (
            <MenuItem icon={<SettingsRegular />} onClick={() => (shell.drawer.settingsOpen = true)}>
              {SHELL_TEXT.layoutSettings}
            </MenuItem>
          ) : null}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void confirmLogout()}>
            {SHELL_TEXT.logout}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
