// SPEC §2 settings drawer 系统布局配置: sidebar theme, the eight theme colours (which recolour the
// Fluent theme), and the switches 开启 Tags-Views, 固定 Header, 显示 Logo. Kept across reloads.
import { SHELL_TEXT } from '@ent/core/messages';
import { DEFAULT_SETTINGS, THEME_PRESETS } from '@ent/core/shell';
import {
  Button,
  ColorSwatch,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Subtitle2,
  SwatchPicker,
  Switch,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useSnapshot } from 'valtio';
import { useServices } from '../state/servicesContext';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: '10px', marginBottom: '20px' },
});

export default function SettingsDrawer() {
  const { shell } = useServices();
  const settings = useSnapshot(shell.settings);
  const { settingsOpen } = useSnapshot(shell.drawer);
  const styles = useStyles();
  const close = () => {
    shell.drawer.settingsOpen = false;
  };

  return (
    <OverlayDrawer
      position="end"
      open={settingsOpen}
      onOpenChange={(_event, data) => (data.open ? undefined : close())}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button appearance="subtle" aria-label={SHELL_TEXT.closeDrawer} icon={<DismissRegular />} onClick={close} />
          }
        >
          {SHELL_TEXT.settingsTitle}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <section className={styles.section}>
          <Subtitle2 as="h3" id="side-theme">
            {SHELL_TEXT.themeStyle}
          </Subtitle2>
          <RadioGroup
            aria-labelledby="side-theme"
            value={settings.sideTheme}
            onChange={(_event, data) => {
              if (data.value === 'theme-dark' || data.value === 'theme-light') shell.settings.sideTheme = data.value;
            }}
          >
            <Radio value="theme-dark" label={SHELL_TEXT.sideDark} />
            <Radio value="theme-light" label={SHELL_TEXT.sideLight} />
          </RadioGroup>
        </section>
        <section className={styles.section}>
          <Subtitle2 as="h3" id="theme-color">
            {SHELL_TEXT.themeColor}
          </Subtitle2>
          <SwatchPicker
            aria-labelledby="theme-color"
            selectedValue={settings.theme}
            onSelectionChange={(_event, data) => {
              shell.settings.theme = data.selectedValue;
            }}
          >
            {THEME_PRESETS.map((color) => (
              <ColorSwatch key={color} color={color} value={color} aria-label={color} />
            ))}
          </SwatchPicker>
        </section>
        <section className={styles.section}>
          <Subtitle2 as="h3">{SHELL_TEXT.layout}</Subtitle2>
          <Switch
            label={SHELL_TEXT.tagsView}
            checked={settings.tagsView}
            onChange={(_event, data) => (shell.settings.tagsView = data.checked)}
          />
          <Switch
            label={SHELL_TEXT.fixedHeader}
            checked={settings.fixedHeader}
            onChange={(_event, data) => (shell.settings.fixedHeader = data.checked)}
          />
          <Switch
            label={SHELL_TEXT.sidebarLogo}
            checked={settings.sidebarLogo}
            onChange={(_event, data) => (shell.settings.sidebarLogo = data.checked)}
          />
        </section>
      </DrawerBody>
      <DrawerFooter>
        <Button
          onClick={() => {
            const { showSettings: _deployment, ...defaults } = DEFAULT_SETTINGS;
            Object.assign(shell.settings, defaults);
          }}
        >
          {SHELL_TEXT.resetSettings}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
