import type { FormDataGetId, FormDefinitionInfo } from '@ent/core/api';
import { normalizeDefinition } from '@ent/core/forms';
import allTags from '@ent/core/forms/fixtures/all-tags.form.json';
import { DEFINITION_TEXT, FORM_SERVICE_TEXT, FORM_TEXT } from '@ent/core/messages';
import { DEFAULT_PAGE_SIZE } from '@ent/core/shell';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createServices, renderWithServices } from '../../../testing';
import FormDefinitions from './FormDefinitions';

function info(id: number, extra: Partial<FormDefinitionInfo> = {}): FormDefinitionInfo {
  return {
    id,
    formKey: 'all-tags',
    version: id,
    title: '全部控件',
    status: 'draft',
    createTime: '2026-11-20 09:00:00',
    publishTime: '',
    ...extra,
  };
}

/** The page against in-memory answers standing in for the form service. */
function setup(perms: string[] = ['*:*:*'], path = '/', content: { fields: unknown[] } = allTags) {
  const services = createServices(window);
  services.sessionState.perms = perms;
  const rows = [info(2, { status: 'draft' }), info(1, { status: 'published', publishTime: '2026-11-21 10:00:00' })];
  const definitions = vi.fn(async () => ({ code: '00000', data: { rows, total: rows.length } }));
  const addDefinition = vi.fn(async () => ({ code: '00000', data: info(3) }));
  const definition = vi.fn(async (id: number) => ({
    code: '00000',
    data: {
      returnCode: '200',
      data: { dynFormInfo: { ...info(id), content, fields: content.fields }, total: 0, data: [] },
    } as FormDataGetId,
  }));
  const assign = vi.fn(async () => ({ code: '00000', msg: FORM_SERVICE_TEXT.assigned(1), data: 1 }));
  const updateDefinition = vi.fn(async () => ({ code: '00000', data: null }));
  services.forms = {
    ...services.forms,
    definitions,
    addDefinition,
    definition,
    assign,
    updateDefinition,
  } as unknown as typeof services.forms;
  const enterprises = vi.fn(async (query: { name?: string }) => {
    const all = [
      { id: 7, name: '南京苏能新能源科技有限公司', creditCode: '91320100MA0000001X', infoComplete: true },
      { id: 8, name: '无锡太湖光伏发电有限公司', creditCode: '91320200MA0000002X', infoComplete: true },
    ];
    const rows = all.filter((row) => !query.name || row.name.includes(query.name));
    return { code: '00000', data: { rows, total: rows.length } };
  });
  services.mainstay = { ...services.mainstay, enterprises } as unknown as typeof services.mainstay;
  const notify = vi.spyOn(services.notifier, 'show');
  return {
    ...renderWithServices(<FormDefinitions />, { services, path }),
    services,
    definitions,
    addDefinition,
    updateDefinition,
    assign,
    enterprises,
    notify,
  };
}

/** The open dialog (jsdom leaves Fluent's modal bookkeeping marking it hidden, see NoticeBell.test). */
const dialog = () => screen.findByRole('dialog', { hidden: true });
const jsonBox = (scope: HTMLElement) => within(scope).getByLabelText(/^表单定义 JSON/) as HTMLTextAreaElement;
const titleBox = (scope: HTMLElement) => within(scope).getByLabelText(/^表单名称/) as HTMLInputElement;
const keyBox = (scope: HTMLElement) => within(scope).getByLabelText(/^表单标识/) as HTMLInputElement;
const confirm = (scope: HTMLElement) =>
  fireEvent.click(within(scope).getByRole('button', { name: DEFINITION_TEXT.confirm, hidden: true }));

describe('form definitions page', () => {
  it('opens the version named by ?definitionId= (代码生成 lands here), the list searched by its title', async () => {
    const { definitions } = setup(['*:*:*'], '/system/form?definitionId=2');
    expect(
      await screen.findByRole('dialog', { name: DEFINITION_TEXT.previewTitle('全部控件'), hidden: true }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(definitions).toHaveBeenLastCalledWith({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE, title: '全部控件' }),
    );
  });

  it('lists the versions with their status', async () => {
    const { definitions } = setup();
    await waitFor(() => expect(screen.getAllByText('全部控件')).toHaveLength(2));
    expect(definitions).toHaveBeenCalledWith({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
    expect(screen.getByText('草稿')).toBeTruthy();
    expect(screen.getByText('已发布')).toBeTruthy();
    // Actions follow the status: publish and delete a draft, assign and retire a published version.
    expect(screen.getByRole('button', { name: '发布 全部控件（第 2 版）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '删除 全部控件（第 2 版）' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发布 全部控件（第 1 版）' })).toBeNull();
    expect(screen.getByRole('button', { name: '下发 全部控件（第 1 版）' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '停用 全部控件（第 1 版）' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '停用 全部控件（第 2 版）' })).toBeNull();
  });

  it('warns before publishing a version with controls the fill page cannot show', async () => {
    const transfer = {
      __config__: { layout: 'colFormItem', tag: 'el-transfer', label: '穿梭框' },
      __vModel__: 'transfer',
    };
    const flawed = setup(['*:*:*'], '/', { ...allTags, fields: [...allTags.fields, transfer] });
    fireEvent.click(await screen.findByRole('button', { name: '发布 全部控件（第 2 版）' }));
    await waitFor(() =>
      expect(flawed.services.dialogs.state.request?.text).toBe(
        DEFINITION_TEXT.publishConfirmWithProblems('全部控件', [FORM_TEXT.unknownTag('el-transfer')]),
      ),
    );
    // Declined: nothing is published.
    await act(async () => flawed.services.dialogs.answer(false));
    expect(flawed.updateDefinition).not.toHaveBeenCalled();
    flawed.unmount();

    const clean = setup();
    fireEvent.click(await screen.findByRole('button', { name: '发布 全部控件（第 2 版）' }));
    await waitFor(() =>
      expect(clean.services.dialogs.state.request?.text).toBe(DEFINITION_TEXT.publishConfirm('全部控件')),
    );
    await act(async () => clean.services.dialogs.answer(true));
    await waitFor(() => expect(clean.updateDefinition).toHaveBeenCalledWith({ id: 2, action: 'publish' }));
  });

  it('hides the import without the permission', async () => {
    setup(['form:definition:list']);
    await waitFor(() => expect(screen.getAllByText('全部控件')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: DEFINITION_TEXT.import })).toBeNull();
    expect(screen.queryByRole('button', { name: /^新版本/ })).toBeNull();
  });

  it('refuses bad JSON in the import dialog inline and sends nothing', async () => {
    const { addDefinition } = setup();
    fireEvent.click(await screen.findByRole('button', { name: DEFINITION_TEXT.import }));
    const surface = await dialog();
    fireEvent.change(jsonBox(surface), { target: { value: '{"fields": [' } });
    fireEvent.change(titleBox(surface), { target: { value: '测试表单' } });
    confirm(surface);
    expect(await within(surface).findByText(DEFINITION_TEXT.badJson)).toBeTruthy();

    fireEvent.change(jsonBox(surface), { target: { value: '{"formRef": "elForm"}' } });
    fireEvent.change(titleBox(surface), { target: { value: ' ' } });
    confirm(surface);
    expect(await within(surface).findByText(DEFINITION_TEXT.notAForm)).toBeTruthy();
    expect(within(surface).getByText(DEFINITION_TEXT.titleRequired)).toBeTruthy();
    expect(addDefinition).not.toHaveBeenCalled();
  });

  it('imports valid JSON with its parsed content, then reloads the list', async () => {
    const { addDefinition, definitions, notify } = setup();
    fireEvent.click(await screen.findByRole('button', { name: DEFINITION_TEXT.import }));
    const surface = await dialog();
    fireEvent.change(jsonBox(surface), { target: { value: JSON.stringify(allTags) } });
    fireEvent.change(titleBox(surface), { target: { value: ' 新表单 ' } });
    fireEvent.change(keyBox(surface), { target: { value: 'new-form' } });
    await act(async () => confirm(surface));
    await waitFor(() =>
      expect(addDefinition).toHaveBeenCalledWith({ title: '新表单', formKey: 'new-form', content: allTags }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', text: DEFINITION_TEXT.imported }));
    await waitFor(() => expect(definitions).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('starts a new version from a row’s content and key', async () => {
    const { addDefinition } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '新版本 全部控件（第 1 版）' }));
    const surface = await dialog();
    await waitFor(() => expect(JSON.parse(jsonBox(surface).value)).toEqual(allTags));
    expect(titleBox(surface).value).toBe('全部控件');
    expect(keyBox(surface).value).toBe('all-tags');
    await act(async () => confirm(surface));
    await waitFor(() =>
      expect(addDefinition).toHaveBeenCalledWith({ title: '全部控件', formKey: 'all-tags', content: allTags }),
    );
  });

  it('previews a version in edit and detail mode, with its problems and validation', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: '预览 全部控件（第 2 版）' }));
    const surface = await dialog();
    const problems = normalizeDefinition(allTags).problems.length;
    const summary = problems > 0 ? DEFINITION_TEXT.problems(problems) : DEFINITION_TEXT.noProblems;
    expect(await within(surface).findByText(summary)).toBeTruthy();
    expect(within(surface).getByLabelText(/^企业名称/)).toBeTruthy();
    fireEvent.click(within(surface).getByRole('button', { name: DEFINITION_TEXT.validate, hidden: true }));
    expect((await within(surface).findAllByText(/不能为空/)).length).toBeGreaterThan(0);
    fireEvent.click(within(surface).getByRole('tab', { name: DEFINITION_TEXT.detailMode, hidden: true }));
    await waitFor(() => expect(surface.querySelector('form[data-mode="detail"]')).toBeTruthy());
  });

  it('assigns a published version: inline checks first, then the server’s message', async () => {
    const { assign, enterprises, notify } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '下发 全部控件（第 1 版）' }));
    const surface = await dialog();
    const option = await within(surface).findByRole('checkbox', { name: /南京苏能/, hidden: true });
    expect(enterprises).toHaveBeenCalledWith({ pageNum: 1, pageSize: 100, name: undefined, complete: true });
    const submit = () =>
      fireEvent.click(within(surface).getByRole('button', { name: DEFINITION_TEXT.assign, hidden: true }));
    submit();
    expect(await within(surface).findByText(DEFINITION_TEXT.periodRequired)).toBeTruthy();
    expect(within(surface).getByText(DEFINITION_TEXT.dueDateRequired)).toBeTruthy();
    expect(within(surface).getByText(DEFINITION_TEXT.enterprisesRequired)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    fireEvent.change(within(surface).getByLabelText(/^填报周期/), { target: { value: '2026年第四季度' } });
    fireEvent.change(within(surface).getByLabelText(/^截止日期/), { target: { value: '2026-12-31' } });
    fireEvent.click(option);
    await act(async () => submit());
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith({
        id: 1,
        period: '2026年第四季度',
        dueDate: '2026-12-31',
        all: false,
        mainstayIds: [7],
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', text: FORM_SERVICE_TEXT.assigned(1) }));
  });
});
