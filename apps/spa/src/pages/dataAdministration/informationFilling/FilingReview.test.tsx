// Government review of project filings: staff list every enterprise's filings (filtered by
// enterprise), open one read-only and approve it or return it with an opinion; the enterprise
// then sees the state and the opinion.
import type { FilingDetail as Filing, FilingRow, FormDefinitionInfo, UserInfo } from '@ent/core/api';
import pvFiling from '@ent/core/forms/fixtures/pv-filing.form.json';
import { FILING_REVIEW_TEXT, FILING_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import FilingDetail from './FilingDetail';
import FilingList from './FilingList';

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

function detail(status: FilingRow['status'], extra: Partial<FilingRow> = {}): Filing {
  return {
    ...row(7, status, extra),
    revision: 2,
    longitude: 118.8,
    latitude: 32.3,
    fieldsValueMap: { projectName: '南京项目7' },
    definition,
  };
}

function services(roles: string[]) {
  const built = createServices(window);
  built.sessionState.roles = roles;
  // Staff are accounts of the government type; the demo's staff hold the gov role.
  built.sessionState.user = { typeOf: roles.includes('gov') ? '2' : '1' } as UserInfo;
  const ask = vi.spyOn(built.dialogs, 'ask').mockResolvedValue(true);
  const notify = vi.spyOn(built.notifier, 'show');
  return { services: built, ask, notify };
}

describe('project filing list for government staff', () => {
  it('lists every enterprise’s filings with their enterprise, offers review of submitted ones and filters by enterprise', async () => {
    const { services: built } = services(['gov']);
    const rows = [
      row(1, 'submitted'),
      row(2, 'approved', { enterpriseName: '江苏风光能源有限公司' }),
      row(3, 'rejected', { reviewOpinion: '请补充接入方案' }),
    ];
    const list = vi.fn(async () => ({ code: '00000', data: { rows, total: 3 } }));
    const enterprises = vi.fn(async (query: { name?: string }) => ({
      code: '00000',
      data: {
        total: 1,
        rows: query.name
          ? [{ id: 4, name: '江苏风光能源有限公司', creditCode: '', infoComplete: true }]
          : [
              { id: 1, name: '南京苏能新能源科技有限公司', creditCode: '', infoComplete: true },
              { id: 4, name: '江苏风光能源有限公司', creditCode: '', infoComplete: true },
            ],
      },
    }));
    built.filings = { ...built.filings, list } as unknown as typeof built.filings;
    built.mainstay = { ...built.mainstay, enterprises } as unknown as typeof built.mainstay;
    const { location } = renderWithServices(<FilingList />, { services: built });
    const table = await screen.findByRole('table', { name: FILING_TEXT.listTitle });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByRole('columnheader', { name: FILING_TEXT.columns.enterpriseName })).toBeTruthy();
    expect(within(table).getByText('江苏风光能源有限公司')).toBeTruthy();
    expect(within(table).getByText('请补充接入方案')).toBeTruthy();
    // Staff file nothing and change nothing: they review what was submitted.
    expect(screen.queryByRole('button', { name: FILING_TEXT.add })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^修改 / })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: /^删除 / })).toHaveLength(0);
    const review = screen.getAllByRole('button', { name: /^审核 / });
    expect(review.map((button) => button.getAttribute('aria-label'))).toEqual(['审核 南京项目1']);
    fireEvent.click(review[0] as HTMLElement);
    expect(location.history?.at(-1)).toBe('/dataAdministration/informationFilling/detail?id=1');
    // Staff never see drafts, so the state filter does not offer them.
    fireEvent.click(screen.getByRole('combobox', { name: FILING_TEXT.searchStatus }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      FILING_TEXT.all,
      '已提交',
      '已入库',
      '已退回',
    ]);
    fireEvent.click(screen.getByRole('option', { name: FILING_TEXT.all }));

    const picker = screen.getByRole('combobox', { name: FILING_REVIEW_TEXT.enterpriseFilter });
    fireEvent.change(picker, { target: { value: '风光' } });
    await waitFor(() => expect(enterprises).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, name: '风光' }));
    fireEvent.click(await screen.findByRole('option', { name: '江苏风光能源有限公司' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FILING_TEXT.search })));
    expect(list).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: 20, mainstayId: 4 });
  }, 20_000);

  it('shows an enterprise its own list without the enterprise column, with the review opinion', async () => {
    const { services: built } = services(['enterprise']);
    const rows = [row(3, 'rejected', { reviewOpinion: '请补充接入方案' })];
    const list = vi.fn(async () => ({ code: '00000', data: { rows, total: 1 } }));
    built.filings = { ...built.filings, list } as unknown as typeof built.filings;
    renderWithServices(<FilingList />, { services: built });
    const table = await screen.findByRole('table', { name: FILING_TEXT.listTitle });
    // The row (not the empty list shown while loading).
    expect(await within(table).findByText('请补充接入方案')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByRole('columnheader', { name: FILING_TEXT.columns.enterpriseName })).toBeNull();
    expect(screen.queryByRole('combobox', { name: FILING_REVIEW_TEXT.enterpriseFilter })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^审核 / })).toHaveLength(0);
    expect(screen.getByRole('button', { name: FILING_TEXT.add })).toBeTruthy();
  });
});

describe('project filing review on the detail page', () => {
  function open(roles: string[], filing: Filing, reviewed?: Filing) {
    const prepared = services(roles);
    const get = vi.fn(async () => ({ code: '00000', data: filing }));
    const review = vi.fn(async () => ({ code: '00000', data: reviewed }));
    prepared.services.filings = {
      ...prepared.services.filings,
      get,
      review,
    } as unknown as typeof prepared.services.filings;
    renderWithServices(<FilingDetail />, {
      services: prepared.services,
      path: '/dataAdministration/informationFilling/detail?id=7',
    });
    return { ...prepared, get, review };
  }

  it('returns a submitted filing only with an opinion, then shows it returned with that opinion', async () => {
    const { review, ask, notify } = open(
      ['gov'],
      detail('submitted'),
      detail('rejected', { reviewOpinion: '请补充接入方案', reviewTime: '2026-01-03 09:00:00' }),
    );
    const panel = await screen.findByRole('region', { name: FILING_REVIEW_TEXT.reviewTitle });
    // Read-only: no form input can be changed, and staff get no 修改.
    expect(screen.queryByRole('button', { name: FILING_TEXT.edit })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: FILING_REVIEW_TEXT.reject }));
    expect(
      await within(panel).findByRole('textbox', {
        name: FILING_REVIEW_TEXT.opinion,
        description: new RegExp(FILING_REVIEW_TEXT.opinionRequired),
      }),
    ).toBeTruthy();
    expect(review).not.toHaveBeenCalled();
    expect(ask).not.toHaveBeenCalled();

    fireEvent.change(within(panel).getByRole('textbox', { name: FILING_REVIEW_TEXT.opinion }), {
      target: { value: '  请补充接入方案 ' },
    });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: FILING_REVIEW_TEXT.reject })));
    expect(ask).toHaveBeenCalledWith({
      title: FILING_REVIEW_TEXT.rejectConfirmTitle,
      text: FILING_REVIEW_TEXT.rejectConfirm('南京项目7'),
    });
    await waitFor(() => expect(review).toHaveBeenCalledWith({ id: 7, decision: 'reject', opinion: '请补充接入方案' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', text: FILING_TEXT.rejected }));
    await waitFor(() => expect(screen.queryByRole('region', { name: FILING_REVIEW_TEXT.reviewTitle })).toBeNull());
    expect(document.querySelector('[data-status]')?.textContent).toBe('已退回');
    // The opinion is among the filing's facts, as the enterprise sees it.
    expect(screen.getAllByText('请补充接入方案').length).toBeGreaterThan(0);
    expect(screen.getByText(FILING_TEXT.rejectedNotice('请补充接入方案'))).toBeTruthy();
  });

  it('approves a submitted filing after confirmation and sends nothing when the confirmation is declined', async () => {
    const { review, ask } = open(['gov'], detail('submitted'), detail('approved'));
    const panel = await screen.findByRole('region', { name: FILING_REVIEW_TEXT.reviewTitle });
    ask.mockResolvedValueOnce(false);
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: FILING_REVIEW_TEXT.approve })));
    expect(review).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: FILING_REVIEW_TEXT.approve })));
    await waitFor(() => expect(review).toHaveBeenCalledWith({ id: 7, decision: 'approve', opinion: '' }));
    await waitFor(() => expect(document.querySelector('[data-status]')?.textContent).toBe('已入库'));
    expect(screen.getByText(FILING_TEXT.approvedNotice)).toBeTruthy();
  });

  it('shows an enterprise its returned filing with the opinion and no review', async () => {
    open(['enterprise'], detail('rejected', { reviewOpinion: '请补充接入方案' }));
    expect(await screen.findByText(FILING_TEXT.rejectedNotice('请补充接入方案'))).toBeTruthy();
    expect(screen.queryByRole('region', { name: FILING_REVIEW_TEXT.reviewTitle })).toBeNull();
    expect(screen.getByRole('button', { name: FILING_TEXT.edit })).toBeTruthy();
  });

  it('offers no review of a submitted filing to its enterprise', async () => {
    open(['enterprise'], detail('submitted'));
    expect(await screen.findByText(FILING_TEXT.submittedNotice)).toBeTruthy();
    expect(screen.queryByRole('region', { name: FILING_REVIEW_TEXT.reviewTitle })).toBeNull();
  });
});
