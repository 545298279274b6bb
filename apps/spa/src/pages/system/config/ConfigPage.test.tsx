import type { ConfigRow } from '@ent/core/api';
import { CONFIG_PERMISSIONS } from '@ent/core/contract';
import { SYS_CONFIG_TEXT } from '@ent/core/messages';
import { SECURITY_PARAMETER_CODES } from '@ent/core/validate';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import ConfigPage from './ConfigPage';

const ROWS: ConfigRow[] = [
  {
    configId: 1,
    configName: '接口报文加密',
    configKey: 'apiEncrypt',
    configValue: '0',
    configType: 'Y',
    isPublic: true,
    remark: '',
    updateBy: '',
    updateTime: '2026-11-25 09:00:00',
  },
  {
    configId: 5,
    configName: '密码最小长度',
    configKey: SECURITY_PARAMETER_CODES[0] ?? '',
    configValue: '8',
    configType: 'Y',
    isPublic: false,
    remark: '',
    updateBy: '',
    updateTime: '2026-11-25 09:00:00',
  },
  {
    configId: 9,
    configName: '测试参数',
    configKey: 'test.param',
    configValue: 'a',
    configType: 'N',
    isPublic: false,
    remark: '',
    updateBy: 'admin',
    updateTime: '2026-11-25 09:01:00',
  },
];

function setup() {
  const services = createServices(window);
  services.sessionState.perms = Object.values(CONFIG_PERMISSIONS);
  const list = vi.fn(async () => ({ code: '00000', data: { rows: ROWS, total: ROWS.length } }));
  const update = vi.fn(async (body: { configId: number }) => ({
    code: '00000',
    data: { ...(ROWS.find((row) => row.configId === body.configId) as ConfigRow), ...body },
  }));
  const add = vi.fn(async () => ({ code: '00000', data: ROWS[1] }));
  services.configApi = { ...services.configApi, list, update, add } as unknown as typeof services.configApi;
  return { ...renderWithServices(<ConfigPage />, { services }), list, update, add };
}

describe('参数设置 page', () => {
  it('lists the parameters and offers deletion only for those not built in', async () => {
    setup();
    expect(await screen.findByText('接口报文加密')).toBeTruthy();
    expect(screen.queryByRole('button', { name: SYS_CONFIG_TEXT.removeRow('接口报文加密') })).toBeNull();
    expect(screen.getByRole('button', { name: SYS_CONFIG_TEXT.removeRow('测试参数') })).toBeTruthy();
  });

  it('offers 修改 of an identity control disabled, saying it is the security administrator’s', async () => {
    setup();
    const edit = await screen.findByRole('button', { name: SYS_CONFIG_TEXT.editRow('密码最小长度') });
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(edit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      SYS_CONFIG_TEXT.securityElsewhere,
    );
    fireEvent.click(edit);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      screen.getByRole('button', { name: SYS_CONFIG_TEXT.editRow('测试参数') }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('checks a value with the key’s rule before sending, and keeps a built-in key', async () => {
    const { update } = setup();
    fireEvent.click(await screen.findByRole('button', { name: SYS_CONFIG_TEXT.editRow('接口报文加密') }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^参数键名/) as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^参数键值/), { target: { value: 'yes' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: SYS_CONFIG_TEXT.save }));
    expect(await within(dialog).findByText(SYS_CONFIG_TEXT.apiEncrypt)).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    // Under a loaded machine tabster may mark the surface aria-hidden in happy-dom after the focus
    // moves to the refused field; the dialog is the same element (Chromium's e2e checks the real one).
    fireEvent.change(within(dialog).getByLabelText(/^参数键值/), { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: SYS_CONFIG_TEXT.save, hidden: true }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        expect.objectContaining({ configId: 1, configKey: 'apiEncrypt', configValue: '1' }),
      ),
    );
  });

  it('adds a parameter with a key of its own, refusing the identity controls’ keys', async () => {
    const { add } = setup();
    fireEvent.click(await screen.findByRole('button', { name: SYS_CONFIG_TEXT.add }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^参数名称/), { target: { value: '锁定次数' } });
    fireEvent.change(within(dialog).getByLabelText(/^参数键名/), { target: { value: 'sys.account.lockFailures' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: SYS_CONFIG_TEXT.save }));
    expect(await within(dialog).findByText(SYS_CONFIG_TEXT.securityElsewhere)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^参数键名/), { target: { value: 'report.deadlineDays' } });
    fireEvent.change(within(dialog).getByLabelText(/^参数键值/), { target: { value: '7' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: SYS_CONFIG_TEXT.save }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        expect.objectContaining({ configName: '锁定次数', configKey: 'report.deadlineDays', configValue: '7' }),
      ),
    );
  });
});
