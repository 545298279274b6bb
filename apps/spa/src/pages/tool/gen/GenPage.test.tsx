import type { GenTableRow } from '@ent/core/api';
import { GEN_PERMISSIONS } from '@ent/core/contract';
import { GEN_TEXT } from '@ent/core/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import GenPage from './GenPage';

const ROW: GenTableRow = {
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
};

const CONTENT = {
  fields: [
    {
      __config__: { label: '调查名称', tag: 'el-input', layout: 'colFormItem', span: 24, required: true },
      __vModel__: 'surveyName',
    },
  ],
  listColumns: [{ label: '调查名称', prop: 'surveyName' }],
  queryFields: [{ label: '调查名称', prop: 'surveyName', queryType: 'LIKE' }],
};

function setup() {
  const services = createServices(window);
  services.sessionState.perms = Object.values(GEN_PERMISSIONS);
  const ok = <T,>(data: T) => ({ code: '00000', data });
  const api = {
    list: vi.fn(async () =>
      ok({ rows: [ROW, { ...ROW, tableId: 8, tableName: 'facility', source: 'db' as const }], total: 2 }),
    ),
    dbList: vi.fn(async () => ok({ rows: [{ tableName: 'project', tableComment: '项目' }], total: 1 })),
    importTable: vi.fn(async () => ok(1)),
    createTable: vi.fn(async () => ok([ROW])),
    preview: vi.fn(async () => ok({ title: '能源调查', formKey: 'gen-energy-survey', content: CONTENT })),
    genForm: vi.fn(async () => ok({ definitionId: 41, formKey: 'gen-energy-survey', version: 1, title: '能源调查' })),
    remove: vi.fn(async () => ok(1)),
    synchDb: vi.fn(async () => ok(null)),
  };
  services.genApi = { ...services.genApi, ...api } as unknown as typeof services.genApi;
  const shown = vi.spyOn(services.notifier, 'show');
  return { ...renderWithServices(<GenPage />, { services }), ...api, shown };
}

describe('代码生成 page', () => {
  it('lists the tables; 生成表单 saves the draft and opens it in 表单定义', async () => {
    const { genForm, shown, location } = setup();
    expect(await screen.findByText('energy_survey')).toBeTruthy();
    // Only business tables can be synchronised with the database.
    expect(screen.queryByRole('button', { name: GEN_TEXT.syncOf('energy_survey') })).toBeNull();
    expect(screen.getByRole('button', { name: GEN_TEXT.syncOf('facility') })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: GEN_TEXT.generateOf('energy_survey') }));
    await waitFor(() => expect(genForm).toHaveBeenCalledWith(7));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/system/form?definitionId=41'));
    expect(shown).toHaveBeenCalledWith({ type: 'success', text: GEN_TEXT.generated('能源调查', 1) });
    fireEvent.click(screen.getByRole('button', { name: GEN_TEXT.editOf('energy_survey') }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/gen/edit/7'));
  });

  it('imports chosen business tables, refusing none chosen', async () => {
    const { importTable, list } = setup();
    fireEvent.click(await screen.findByRole('button', { name: GEN_TEXT.import }));
    const dialog = await screen.findByRole('dialog', { name: GEN_TEXT.importTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: GEN_TEXT.confirm }));
    expect(await within(dialog).findByText(GEN_TEXT.importNone)).toBeTruthy();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: GEN_TEXT.selectRow('project') }));
    fireEvent.click(within(dialog).getByRole('button', { name: GEN_TEXT.confirm }));
    await waitFor(() => expect(importTable).toHaveBeenCalledWith(['project']));
    await waitFor(() => expect(list.mock.calls.length).toBeGreaterThan(1));
  });

  it('creates tables from pasted CREATE TABLE, saying in Chinese where bad text stops', async () => {
    const { createTable } = setup();
    fireEvent.click(await screen.findByRole('button', { name: GEN_TEXT.create }));
    const dialog = await screen.findByRole('dialog', { name: GEN_TEXT.createTitle });
    const sql = within(dialog).getByLabelText(new RegExp(`^${GEN_TEXT.sqlLabel}`));
    fireEvent.change(sql, { target: { value: 'CREATE TABLE t (\n  id int,\n  name\n)' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(
      await within(dialog).findByText(GEN_TEXT.parse.at(3, 'name', GEN_TEXT.parse.missingType('name'))),
    ).toBeTruthy();
    expect(createTable).not.toHaveBeenCalled();
    fireEvent.change(sql, { target: { value: 'CREATE TABLE t (id int, name varchar(20))' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(createTable).toHaveBeenCalledWith({ sql: 'CREATE TABLE t (id int, name varchar(20))' }));
  });

  it('previews the form in edit and detail modes, with the list settings and JSON', async () => {
    const { preview } = setup();
    fireEvent.click(await screen.findByRole('button', { name: GEN_TEXT.previewOf('energy_survey') }));
    await waitFor(() => expect(preview).toHaveBeenCalledWith(7));
    const dialog = await screen.findByRole('dialog', { name: GEN_TEXT.previewTitle('能源调查') });
    expect(await within(dialog).findByRole('textbox', { name: /调查名称/ })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: GEN_TEXT.previewList }));
    expect(within(dialog).getByText(GEN_TEXT.cellOf('调查名称', GEN_TEXT.queryTypes.LIKE ?? ''))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: GEN_TEXT.previewJson }));
    expect(
      (within(dialog).getByRole('textbox', { name: GEN_TEXT.previewJson }) as HTMLTextAreaElement).value,
    ).toContain('"surveyName"');
  });
});
