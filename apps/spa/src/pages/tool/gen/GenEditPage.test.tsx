import type { GenColumnRow, GenTableDetail } from '@ent/core/api';
import { GEN_PERMISSIONS } from '@ent/core/contract';
import { GEN_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageFrameContext } from '../../../state/pageFrame';
import { createServices, renderWithServices } from '../../../testing';
import GenEditPage from './GenEditPage';

const column = (columnId: number, patch: Partial<GenColumnRow>): GenColumnRow => ({
  columnId,
  columnName: 'x',
  columnComment: '',
  columnType: 'varchar(100)',
  fieldName: 'x',
  label: 'x',
  valueType: 'string',
  htmlType: 'input',
  dictType: '',
  isPk: false,
  required: false,
  isForm: true,
  isList: true,
  queryType: '',
  defaultValue: null,
  sort: columnId,
  ...patch,
});

const DETAIL: GenTableDetail = {
  table: {
    tableId: 7,
    tableName: 'energy_survey',
    tableComment: '能源调查表',
    formTitle: '能源调查',
    formKey: 'gen-energy-survey',
    columnsPerRow: 1,
    source: 'sql',
    remark: '',
    createTime: '2026-11-26 09:00:00',
    updateTime: '2026-11-26 09:00:00',
  },
  columns: [
    column(1, { columnName: 'id', fieldName: 'id', label: '编号', isPk: true, isForm: false, isList: false }),
    column(2, { columnName: 'survey_name', fieldName: 'surveyName', label: '调查名称', required: true }),
    column(3, { columnName: 'status', fieldName: 'status', label: '状态', htmlType: 'radio', dictType: '' }),
  ],
};

const cell = (name: string, what: string) => GEN_TEXT.cellOf(name, what);

function setup() {
  const services = createServices(window);
  services.sessionState.perms = Object.values(GEN_PERMISSIONS);
  const get = vi.fn(async () => ({ code: '00000', data: DETAIL }));
  const update = vi.fn(async (_body: unknown) => ({ code: '00000', data: DETAIL }));
  const typeOptions = vi.fn(async () => ({
    code: '00000',
    data: [{ dictId: 1, dictName: '系统开关', dictType: 'sys_normal_disable' }],
  }));
  services.genApi = { ...services.genApi, get, update } as unknown as typeof services.genApi;
  services.dictApi = { ...services.dictApi, typeOptions } as unknown as typeof services.dictApi;
  const shown = vi.spyOn(services.notifier, 'show');
  const view = renderWithServices(
    <PageFrameContext.Provider value={{ path: '/gen/edit/7', params: { tableId: '7' }, active: true }}>
      <GenEditPage />
    </PageFrameContext.Provider>,
    { services, path: '/gen/edit/7' },
  );
  return { ...view, get, update, shown };
}

describe('代码生成 edit page', () => {
  it('edits a column’s label, display type and dictionary and saves them', async () => {
    const { get, update, shown } = setup();
    const label = await screen.findByRole('textbox', { name: cell('survey_name', GEN_TEXT.columns.label) });
    expect(get).toHaveBeenCalledWith(7);
    fireEvent.change(label, { target: { value: '调查项目' } });
    fireEvent.change(screen.getByRole('combobox', { name: cell('survey_name', GEN_TEXT.columns.htmlType) }), {
      target: { value: 'textarea' },
    });
    const dict = screen.getByRole('combobox', { name: cell('status', GEN_TEXT.columns.dictType) });
    await waitFor(() => expect(within(dict).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(dict, { target: { value: 'sys_normal_disable' } });
    // A column's dictionary only for option types.
    expect(
      (screen.getByRole('combobox', { name: cell('survey_name', GEN_TEXT.columns.dictType) }) as HTMLSelectElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: GEN_TEXT.save }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const body = update.mock.calls[0]?.[0] as { tableId: number; columns: GenColumnRow[] };
    expect(body.tableId).toBe(7);
    expect(body.columns.find((c) => c.columnId === 2)).toMatchObject({ label: '调查项目', htmlType: 'textarea' });
    expect(body.columns.find((c) => c.columnId === 3)).toMatchObject({ dictType: 'sys_normal_disable' });
    await waitFor(() => expect(shown).toHaveBeenCalledWith({ type: 'success', text: GEN_TEXT.saved }));
  });

  it('refuses duplicate field names and an empty form title before sending', async () => {
    const { update } = setup();
    const field = await screen.findByRole('textbox', { name: cell('status', GEN_TEXT.columns.fieldName) });
    fireEvent.change(field, { target: { value: 'surveyName' } });
    fireEvent.click(screen.getByRole('tab', { name: GEN_TEXT.tabs.generate }));
    fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${GEN_TEXT.formTitle}`) }), {
      target: { value: ' ' },
    });
    fireEvent.click(screen.getByRole('button', { name: GEN_TEXT.save }));
    expect(await screen.findAllByText(GEN_TEXT.formTitleRequired)).not.toHaveLength(0);
    expect(screen.getByText(new RegExp(GEN_TEXT.duplicateFields(['surveyName'])))).toBeTruthy();
    expect(update).not.toHaveBeenCalled();
  });

  it('previews the settings as typed and goes back to 代码生成', async () => {
    const { location } = setup();
    const label = await screen.findByRole('textbox', { name: cell('survey_name', GEN_TEXT.columns.label) });
    fireEvent.change(label, { target: { value: '调查项目' } });
    fireEvent.click(screen.getByRole('button', { name: GEN_TEXT.preview }));
    const dialog = await screen.findByRole('dialog', { name: GEN_TEXT.previewTitle('能源调查') });
    expect(await within(dialog).findByRole('textbox', { name: /调查项目/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: GEN_TEXT.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: GEN_TEXT.back }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/system/gen'));
  });
});
