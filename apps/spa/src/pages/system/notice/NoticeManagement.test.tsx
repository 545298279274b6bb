import type { ManagedNotice } from '@ent/core/api';
import { NOTICE_PERMISSIONS } from '@ent/core/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import { downloadExport, downloadForm } from '../../../widgets/download';
import NoticeManagement from './NoticeManagement';

// The browser's downloads are not jsdom's: what the page asks to download is recorded instead.
vi.mock('../../../widgets/download', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../widgets/download')>()),
  downloadExport: vi.fn(),
  downloadForm: vi.fn(async () => true),
}));

const notice = (noticeId: number, noticeTitle: string): ManagedNotice => ({
  noticeId,
  noticeTitle,
  noticeType: '1',
  noticeContent: '<p>请按时报送。</p>',
  formId: null,
  createTime: '2026-11-26 10:00:00',
  createBy: 'admin',
  recipients: 12,
  readCount: 3,
  handledCount: 0,
});

const ROWS = [notice(7, '关于报送迎峰度冬保供数据的通知'), notice(8, '系统维护公告')];

function setup(rows: ManagedNotice[] = ROWS) {
  const services = createServices(window);
  services.sessionState.perms = Object.values(NOTICE_PERMISSIONS);
  const list = vi.fn(async () => ({ code: '00000', data: { rows, total: rows.length } }));
  const create = vi.fn(async () => ({ code: '00000', data: { noticeId: 9 } }));
  const update = vi.fn(async () => ({ code: '00000', data: null }));
  const remove = vi.fn(async () => ({ code: '00000', data: 1 }));
  services.noticeApi = {
    ...services.noticeApi,
    list,
    create,
    update,
    remove,
  } as unknown as typeof services.noticeApi;
  const ask = vi.spyOn(services.dialogs, 'ask').mockResolvedValue(true);
  return { ...renderWithServices(<NoticeManagement />, { services }), list, create, update, remove, ask };
}

beforeEach(() => {
  vi.mocked(downloadExport).mockClear();
  vi.mocked(downloadForm).mockClear();
});

describe('通知公告 page', () => {
  it('offers one export, named like every list page’s, which downloads 通知公告.xlsx for the applied filters', async () => {
    setup();
    await screen.findByText('系统维护公告');
    const exports = screen.getAllByRole('button', { name: /导出/ });
    expect(exports.map((button) => button.textContent)).toEqual(['导出']);
    fireEvent.change(screen.getByRole('textbox', { name: '公告标题' }), { target: { value: '保供' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '导出' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() =>
      expect(downloadForm).toHaveBeenCalledWith(
        expect.anything(),
        expect.stringMatching(/\/notice\/export$/),
        { noticeTitle: '保供', noticeType: '' },
        '通知公告.xlsx',
      ),
    );
    expect(downloadExport).not.toHaveBeenCalled();
  });

  it('shows the missing title under the field in Chinese instead of the browser’s bubble', async () => {
    const { create } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '添加公告' });
    const title = within(dialog).getByRole('textbox', { name: /^公告标题/ }) as HTMLInputElement;
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('公告标题不能为空')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    // No native constraint stops the submit before the platform's own check runs.
    expect(title.closest('form')?.noValidate).toBe(true);
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(title, { target: { value: '  关于开展年度数据核查的通知 ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '公告内容' }), {
      target: { value: '请各企业核对。\n\n截止日期见附件。' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        noticeTitle: '关于开展年度数据核查的通知',
        noticeType: '1',
        noticeContent: '<p>请各企业核对。</p><p>截止日期见附件。</p>',
        formId: null,
        audience: { type: 'all', ids: [] },
      }),
    );
  });

  it('says a title longer than the server takes, rather than cutting it', async () => {
    const { create } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '添加公告' });
    const title = within(dialog).getByRole('textbox', { name: /^公告标题/ }) as HTMLInputElement;
    fireEvent.change(title, { target: { value: '长'.repeat(101) } });
    expect(title.value).toHaveLength(101);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('公告标题不能超过100个字符')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('changes a notice, its paragraphs kept, refusing a form number that is no form’s', async () => {
    const { update } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '修改 关于报送迎峰度冬保供数据的通知' }));
    const dialog = await screen.findByRole('dialog', { name: '修改公告' });
    expect(within(dialog).getByRole('textbox', { name: '公告内容' })).toHaveProperty('value', '请按时报送。');
    const formId = within(dialog).getByRole('textbox', { name: '关联表单编号' }) as HTMLInputElement;
    fireEvent.change(formId, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('关联表单编号须为正整数')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
    fireEvent.change(formId, { target: { value: '表单12' } });
    expect(formId.value).toBe('12');
    fireEvent.click(within(dialog).getByRole('radio', { name: '公告', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: '确定', hidden: true }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith({
        noticeId: 7,
        noticeTitle: '关于报送迎峰度冬保供数据的通知',
        noticeType: '2',
        noticeContent: '<p>请按时报送。</p>',
        formId: 12,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names its dialog buttons 确定 and 取消 like every other dialog, and 取消 closes it', async () => {
    const { update } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '修改 系统维护公告' }));
    const dialog = await screen.findByRole('dialog', { name: '修改公告' });
    expect(within(dialog).getByRole('textbox', { name: /^公告标题/ })).toHaveProperty('value', '系统维护公告');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .filter(Boolean),
    ).toEqual(['确定', '取消']);
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).not.toHaveBeenCalled();
  });

  it('asks before deleting, naming the notices by title, and deletes the selected ones', async () => {
    const { ask, remove } = setup();
    await screen.findByText('系统维护公告');
    const removeSelected = screen.getByRole('button', { name: '删除所选' }) as HTMLButtonElement;
    expect(removeSelected.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 关于报送迎峰度冬保供数据的通知' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 系统维护公告' }));
    await waitFor(() => expect(removeSelected.disabled).toBe(false));
    fireEvent.click(removeSelected);
    await waitFor(() => expect(remove).toHaveBeenCalledWith([7, 8]));
    expect(ask).toHaveBeenCalledWith({
      title: '提示',
      text: '确认删除公告「关于报送迎峰度冬保供数据的通知、系统维护公告」吗？',
    });

    ask.mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: '删除 系统维护公告' }));
    await waitFor(() =>
      expect(ask).toHaveBeenLastCalledWith({ title: '提示', text: '确认删除公告「系统维护公告」吗？' }),
    );
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it('names its select-all box and its empty table like the other list pages', async () => {
    setup([]);
    expect(await screen.findByText('暂无公告')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '选择本页全部公告' })).toBeTruthy();
  });
});
