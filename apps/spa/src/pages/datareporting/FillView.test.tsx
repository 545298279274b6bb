// The fill page against in-memory answers: what it says about the report task it fills, and where
// a submitted form leaves the user.
import type { FormDefinitionInfo, FormRecord, ReportTaskRow } from '@ent/core/api';
import { FORM_TEXT, REPORT_TEXT } from '@ent/core/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../testing';
import FillPage from './FillPage';

const definition: FormDefinitionInfo = {
  id: 7,
  formKey: 'output',
  version: 2,
  title: '发电量月报',
  status: 'published',
  createTime: '',
  publishTime: '',
  content: {
    fields: [
      {
        __config__: { label: '月发电量', tag: 'el-input', layout: 'colFormItem', span: 24, required: true },
        __vModel__: 'output',
      },
    ],
  },
};

const task: ReportTaskRow = {
  taskId: 5,
  title: '发电量月报（2026年11月）',
  period: '2026年11月',
  dueDate: '2026-12-10',
  state: 'pending',
  formKey: 'output',
  formDataId: 7,
  recordId: null,
  enterpriseName: '南京苏能新能源科技有限公司',
  updateTime: '',
};

const draft: FormRecord = {
  id: 11,
  formDataId: 7,
  formKey: 'output',
  version: 2,
  title: task.title,
  taskId: 5,
  fieldsValueMap: { output: '12' },
  processStatus: '0',
  revision: 1,
  create_date: '',
  updateTime: '',
  submitTime: '',
  enterpriseName: task.enterpriseName,
};

function setup(path: string, taskRow: ReportTaskRow = task) {
  window.localStorage.clear();
  const services = createServices(window);
  const forms = {
    ...services.forms,
    task: vi.fn(async () => ({ code: '00000', data: taskRow })),
    definition: vi.fn(async () => ({
      code: '00000',
      data: { returnCode: '200', data: { dynFormInfo: { ...definition, fields: [] }, total: 0, data: [] } },
    })),
    record: vi.fn(async () => ({ code: '00000', data: { ...draft, definition } })),
  };
  services.forms = forms as unknown as typeof services.forms;
  const view = renderWithServices(<FillPage />, { services, path });
  return { ...view, forms };
}

const header = async () => (await screen.findByRole('heading', { level: 1, name: definition.title })).parentElement;

describe('fill page of a report task', () => {
  it('shows the task’s period and due date beside the title', async () => {
    setup('/datareporting/fill?taskId=5');
    const shown = await header();
    expect(shown?.textContent).toContain('填报周期：2026年11月');
    expect(shown?.textContent).toContain('截止日期：2026-12-10');
  });

  it('shows them for a draft continued by its record too', async () => {
    const { forms } = setup('/datareporting/fill?recordId=11');
    const shown = await header();
    expect(forms.task).toHaveBeenCalledWith(5);
    expect(shown?.textContent).toContain(`${REPORT_TEXT.columns.period}：2026年11月`);
    expect(shown?.textContent).toContain(`${REPORT_TEXT.columns.dueDate}：2026-12-10`);
  });
});

describe('submitting from the fill page', () => {
  it('closes the fill tab and returns to 数据填报', async () => {
    const services = createServices(window);
    const tab = (path: string, title: string) =>
      services.shell.tabs.add({ path, fullPath: path, title, affix: false, noCache: false });
    tab('/datareporting/list', '数据填报');
    tab('/zqhd/notice', '政企资讯');
    services.shell.tabs.add({
      path: '/datareporting/fill',
      fullPath: '/datareporting/fill?taskId=5',
      title: '填报表单',
      affix: false,
      noCache: true,
    });
    vi.spyOn(services.dialogs, 'ask').mockResolvedValue(true);
    window.localStorage.clear();
    const forms = {
      ...services.forms,
      task: vi.fn(async () => ({ code: '00000', data: task })),
      definition: vi.fn(async () => ({
        code: '00000',
        data: { returnCode: '200', data: { dynFormInfo: { ...definition, fields: [] }, total: 0, data: [] } },
      })),
      addRecord: vi.fn(async () => ({ code: '00000', data: { ...draft, id: 12, processStatus: '1', revision: 1 } })),
    };
    services.forms = forms as unknown as typeof services.forms;
    const { location } = renderWithServices(<FillPage />, { services, path: '/datareporting/fill?taskId=5' });
    const form = await screen.findByRole('form', { name: REPORT_TEXT.formLabel(definition.title) });
    fireEvent.change(form.querySelector('input') as HTMLInputElement, { target: { value: '1200' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: FORM_TEXT.submit })));
    await waitFor(() => expect(forms.addRecord).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/datareporting/list'));
    expect(services.shell.tags.visited.map((view) => view.path)).toEqual(['/datareporting/list', '/zqhd/notice']);
  });
});
