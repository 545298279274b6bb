import { contrastRatio, readableShade } from '@ent/core/platform';
import { THEME_PRESETS } from '@ent/core/shell';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createServices, renderWithServices } from '../testing';
import { shellTheme } from '../theme/shellTheme';
import SettingsDrawer from './SettingsDrawer';

describe('settings drawer', () => {
  it('offers the eight theme colours and the three switches, and changes the settings', async () => {
    const services = createServices(window);
    services.shell.drawer.settingsOpen = true;
    renderWithServices(<SettingsDrawer />, { services });
    expect(await screen.findByText('系统布局配置')).toBeTruthy();
    const swatches = screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-label')?.startsWith('#'));
    expect(swatches.map((s) => s.getAttribute('aria-label'))).toEqual([...THEME_PRESETS]);
    fireEvent.click(screen.getByRole('radio', { name: '#13c2c2' }));
    await waitFor(() => expect(services.shell.settings.theme).toBe('#13c2c2'));
    fireEvent.click(screen.getByRole('switch', { name: '开启 Tags-Views' }));
    fireEvent.click(screen.getByRole('switch', { name: '固定 Header' }));
    fireEvent.click(screen.getByRole('switch', { name: '显示 Logo' }));
    fireEvent.click(screen.getByRole('radio', { name: '浅色侧边栏' }));
    expect(services.shell.settings).toMatchObject({
      tagsView: false,
      fixedHeader: false,
      sidebarLogo: false,
      sideTheme: 'theme-light',
    });
    fireEvent.click(screen.getByRole('button', { name: '重置配置' }));
    expect(services.shell.settings).toMatchObject({
      theme: '#409EFF',
      tagsView: true,
      fixedHeader: true,
      sidebarLogo: true,
    });
  });

  it('a theme colour recolours the Fluent theme and a size changes its density', () => {
    // A dark colour is its own text shade; a light one is darkened for text, kept for strokes.
    expect(shellTheme('#304156', 'medium').colorBrandBackground).toBe('#304156');
    expect(shellTheme('#6959CD', 'medium').colorBrandForeground1).toBe('#6959cd');
    for (const color of ['#409EFF', '#13c2c2', '#f5222d']) {
      const theme = shellTheme(color, 'medium');
      expect(theme.colorBrandBackground).toBe(readableShade(color));
      expect(contrastRatio(theme.colorBrandForeground1, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(theme.colorCompoundBrandStroke).toBe(color);
    }
    expect(shellTheme('#409EFF', 'mini').fontSizeBase300).toBe('12px');
    expect(shellTheme('#409EFF', 'default').fontSizeBase300).toBe('15px');
  });
});
