import type { ConsultingDetail, ConsultingRow } from '@ent/core/api';
import { DICT_TYPES } from '@ent/core/dict';
import { CONSULTING_TEXT, UPLOAD_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, dictionariesOf, renderWithServices } from '../../../testing';
import ConsultingAdvicePage from './ConsultingAdvicePage';
import { ConsultingDetailView } from './ConsultingDetailView';

function row(id: number, extra: Partial<ConsultingRow> = {}): ConsultingRow {
  return {
    id,
    kind: 'question',
    category: 'policy',
    title: `咨询${id}`,
    status: 'pending',
    rating: null,
    mainstayId: 7,
    enterpriseName: '南京苏能新能源科技有限公司',
    cityName: '南京市',
    askedBy: '张明',
    createTime: '2026-11-20 09:00:00',
    updateTime: '2026-11-20 09:00:00',
    answerTime: '',
    closeTime: '',
    replies: 0,
    ...extra,
  };
}

function detail(extra: Partial<ConsultingDetail> = {}): ConsultingDetail {
  return {
    ...row(5, { title: '储能并网验收咨询', status: 'answered', replies: 1 }),
    contactName: '张明',
    contactPhone: '13805170001',
    messages: [
      {
        id: 1,
        side: 'enterprise',
        authorName: '张明',
        content: '验收流程是怎样的？',
        createTime: '2026-11-20 09:00:00',
        files: [{ id: 9, name: '说明.pdf', size: 100, url: '/jsedc-system/business/consulting/5/file/9' }],
      },
      {
        id: 2,
        side: 'government',
        authorName: '江苏省能源局',
        content: '请按联合验收办法办理。',
        createTime: '2026-11-21 09:00:00',
        files: [],
      },
    ],
    canAnswer: false,
    canFollowUp: true,
    canClose: true,
    canWithdraw: false,
    ...extra,
  };
}

/** A category staff added in 字典管理. */
const ADDED_CATEGORY = '节能改造';

function setup(roles: string[], perms: string[]) {
  const services = createServices(window);
  services.dictionaries = dictionariesOf({
    [DICT_TYPES.consultingCategory]: { ...CONSULTING_TEXT.categories, saving: ADDED_CATEGORY },
  });
  services.sessionState.roles = roles;
  services.sessionState.perms = perms;
  // Staff are accounts of the government type; the demo's staff hold the gov role.
  services.sessionState.user = {
    typeOf: roles.some((role) => role === 'gov' || role === 'admin') ? '2' : '1',
  } as typeof services.sessionState.user;
  const rows = [row(1), row(2, { status: 'answered' })];
  const list = vi.fn(async () => ({
    code: '00000',
    data: { rows, total: rows.length, counts: { pending: 1, answered: 1, closed: 0 } },
  }));
  const create = vi.fn(async () => ({ code: '00000', data: { id: 42 } }));
  const get = vi.fn(async () => ({ code: '00000', data: detail() }));
  const answer = vi.fn(async () => ({ code: '00000', data: null }));
  const followUp = vi.fn(async () => ({ code: '00000', data: null }));
  const close = vi.fn(async () => ({ code: '00000', data: null }));
  services.consulting = {
    ...services.consulting,
    list,
    create,
    get,
    answer,
    followUp,
    close,
  } as unknown as typeof services.consulting;
  const notify = vi.spyOn(services.notifier, 'show');
  return { services, list, create, get, answer, followUp, close, notify };
}

const dialog = () => screen.findByRole('dialog', { hidden: true });

describe('consulting advice list', () => {
  it('shows an enterprise its threads with counts per status and the way to ask', async () => {
    const { services, list } = setup(['enterprise'], ['zqhd:advice:list', 'zqhd:advice:add']);
    renderWithServices(<ConsultingAdvicePage />, { services });
    expect(await screen.findByText('咨询1')).toBeTruthy();
    expect(list).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    const table = screen.getByRole('table', { name: CONSULTING_TEXT.title });
    expect(within(table).queryByText(CONSULTING_TEXT.enterprise)).toBeNull();
    expect(within(table).getAllByText('待答复')).toHaveLength(1);
    expect(screen.getByRole('button', { name: CONSULTING_TEXT.add })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /已答复/ }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'answered' }));
  });

  it('shows staff the enterprise columns and filters, and no way to ask', async () => {
    const { services, list } = setup(['admin'], ['*:*:*']);
    renderWithServices(<ConsultingAdvicePage />, { services });
    const table = await screen.findByRole('table', { name: CONSULTING_TEXT.title });
    await within(table).findAllByText('南京苏能新能源科技有限公司');
    expect(screen.queryByRole('button', { name: CONSULTING_TEXT.add })).toBeNull();
    fireEvent.change(screen.getByLabelText(CONSULTING_TEXT.enterprise), { target: { value: '苏能' } });
    fireEvent.submit(screen.getByRole('form', { name: CONSULTING_TEXT.search }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, enterpriseName: '苏能' }));
    // Waiting threads offer an answer.
    expect(screen.getByRole('button', { name: CONSULTING_TEXT.answerRow('咨询1') }).textContent).toBe(
      CONSULTING_TEXT.answer,
    );
  });
});

describe('opening a thread from a link', () => {
  it('shows the thread named by ?id= (the bell’s link) and goes back to the list', async () => {
    const { services, get, list } = setup(['enterprise'], ['zqhd:advice:list', 'zqhd:advice:add']);
    const { location } = renderWithServices(<ConsultingAdvicePage />, {
      services,
      path: '/zqhd/consultingAdviceManage?id=5',
    });
    expect(await screen.findByRole('heading', { name: '储能并网验收咨询' })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(5);
    fireEvent.click(screen.getByRole('button', { name: CONSULTING_TEXT.back }));
    expect(await screen.findByText('咨询1')).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/zqhd/consultingAdviceManage');
    expect(list).toHaveBeenCalled();
  });
});

describe('the new question form', () => {
  async function openForm(services: ReturnType<typeof setup>['services']) {
    renderWithServices(<ConsultingAdvicePage />, { services });
    fireEvent.click(await screen.findByRole('button', { name: CONSULTING_TEXT.add }));
    return dialog();
  }

  it('names every missing field and sends nothing', async () => {
    const { services, create } = setup(['enterprise'], ['zqhd:advice:list', 'zqhd:advice:add']);
    const surface = await openForm(services);
    fireEvent.change(within(surface).getByLabelText(/^联系电话/), { target: { value: '12345' } });
    fireEvent.click(within(surface).getByRole('button', { name: CONSULTING_TEXT.submit, hidden: true }));
    expect(await within(surface).findByText('标题不能为空')).toBeTruthy();
    expect(within(surface).getByText('内容不能为空')).toBeTruthy();
    expect(within(surface).getByText('问题分类不能为空')).toBeTruthy();
    expect(within(surface).getByText(CONSULTING_TEXT.badPhone)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    // Typing into a field clears its message.
    fireEvent.change(within(surface).getByLabelText(/^标题/), { target: { value: '备案' } });
    await waitFor(() => expect(within(surface).queryByText('标题不能为空')).toBeNull());
  });

  it('refuses a title over 100 characters', async () => {
    const { services, create } = setup(['enterprise'], ['zqhd:advice:list', 'zqhd:advice:add']);
    const surface = await openForm(services);
    fireEvent.change(within(surface).getByLabelText(/^标题/), { target: { value: '长'.repeat(101) } });
    fireEvent.click(within(surface).getByRole('button', { name: CONSULTING_TEXT.submit, hidden: true }));
    expect(await within(surface).findByText('标题不能超过100个字符')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends a complete question, trimmed, with the user as contact', async () => {
    const { services, create, notify } = setup(['enterprise'], ['zqhd:advice:list', 'zqhd:advice:add']);
    services.sessionState.user = { typeOf: '1', fullName: '张明' } as typeof services.sessionState.user;
    const surface = await openForm(services);
    expect((within(surface).getByLabelText(/^联系人/) as HTMLInputElement).value).toBe('张明');
    fireEvent.click(within(surface).getByRole('radio', { name: CONSULTING_TEXT.kinds.advice, hidden: true }));
    fireEvent.click(within(surface).getByRole('combobox', { name: /^问题分类/, hidden: true }));
    // The choices are the dictionary's: the category staff added is among them.
    expect(await screen.findByRole('option', { name: CONSULTING_TEXT.categories.platform, hidden: true })).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: ADDED_CATEGORY, hidden: true }));
    fireEvent.change(within(surface).getByLabelText(/^标题/), { target: { value: ' 建议增加批量导入 ' } });
    fireEvent.change(within(surface).getByLabelText(/^内容/), { target: { value: '设施较多，逐条录入工作量大。' } });
    fireEvent.change(within(surface).getByLabelText(/^联系电话/), { target: { value: '025-83290000' } });
    await act(async () =>
      fireEvent.click(within(surface).getByRole('button', { name: CONSULTING_TEXT.submit, hidden: true })),
    );
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        kind: 'advice',
        category: 'saving',
        title: '建议增加批量导入',
        content: '设施较多，逐条录入工作量大。',
        contactName: '张明',
        contactPhone: '025-83290000',
        fileIds: [],
      }),
    );
    expect(notify).toHaveBeenCalledWith({ type: 'success', text: CONSULTING_TEXT.created });
  });

  it('refuses a file of the wrong type before uploading it', async () => {
    const { services, notify } = setup(['enterprise'], ['zqhd:advice:list', 'zqhd:advice:add']);
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const surface = await openForm(services);
    const input = within(surface).getByLabelText(`${CONSULTING_TEXT.attachments} ${UPLOAD_TEXT.choose}`);
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'tool.exe')] } });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'error', text: expect.stringContaining('文件格式不正确') }),
    );
    expect(send).not.toHaveBeenCalled();
    send.mockRestore();
  });
});

describe('a thread', () => {
  it('lets staff answer, refusing an empty answer', async () => {
    const { services, get, answer, notify } = setup(['admin'], ['*:*:*']);
    get.mockResolvedValue({
      code: '00000',
      data: detail({ status: 'pending', canAnswer: true, canFollowUp: false, canClose: false }),
    });
    renderWithServices(<ConsultingDetailView id={5} government onBack={() => {}} onChanged={() => {}} />, {
      services,
    });
    const form = await screen.findByRole('form', { name: CONSULTING_TEXT.answerTitle });
    expect(screen.getByText('验收流程是怎样的？')).toBeTruthy();
    expect(screen.getByRole('button', { name: CONSULTING_TEXT.download('说明.pdf') })).toBeTruthy();
    expect(screen.getByText(/南京苏能新能源科技有限公司/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: CONSULTING_TEXT.answer }));
    expect(await within(form).findByText('答复内容不能为空')).toBeTruthy();
    expect(answer).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/^答复内容/), { target: { value: ' 十个工作日内完成。 ' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: CONSULTING_TEXT.answer })));
    await waitFor(() =>
      expect(answer).toHaveBeenCalledWith({ threadId: 5, content: '十个工作日内完成。', fileIds: [] }),
    );
    expect(notify).toHaveBeenCalledWith({ type: 'success', text: CONSULTING_TEXT.answered });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('lets the enterprise follow up and close with a rating', async () => {
    const { services, followUp, close } = setup(['enterprise'], ['zqhd:advice:list', 'zqhd:advice:add']);
    renderWithServices(<ConsultingDetailView id={5} government={false} onBack={() => {}} onChanged={() => {}} />, {
      services,
    });
    const form = await screen.findByRole('form', { name: CONSULTING_TEXT.followUpTitle });
    expect(screen.getByText(/政府答复 · 江苏省能源局/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^追问内容/), { target: { value: '需要多长时间？' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: CONSULTING_TEXT.followUp })));
    await waitFor(() => expect(followUp).toHaveBeenCalledWith({ threadId: 5, content: '需要多长时间？', fileIds: [] }));

    fireEvent.click(screen.getByRole('button', { name: CONSULTING_TEXT.close }));
    const surface = await dialog();
    fireEvent.click(within(surface).getByRole('radio', { name: CONSULTING_TEXT.ratings['2'], hidden: true }));
    await act(async () =>
      fireEvent.click(within(surface).getByRole('button', { name: CONSULTING_TEXT.close, hidden: true })),
    );
    await waitFor(() => expect(close).toHaveBeenCalledWith({ threadId: 5, rating: '2' }));
  });

  it('says a closed thread is closed and offers nothing more', async () => {
    const { services, get } = setup(['enterprise'], ['zqhd:advice:list']);
    get.mockResolvedValue({
      code: '00000',
      data: detail({ status: 'closed', rating: '1', canFollowUp: false, canClose: false }),
    });
    renderWithServices(<ConsultingDetailView id={5} government={false} onBack={() => {}} onChanged={() => {}} />, {
      services,
    });
    expect(await screen.findByText(CONSULTING_TEXT.closedHint)).toBeTruthy();
    expect(screen.getByText('满意度评价：满意')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: CONSULTING_TEXT.close })).toBeNull();
  });
});
