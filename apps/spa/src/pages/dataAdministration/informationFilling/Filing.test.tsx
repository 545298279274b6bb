// The project filing pages against in-memory answers: the list with the SPEC §1 note and the
// Chinese states, and the filing form with its coordinate slot, draft and submission checks.
import type { FilingDetail, FilingRow, FormDefinitionInfo } from '@ent/core/api';
import { DICT_TYPES } from '@ent/core/dict';
import { filingDraftKey, packFilingDraft, readDraft, writeDraft } from '@ent/core/forms';
import pvFiling from '@ent/core/forms/fixtures/pv-filing.form.json';
import { FILING_TEXT, PV_LIBRARY_NOTE, REPORT_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, dictionariesOf, renderWithServices } from '../../../testing';
import FilingEdit from './FilingEdit';
import FilingList from './FilingList';

function row(id: number, status: FilingRow['status'], extra: Partial<FilingRow> = {}): FilingRow {
  return {
    id,
    name: `南京项目${id}`,
    projectCode: `2026-320100-44-02-00000${id}`,
    projectType: '1',
    cityCode: '320100',
    cityName: '南京市',
    capacityMw: 10,
    investment: 5000,
    status,
    editable: status === 'draft' || status === 'rejected',
    reviewOpinion: '',
    enterpriseName: '南京苏能新能源科技有限公司',
    createTime: '2026-01-01 10:00:00',
    updateTime: '2026-01-02 10:00:00',
    submitTime: status === 'draft' ? '' : '2026-01-02 10:00:00',
    reviewTime: '',
    ...extra,
  };
}

const definition: FormDefinitionInfo = {
  id: 1,
  formKey: 'pv-filing',
  version: 1,
  title: '光伏项目备案信息表',
  status: 'published',
  createTime: '',
  publishTime: '',
  content: pvFiling,
};

describe('project filing list', () => {
  it('shows the note on the grid’s PV project library and each filing’s state in Chinese', async () => {
    const services = createServices(window);
    const rows = [row(1, 'approved'), row(2, 'submitted'), row(3, 'draft'), row(4, 'rejected')];
    const list = vi.fn(async () => ({ code: '00000', data: { rows, total: 4 } }));
    services.filings = { ...services.filings, list } as unknown as typeof services.filings;
    renderWithServices(<FilingList />, { services });
    expect(screen.getByText(PV_LIBRARY_NOTE)).toBeTruthy();
    expect(PV_LIBRARY_NOTE).toContain('不属于行政许可');
    const table = await screen.findByRole('table', { name: FILING_TEXT.listTitle });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    const states = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => tr.querySelector('[data-status]')?.textContent);
    expect(states).toEqual(['已入库', '已提交', '草稿', '已退回']);
    // Only drafts and returned filings may be changed or deleted.
    expect(screen.getAllByRole('button', { name: /^修改 / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      '修改 南京项目3',
      '修改 南京项目4',
    ]);
    expect(screen.getAllByRole('button', { name: /^查看 / })).toHaveLength(4);
    expect(list).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });

    fireEvent.click(screen.getByRole('combobox', { name: FILING_TEXT.searchStatus }));
    fireEvent.click(screen.getByRole('option', { name: '已退回' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FILING_TEXT.search })));
    expect(list).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'rejected' });
  });

  it('names the states as 项目备案状态 in 字典管理 names them, in the list and in the filter', async () => {
    const services = createServices(window);
    services.dictionaries = dictionariesOf({
      [DICT_TYPES.filingStatus]: { draft: '草稿', submitted: '待审核', approved: '已批准入库', rejected: '已退回' },
    });
    const list = vi.fn(async () => ({
      code: '00000',
      data: { rows: [row(1, 'approved'), row(2, 'submitted')], total: 2 },
    }));
    services.filings = { ...services.filings, list } as unknown as typeof services.filings;
    renderWithServices(<FilingList />, { services });
    const table = await screen.findByRole('table', { name: FILING_TEXT.listTitle });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((tr) => tr.querySelector('[data-status]')?.textContent),
      ).toEqual(['已批准入库', '待审核']),
    );
    fireEvent.click(screen.getByRole('combobox', { name: FILING_TEXT.searchStatus }));
    fireEvent.click(screen.getByRole('option', { name: '待审核' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FILING_TEXT.search })));
    expect(list).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, status: 'submitted' });
  });
});

describe('project filing form', () => {
  function setup() {
    const services = createServices(window);
    const saved = (action: string): FilingDetail => ({
      ...row(9, action === 'submit' ? 'submitted' : 'draft'),
      revision: 1,
      longitude: null,
      latitude: null,
      fieldsValueMap: {},
      definition,
    });
    const save = vi.fn(async (body: { action: string }) => ({ code: '00000', data: saved(body.action) }));
    const definitionCall = vi.fn(async () => ({ code: '00000', data: definition }));
    services.filings = {
      ...services.filings,
      save,
      definition: definitionCall,
    } as unknown as typeof services.filings;
    const notify = vi.spyOn(services.notifier, 'show');
    const view = renderWithServices(<FilingEdit />, { services, path: '/dataAdministration/informationFilling/edit' });
    return { ...view, save, notify };
  }

  it('renders the PV filing form with the coordinate inputs in its slot and saves a draft', async () => {
    const { save, notify, location } = setup();
    const form = await screen.findByRole('form', { name: FILING_TEXT.formLabel('光伏项目备案信息表') });
    // The PV library note once: the form's own first block, not the list's note again above it.
    expect(screen.getAllByText(/不属于行政许可/)).toHaveLength(1);
    expect(screen.queryByText(PV_LIBRARY_NOTE)).toBeNull();
    fireEvent.change(within(form).getByLabelText('项目名称'), { target: { value: '六合屋顶光伏' } });
    fireEvent.change(within(form).getByRole('textbox', { name: '经度' }), { target: { value: '118.8' } });
    fireEvent.change(within(form).getByRole('textbox', { name: '纬度' }), { target: { value: '32.3' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FILING_TEXT.tempSave })));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      formDataId: 1,
      action: 'draft',
      longitude: '118.8',
      latitude: '32.3',
      fieldsValueMap: expect.objectContaining({ projectName: '六合屋顶光伏' }),
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', text: FILING_TEXT.tempSaved }));
    expect(location.history?.at(-1)).toBe('/dataAdministration/informationFilling/edit?id=9');
  });

  it('checks the form and the coordinate before submitting, and sends nothing while any problem remains', async () => {
    const { save, notify } = setup();
    const form = await screen.findByRole('form', { name: FILING_TEXT.formLabel('光伏项目备案信息表') });
    fireEvent.change(within(form).getByLabelText('项目名称'), { target: { value: '六合屋顶光伏' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FILING_TEXT.submit })));
    expect(save).not.toHaveBeenCalled();
    const error = notify.mock.calls.at(-1)?.[0];
    expect(error?.type).toBe('error');
    expect(error?.text).toMatch(/^有 \d+ 项未通过校验/);
    expect(within(form).getByRole('textbox', { name: '经度', description: '经度不能为空' })).toBeTruthy();
    // Focus lands on the first field to correct (项目名称 is filled: 项目代码 comes next).
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText('项目代码')));
  });
  it('keeps what is typed in a local draft, restores it after a reload and drops it once saved', async () => {
    window.localStorage.clear();
    const key = filingDraftKey(0, 1, null);
    const first = setup();
    const form = await screen.findByRole('form', { name: FILING_TEXT.formLabel('光伏项目备案信息表') });
    expect(screen.queryByText(/在本机自动保存的草稿/)).toBeNull();
    fireEvent.change(within(form).getByLabelText('项目名称'), { target: { value: '六合屋顶光伏' } });
    fireEvent.change(within(form).getByRole('textbox', { name: '经度' }), { target: { value: '118.8' } });
    await waitFor(() =>
      expect(readDraft(window.localStorage, key)?.values).toMatchObject({
        projectName: '六合屋顶光伏',
        __filingCoordinate: { longitude: '118.8', latitude: '' },
      }),
    );
    // A reload: the page opens again and puts back what was typed, the coordinate included.
    first.unmount();
    const second = setup();
    const again = await screen.findByRole('form', { name: FILING_TEXT.formLabel('光伏项目备案信息表') });
    expect((within(again).getByLabelText('项目名称') as HTMLInputElement).value).toBe('六合屋顶光伏');
    expect((within(again).getByRole('textbox', { name: '经度' }) as HTMLInputElement).value).toBe('118.8');
    expect(screen.getByText(/在本机自动保存的草稿/)).toBeTruthy();
    // Saved on the server: the local copy is gone.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FILING_TEXT.tempSave })));
    await waitFor(() => expect(second.save).toHaveBeenCalledTimes(1));
    expect(second.save.mock.calls[0]?.[0]).toMatchObject({
      longitude: '118.8',
      fieldsValueMap: expect.objectContaining({ projectName: '六合屋顶光伏' }),
    });
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull());
    expect(screen.queryByText(/在本机自动保存的草稿/)).toBeNull();
  });

  it('discards the local draft on request and shows the empty form again', async () => {
    window.localStorage.clear();
    const key = filingDraftKey(0, 1, null);
    const first = setup();
    const form = await screen.findByRole('form', { name: FILING_TEXT.formLabel('光伏项目备案信息表') });
    fireEvent.change(within(form).getByLabelText('项目名称'), { target: { value: '高淳渔光互补' } });
    await waitFor(() => expect(readDraft(window.localStorage, key)).not.toBeNull());
    first.unmount();
    setup();
    const again = await screen.findByRole('form', { name: FILING_TEXT.formLabel('光伏项目备案信息表') });
    expect((within(again).getByLabelText('项目名称') as HTMLInputElement).value).toBe('高淳渔光互补');
    fireEvent.click(screen.getByRole('button', { name: REPORT_TEXT.discardDraft }));
    expect((within(again).getByLabelText('项目名称') as HTMLInputElement).value).toBe('');
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});

describe('project filing local draft of a saved filing', () => {
  function open(serverRevision: number, draftRevision: number, useLocal: boolean) {
    window.localStorage.clear();
    const key = filingDraftKey(0, 1, 9);
    writeDraft(window.localStorage, key, {
      values: packFilingDraft({ projectName: '本机草稿项目' }, { longitude: '119.1', latitude: '32.1' }),
      savedAt: Date.parse('2026-11-20T02:00:00Z'),
      baseRevision: draftRevision,
    });
    const services = createServices(window);
    const filing: FilingDetail = {
      ...row(9, 'rejected', { reviewOpinion: '请补充接入方案' }),
      name: '服务器项目',
      revision: serverRevision,
      longitude: 118.5,
      latitude: 31.5,
      fieldsValueMap: { projectName: '服务器项目' },
      definition,
    };
    const get = vi.fn(async () => ({ code: '00000', data: filing }));
    services.filings = { ...services.filings, get } as unknown as typeof services.filings;
    const ask = vi.spyOn(services.dialogs, 'ask').mockResolvedValue(useLocal);
    renderWithServices(<FilingEdit />, { services, path: '/dataAdministration/informationFilling/edit?id=9' });
    return { ask, key };
  }

  const name = async () => {
    const form = await screen.findByRole('form', { name: FILING_TEXT.formLabel('光伏项目备案信息表') });
    return {
      project: (within(form).getByLabelText('项目名称') as HTMLInputElement).value,
      longitude: (within(form).getByRole('textbox', { name: '经度' }) as HTMLInputElement).value,
    };
  };

  it('puts a draft typed on the latest revision back at once', async () => {
    const { ask } = open(2, 2, false);
    expect(await name()).toEqual({ project: '本机草稿项目', longitude: '119.1' });
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks when the server saved a newer revision since, and keeps the server’s on request', async () => {
    const { ask, key } = open(3, 2, false);
    expect(await name()).toEqual({ project: '服务器项目', longitude: '118.5' });
    expect(ask).toHaveBeenCalledWith(expect.objectContaining({ title: REPORT_TEXT.draftOfferTitle }));
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('uses the local draft over a newer server revision when the user chooses it', async () => {
    open(3, 2, true);
    expect(await name()).toEqual({ project: '本机草稿项目', longitude: '119.1' });
  });
});
