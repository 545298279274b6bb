import { createDocumentCookieJar } from '@ent/core/auth';
import { describe, expect, it } from 'vitest';
import { createShellState, SIDEBAR_COOKIE } from './shell';

describe('shell state', () => {
  it('keeps the sidebar state in a cookie', () => {
    const cookies = createDocumentCookieJar(document);
    cookies.set(SIDEBAR_COOKIE, '0');
    const shell = createShellState(window, { cookies, showSettings: true });
    expect(shell.sidebar.opened).toBe(false);
    shell.toggleSidebar();
    expect(shell.sidebar.opened).toBe(true);
    expect(cookies.get(SIDEBAR_COOKIE)).toBe('1');
  });

  it('closes the sidebar without animation on becoming mobile (under 992 px)', () => {
    const cookies = createDocumentCookieJar(document);
    cookies.set(SIDEBAR_COOKIE, '1');
    const shell = createShellState(window, { cookies, showSettings: true });
    shell.updateDevice(1280);
    expect(shell.device.device).toBe('desktop');
    shell.updateDevice(991);
    expect(shell.device.device).toBe('mobile');
    expect(shell.sidebar).toMatchObject({ opened: false, withoutAnimation: true });
    shell.toggleSidebar();
    expect(shell.sidebar).toMatchObject({ opened: true, withoutAnimation: false });
    shell.updateDevice(992);
    expect(shell.device.device).toBe('desktop');
  });

  it('saves layout settings to localStorage as they change', async () => {
    const cookies = createDocumentCookieJar(document);
    const shell = createShellState(window, { cookies, showSettings: true });
    shell.settings.theme = '#f5222d';
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem('layout-setting') ?? '{}').theme).toBe('#f5222d');
    expect(createShellState(window, { cookies, showSettings: false }).settings).toMatchObject({
      theme: '#f5222d',
      showSettings: false,
    });
  });
});
