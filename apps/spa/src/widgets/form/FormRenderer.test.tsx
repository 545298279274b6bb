// The renderer in both modes: every layout, every tag, visibility, linkage, tabs, table rows,
// slots, untrusted content, and that typing in one field re-renders only that field.
import { createFormStore, type FormStore, normalizeDefinition, validateForm } from '@ent/core/forms';
import allTags from '@ent/core/forms/fixtures/all-tags.form.json';
import oilgas from '@ent/core/forms/fixtures/oilgas-report.form.json';
import pvData from '@ent/core/forms/fixtures/pv-filing.data.json';
import pvFiling from '@ent/core/forms/fixtures/pv-filing.form.json';
import { CALENDAR_TEXT, FORM_TEXT, UPLOAD_TEXT } from '@ent/core/messages';
import type { UploadedFile } from '@ent/core/upload';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../testing';
import { CONTROLS, type ControlProps } from './controls';
import { FormRenderer } from './FormRenderer';
import type { FormSlots } from './formContext';

function show(
  definition: unknown,
  options: {
    mode?: 'edit' | 'detail';
    values?: Record<string, unknown>;
    slots?: FormSlots;
    showProblems?: boolean;
  } = {},
) {
  const store = createFormStore(normalizeDefinition(definition), options.values);
  const previewed: UploadedFile[] = [];
  const view = renderWithServices(
    <FormRenderer
      store={store}
      mode={options.mode ?? 'edit'}
      label="测试表单"
      {...(options.slots ? { slots: options.slots } : {})}
      showProblems={options.showProblems ?? false}
      onPreviewFile={(file) => previewed.push(file)}
    />,
  );
  return { store, previewed, ...view };
}

const form = () => screen.getByRole('form', { name: '测试表单' });
const node = (key: string, config: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  __config__: { layout: 'colFormItem', span: 24, ...config },
  __vModel__: key,
  ...extra,
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the three fixtures', () => {
  it.each([
    ['PV filing', pvFiling],
    ['all tags', allTags],
    ['oil and gas', oilgas],
  ])('%s renders in both modes without an inline error', (_name, definition) => {
    for (const mode of ['edit', 'detail'] as const) {
      const { unmount } = show(definition, { mode });
      expect(form().textContent).not.toMatch(/无法渲染|不支持的日期类型/);
      unmount();
    }
  });

  it('names the number arrows and the time lists in Chinese, with their field', () => {
    show(allTags);
    expect(within(form()).getByRole('button', { name: FORM_TEXT.increase('从业人数') })).toBeTruthy();
    expect(within(form()).getByRole('button', { name: FORM_TEXT.decrease('从业人数') })).toBeTruthy();
    expect(within(form()).getAllByRole('button', { name: /^展开值班时间/ })).toHaveLength(1);
    expect(within(form()).queryAllByRole('button', { name: /Increment|Decrement|^Open/ })).toHaveLength(0);
  });

  it('leaves no unnamed button beside a date field, and names the calendar it opens in Chinese', async () => {
    show(allTags);
    const date = within(form()).getByRole('combobox', { name: '成立日期' });
    // Fluent's calendar icon (a pointer target only: the named input opens the calendar) is hidden.
    const icon = date.parentElement?.querySelector('svg')?.parentElement as HTMLElement;
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.getAttribute('role')).toBeNull();
    for (const button of within(form()).getAllByRole('button'))
      expect(button.getAttribute('aria-label') ?? button.textContent).toBeTruthy();
    await act(async () => fireEvent.click(icon));
    expect(screen.getByRole('dialog', { name: FORM_TEXT.calendar('成立日期') })).toBeTruthy();
  });

  it('opens a calendar in Chinese: months, days, 今天, and no English name or text', async () => {
    show(allTags);
    const date = within(form()).getByRole('combobox', { name: '成立日期' });
    await act(async () => fireEvent.click(date));
    const calendar = screen.getByRole('dialog', { name: FORM_TEXT.calendar('成立日期') });
    const text = calendar.textContent ?? '';
    for (const month of CALENDAR_TEXT.months) expect(text).toContain(month);
    const header = within(calendar)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['日', '一', '二', '三', '四', '五', '六']);
    expect(within(calendar).getByRole('button', { name: '今天' })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: /^上个月/ })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: /^下个月/ })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: /^上一年/ })).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: /^下一年/ })).toBeTruthy();
    // The days are named in Chinese too: today's button reads, say, 2026年11月29日 星期日.
    const now = new Date();
    const today = `${now.getFullYear()}年${now.getMonth() + 1}月${now.getDate()}日`;
    expect(within(calendar).getByRole('button', { name: new RegExp(`^${today} 星期`) })).toBeTruthy();
    const english =
      /January|February|March|April|June|July|August|September|October|November|December|Sunday|Monday|Go to|month|year|Close|Today|Selected/i;
    expect(text).not.toMatch(english);
    for (const element of [calendar, ...calendar.querySelectorAll('[aria-label], [title]')]) {
      expect(element.getAttribute('aria-label') ?? '').not.toMatch(english);
      expect(element.getAttribute('title') ?? '').not.toMatch(english);
    }
    // A day picked is written as the platform writes dates.
    await act(async () => fireEvent.click(within(calendar).getByRole('button', { name: new RegExp(`^${today} `) })));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect((date as HTMLInputElement).value).toBe(
      `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
    );
  });

  it('the PV filing test data fills the form and passes validation for submission', () => {
    const { store } = show(pvFiling, { values: pvData });
    expect(validateForm(store.definition, store.model())).toEqual({});
    expect(store.submission().buildPeriod_start_date).toBe('2026-04-01');
    expect((screen.getByLabelText('项目名称') as HTMLInputElement).value).toBe(pvData.projectName);
  });
});

describe('layouts', () => {
  it('cards carry their titles, rich text is sanitised, the slot shows its placeholder', () => {
    show(pvFiling);
    expect(screen.getByRole('heading', { name: '项目基本信息' })).toBeTruthy();
    expect(form().textContent).toContain('不属于行政许可');
    expect(screen.getByText(FORM_TEXT.slotPlaceholder('coordinatePicker'))).toBeTruthy();
  });

  it('a page supplies a slot component by name, given the store', () => {
    const Picker: FormSlots[string] = ({ store }) => (
      <button type="button" onClick={() => store.set('projectName', '来自插槽')}>
        选择坐标
      </button>
    );
    const { store } = show(pvFiling, { slots: { coordinatePicker: Picker } });
    expect(screen.queryByText(FORM_TEXT.slotPlaceholder('coordinatePicker'))).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '选择坐标' }));
    expect(store.get('projectName')).toBe('来自插槽');
  });

  it('definitions cannot run script: HTML is cleaned, expressions are not evaluated as code', () => {
    const evil = {
      fields: [
        {
          __config__: { layout: 'richText' },
          content: '<p>安全</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
        },
        node('a', { label: 'A', tag: 'el-input', dynamicVisible: 'constructor.constructor("window.__pwned=3")()' }),
      ],
      methods: { mounted: 'window.__pwned=4' },
    };
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    show(evil);
    expect(form().innerHTML).not.toContain('onerror');
    expect(form().innerHTML).not.toContain('<script');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(info).toHaveBeenCalledWith(FORM_TEXT.ignoredCode);
  });

  it('an unknown layout or tag is an inline error naming it; the rest of the form works', () => {
    const { store } = show({
      fields: [
        { __config__: { layout: 'mysteryBox' } },
        node('x', { label: '奇怪', tag: 'el-teleporter' }),
        node('name', { label: '名称', tag: 'el-input' }),
      ],
    });
    expect(screen.getByText(FORM_TEXT.unknownLayout('mysteryBox'))).toBeTruthy();
    expect(screen.getByText(FORM_TEXT.unknownTag('el-teleporter'))).toBeTruthy();
    fireEvent.change(screen.getByLabelText('名称'), { target: { value: '可用' } });
    expect(store.get('name')).toBe('可用');
  });

  it('a known control without a field binding says the binding is missing, not that the tag is unknown', () => {
    show({
      fields: [
        { __config__: { layout: 'colFormItem', label: '单位名称', tag: 'el-input' } },
        { __config__: { layout: 'colFormItem', label: '容量', tag: 'el-input' }, __vModel__: '9x' },
      ],
    });
    expect(screen.getByText(FORM_TEXT.missingBinding('单位名称', ''))).toBeTruthy();
    expect(screen.getByText(FORM_TEXT.missingBinding('容量', '9x'))).toBeTruthy();
    expect(screen.queryByText(FORM_TEXT.unknownTag('el-input'))).toBeNull();
  });

  it('lists the problems without a place of their own above the form, and a node problem only at its node', () => {
    const definition = {
      fields: [
        { __config__: { layout: 'mysteryBox' } },
        node('x', { label: '奇怪', tag: 'el-teleporter' }),
        { __config__: { layout: 'colFormItem', label: '单位名称', tag: 'el-input' } },
        node('when', { label: '条件', tag: 'el-input', dynamicVisible: 'a ==' }),
        node('code', { label: '编码', tag: 'el-input', regList: [{ pattern: '/^(a+)+$/', message: 'x' }] }),
      ],
    };
    const { unmount } = show(definition, { showProblems: true });
    const firstNode = screen.getByText(FORM_TEXT.unknownLayout('mysteryBox'));
    for (const text of [FORM_TEXT.badPattern('/^(a+)+$/'), FORM_TEXT.badExpression('a ==')]) {
      const listed = screen.getByText(text);
      expect(listed.compareDocumentPosition(firstNode) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    for (const text of [
      FORM_TEXT.unknownLayout('mysteryBox'),
      FORM_TEXT.unknownTag('el-teleporter'),
      FORM_TEXT.missingBinding('单位名称', ''),
    ]) {
      expect(screen.getAllByText(text)).toHaveLength(1);
    }
    unmount();
    show(definition);
    expect(screen.queryByText(FORM_TEXT.badExpression('a =='))).toBeNull();
    expect(screen.getAllByText(FORM_TEXT.missingBinding('单位名称', ''))).toHaveLength(1);
  });

  it('tabs filter their children, and validation marks and opens the tab holding an error', () => {
    const { store } = show(oilgas);
    expect(screen.getByRole('tab', { name: '企业概况' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByLabelText('企业名称')).not.toBeNull();
    expect(screen.queryByLabelText('管道里程(km)')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '管道设施' }));
    expect(screen.queryByLabelText('企业名称')).toBeNull();
    expect(screen.queryByLabelText('管道里程(km)')).not.toBeNull();
    // Fill the first tab, leave the others: validation switches to a tab with an error.
    act(() => {
      store.set('entName', '某油气公司');
      store.set('entCity', '320100');
      store.set('entKind', '1');
    });
    fireEvent.click(screen.getByRole('tab', { name: '企业概况' }));
    act(() => {
      store.validateAll();
    });
    const selected = screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected?.getAttribute('aria-label')).toMatch(/有未通过校验的项/);
  });

  it('table rows are added, edited and removed', () => {
    const { store } = show(pvFiling);
    const initial = (store.get('inverters') as unknown[]).length;
    fireEvent.click(screen.getByRole('button', { name: FORM_TEXT.addRow }));
    expect((store.get('inverters') as unknown[]).length).toBe(initial + 1);
    fireEvent.change(screen.getByLabelText(`型号 第 ${initial + 1} 行`), { target: { value: 'X1' } });
    expect((store.get('inverters') as Array<Record<string, unknown>>)[initial]?.model).toBe('X1');
    fireEvent.click(screen.getByRole('button', { name: FORM_TEXT.removeRow(1) }));
    expect((store.get('inverters') as unknown[]).length).toBe(initial);
    expect((store.get('inverters') as Array<Record<string, unknown>>).at(-1)?.model).toBe('X1');
  });

  it('collapse items and form groups show their titles', () => {
    show(pvFiling);
    expect(screen.getByRole('button', { name: '申报材料' })).toBeTruthy();
    show(oilgas);
    expect(screen.getAllByText('企业概况').some((el) => el.tagName === 'LEGEND')).toBe(true);
  });
});

describe('fields in edit mode', () => {
  it('visibility follows the values and linkage sets the target options', () => {
    const { store } = show(pvFiling);
    fireEvent.click(screen.getByRole('radio', { name: '分布式' }));
    expect(store.get('projectType')).toBe(2);
    expect(screen.queryByLabelText('用地面积(亩)')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '集中式' }));
    expect(store.get('projectType')).toBe(1);
    expect(screen.getByLabelText('用地面积(亩)')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: '屋顶类型' })).toBeNull();
    act(() => store.set('city', '320100'));
    fireEvent.click(screen.getByRole('combobox', { name: '所在区县' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['玄武区', '江宁区']);
  });

  it('shows the change-trigger message and the required mark', () => {
    show(pvFiling);
    const input = screen.getByLabelText('项目名称');
    fireEvent.change(input, { target: { value: 'x' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByText(FORM_TEXT.required('项目名称'))).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('every tag edits its value', () => {
    const { store } = show(allTags);
    fireEvent.change(screen.getByLabelText('经营范围'), { target: { value: '光伏发电' } });
    expect(store.get('businessScope')).toBe('光伏发电');
    expect(screen.getByText('4/500')).toBeTruthy();

    const password = screen.getByLabelText('系统密码') as HTMLInputElement;
    expect(password.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: FORM_TEXT.showPassword }));
    expect(password.type).toBe('text');

    fireEvent.change(screen.getByRole('spinbutton', { name: '从业人数' }), { target: { value: '25' } });
    fireEvent.blur(screen.getByRole('spinbutton', { name: '从业人数' }));
    expect(store.get('employees')).toBe(25);

    fireEvent.click(screen.getByRole('combobox', { name: '能源类型' }));
    // Fluent names the options of a multiple select menu item checkboxes.
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: '光伏' }));
    fireEvent.click(screen.getByRole('menuitemcheckbox', { name: '储能' }));
    expect(store.get('energyTypes')).toEqual(['pv', 'storage']);
    fireEvent.keyDown(screen.getByRole('combobox', { name: '能源类型' }), { key: 'Escape' });

    fireEvent.click(screen.getByRole('combobox', { name: FORM_TEXT.cascaderLevel('所在区域', 1) }));
    fireEvent.click(screen.getByRole('option', { name: '南京市' }));
    fireEvent.click(screen.getByRole('combobox', { name: FORM_TEXT.cascaderLevel('所在区域', 2) }));
    fireEvent.click(screen.getByRole('option', { name: '玄武区' }));
    expect(store.get('region')).toEqual(['320100', '320102']);

    fireEvent.click(screen.getByRole('radio', { name: '民营' }));
    expect(store.get('ownership')).toBe('2');

    const certs = screen.getByRole('group', { name: '资质证书' });
    fireEvent.click(within(certs).getByRole('checkbox', { name: '排污许可证' }));
    expect(store.get('certs')).toEqual(['pw']);

    const listed = screen.getByRole('switch', { name: '是否上市' });
    fireEvent.click(listed);
    expect(store.get('isListed')).toBe('Y');
    expect(screen.getByText('是')).toBeTruthy();

    fireEvent.change(screen.getByRole('slider', { name: '建设进度(%)' }), { target: { value: '40' } });
    expect(store.get('progress')).toBe(40);

    fireEvent.change(screen.getByLabelText('标识颜色'), { target: { value: '#ff0000' } });
    expect(store.get('brandColor')).toBe('#ff0000');

    fireEvent.click(screen.getAllByRole('radio', { name: /3/ })[0] as HTMLElement);
    expect(store.get('satisfaction')).toBe(3);

    fireEvent.change(screen.getByLabelText('成立日期'), { target: { value: '2020-05-06' } });
    fireEvent.blur(screen.getByLabelText('成立日期'));
    expect(store.get('foundedOn')).toBe('2020-05-06');
  });

  it('the upload lists files, refuses wrong types before sending, and removal replaces the list', async () => {
    const file = { id: 9, name: '执照.pdf', url: '/prod-api/gov-cms/api/v1/file/9' };
    const { store, services } = show(allTags, { values: { licenseFile: [file] } });
    const shown = vi.spyOn(services.notifier, 'show');
    const chooser = screen.getByLabelText(`营业执照 ${UPLOAD_TEXT.choose}`);
    fireEvent.change(chooser, { target: { files: [new File(['MZ'], 'virus.exe')] } });
    expect(shown).toHaveBeenCalledWith({ type: 'error', text: UPLOAD_TEXT.wrongType(['pdf', 'jpg', 'png']) });
    const before = store.get('licenseFile');
    fireEvent.click(screen.getByRole('button', { name: UPLOAD_TEXT.remove('执照.pdf') }));
    expect(store.get('licenseFile')).toEqual([]);
    expect(store.get('licenseFile')).not.toBe(before);
  });

  it('hidden fields are not shown but submitted; readOnly fields cannot change; disabled Y locks all', () => {
    const definition = {
      fields: [
        node('secret', { label: '隐藏', tag: 'el-input', defaultValue: 'kept' }, { hidden: true }),
        node('fixed', { label: '只读', tag: 'el-input', defaultValue: '固定' }, { readOnly: true }),
        node('free', { label: '自由', tag: 'el-input' }),
      ],
    };
    const { store, unmount } = show(definition);
    expect(screen.queryByLabelText('隐藏')).toBeNull();
    expect(store.submission().secret).toBe('kept');
    expect((screen.getByLabelText('只读') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('自由') as HTMLInputElement).readOnly).toBe(false);
    unmount();
    show({ ...definition, disabled: 'Y' });
    expect((screen.getByLabelText('自由') as HTMLInputElement).readOnly).toBe(true);
  });

  it('typing in one field re-renders that field only', () => {
    const renders = new Map<string, number>();
    const original = CONTROLS['el-input'] as (props: ControlProps) => React.ReactElement;
    CONTROLS['el-input'] = (props) => {
      renders.set(props.node.vModel ?? '', (renders.get(props.node.vModel ?? '') ?? 0) + 1);
      return original(props);
    };
    try {
      const fields = Array.from({ length: 60 }, (_unused, i) => node(`f${i}`, { label: `字段${i}`, tag: 'el-input' }));
      show({ fields });
      const before = new Map(renders);
      fireEvent.change(screen.getByLabelText('字段7'), { target: { value: '1' } });
      fireEvent.change(screen.getByLabelText('字段7'), { target: { value: '12' } });
      const rerendered = [...renders].filter(([key, count]) => count !== before.get(key)).map(([key]) => key);
      expect(rerendered).toEqual(['f7']);
    } finally {
      CONTROLS['el-input'] = original;
    }
  });
});

describe('detail mode', () => {
  it('shows option labels, switch texts, file names with PDF preview, and rich text after about 1 s', () => {
    vi.useFakeTimers();
    const values = {
      ...pvData,
      approvalPdf: [{ id: 3, name: '备案证明.pdf', url: '/prod-api/gov-cms/api/v1/file/3' }],
      sitePhotos: [{ id: 4, name: '现场.jpg', url: '/prod-api/gov-cms/api/v1/file/4' }],
    };
    const { previewed } = show(pvFiling, { mode: 'detail', values });
    expect(screen.getByText('常州市')).toBeTruthy();
    expect(screen.getByText('武进区')).toBeTruthy();
    expect(screen.getByText('分布式')).toBeTruthy();
    expect(screen.getByText('工商业屋顶')).toBeTruthy();
    expect(screen.getByText('已承诺')).toBeTruthy();
    expect(screen.getByText('2026-04-01 至 2026-12-31')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '现场.jpg' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '备案证明.pdf' }));
    expect(previewed.map((file) => file.name)).toEqual(['备案证明.pdf']);
    expect(screen.queryByText('真实')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('真实').tagName).toBe('B');
  });

  it('an empty option field reads 无', () => {
    show(allTags, { mode: 'detail' });
    expect(screen.getAllByText(FORM_TEXT.noValue).length).toBeGreaterThan(0);
  });
});

export type { FormStore };

describe('typed times', () => {
  it('keeps a time typed by hand in the value format, for one time and for a range', async () => {
    const user = userEvent.setup();
    const { store } = show(allTags);
    const duty = screen.getByRole('combobox', { name: '值班时间' });
    await user.click(duty);
    await user.keyboard('08:30:00');
    await user.tab();
    expect(store.get('dutyTime')).toBe('08:30:00');

    // Not one of the listed half hours, written without seconds, committed with Enter.
    await user.clear(duty);
    await user.type(duty, '7:05{Enter}');
    expect(store.get('dutyTime')).toBe('07:05:00');
    expect((duty as HTMLInputElement).value).toBe('07:05:00');

    const start = screen.getByRole('combobox', { name: `服务时段${FORM_TEXT.startPlaceholder}` });
    const end = screen.getByRole('combobox', { name: `服务时段${FORM_TEXT.endPlaceholder}` });
    await user.type(start, '09:15:30');
    await user.tab();
    await user.type(end, '17:45:00{Enter}');
    expect(store.get('serviceHours')).toEqual(['09:15:30', '17:45:00']);
    expect(store.submission()).toMatchObject({
      serviceHours_start_time: '09:15:30',
      serviceHours_end_time: '17:45:00',
    });
  });

  it('refuses a time that is no time with a message, keeping the last good value', async () => {
    const user = userEvent.setup();
    const { store } = show(allTags, { values: { dutyTime: '08:00:00' } });
    const duty = screen.getByRole('combobox', { name: '值班时间' });
    await user.clear(duty);
    await user.type(duty, '25:61');
    await user.tab();
    expect(await screen.findByText(FORM_TEXT.invalidTime('HH:mm:ss'))).toBeTruthy();
    expect(duty.getAttribute('aria-invalid')).toBe('true');
    expect(store.get('dutyTime')).toBe('08:00:00');
  });
});
