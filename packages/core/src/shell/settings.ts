// The layout settings of SPEC §3 and the settings drawer (系统布局配置), kept across reloads.
import type { KeyValueStore } from '../auth/tokenStore';

export const THEME_PRESETS = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as const;
/** SPEC §9: the shell's default colour. */
export const DEFAULT_THEME = '#409EFF';

/** SPEC §2's size selector, with the earlier platform's option labels; medium by default. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ControlSize = (typeof SIZES)[number];
export const SIZE_LABELS: Record<ControlSize, string> = {
  default: 'Default',
  medium: 'Medium',
  small: 'Small',
  mini: 'Mini',
};

export interface ShellSettings {
  theme: string;
  sideTheme: 'theme-dark' | 'theme-light';
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  /** Per deployment: false hides the settings drawer and the footer. */
  showSettings: boolean;
  size: ControlSize;
}

export const DEFAULT_SETTINGS: ShellSettings = {
  theme: DEFAULT_THEME,
  sideTheme: 'theme-dark',
  topNav: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  showSettings: true,
  size: 'medium',
};

export const SETTINGS_KEY = 'layout-setting';

/** Reads saved settings, keeping only values that are valid; showSettings is never the user's. */
export function loadSettings(
  store: Pick<KeyValueStore, 'getItem'>,
  deployment: Partial<ShellSettings> = {},
): ShellSettings {
  const settings: ShellSettings = { ...DEFAULT_SETTINGS, ...deployment };
  let saved: Record<string, unknown> = {};
  try {
    const raw = store.getItem(SETTINGS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null) saved = parsed as Record<string, unknown>;
  } catch {
    saved = {};
  }
  if (typeof saved.theme === 'string' && /^#[0-9a-fA-F]{6}$/.test(saved.theme)) settings.theme = saved.theme;
  if (saved.sideTheme === 'theme-dark' || saved.sideTheme === 'theme-light') settings.sideTheme = saved.sideTheme;
  for (const key of ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo'] as const) {
    if (typeof saved[key] === 'boolean') settings[key] = saved[key];
  }
  if (typeof saved.size === 'string' && (SIZES as readonly string[]).includes(saved.size))
    settings.size = saved.size as ControlSize;
  return settings;
}

export function saveSettings(store: Pick<KeyValueStore, 'setItem'>, settings: ShellSettings): void {
  const { showSettings: _deploymentOnly, ...userSettings } = settings;
  store.setItem(SETTINGS_KEY, JSON.stringify(userSettings));
}
