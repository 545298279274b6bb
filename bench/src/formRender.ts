// DESIGN.md budget: a 500-field dynamic form is visible and usable within 600 ms of navigation,
// and the main-thread time per keystroke (Chromium's TaskDuration over 40 keystrokes) stays
// within 1.5× of the same measure on a 6-field form. Both forms are imported and published by
// government staff, then opened by ent_demo through /configlist inside the running SPA.

import { createFormApi } from '@ent/core/api';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../tests/support/browser';
import { BENCH_PASSWORD, benchClient } from './benchClient';

export const FIRST_RENDER_BUDGET_MS = 600;
export const KEYSTROKE_RATIO_BUDGET = 1.5;
const KEYSTROKES = 40;

/** A form-generator definition with `count` fields: mostly text inputs, with selects and radios. */
export function generatedDefinition(count: number): Record<string, unknown> {
  const options = [
    { label: '是', value: 1 },
    { label: '否', value: 2 },
  ];
  const fields = Array.from({ length: count }, (_unused, index) => {
    const n = index + 1;
    const label = `字段${n}`;
    if (n % 10 === 5)
      return {
        __config__: { label, tag: 'el-select', layout: 'colFormItem', span: 12, required: true, regList: [] },
        __slot__: { options },
        __vModel__: `f${n}`,
        placeholder: '请选择',
      };
    if (n % 10 === 0)
      return {
        __config__: { label, tag: 'el-radio-group', layout: 'colFormItem', span: 12, required: false, regList: [] },
        __slot__: { options },
        __vModel__: `f${n}`,
      };
    return {
      __config__: {
        label,
        tag: 'el-input',
        layout: 'colFormItem',
        span: 12,
        required: n % 3 === 0,
        regList: n % 7 === 0 ? [{ pattern: '/^\\d*$/', message: '请输入数字' }] : [],
      },
      __vModel__: `f${n}`,
      placeholder: '请输入',
    };
  });
  return { fields, labelWidth: 120, labelPosition: 'right', gutter: 15, size: 'medium' };
}

export async function publish(baseUrl: string, title: string, content: Record<string, unknown>): Promise<number> {
  const client = benchClient(baseUrl);
  await client.logIn('admin');
  const forms = createFormApi(client.http);
  const added = await forms.addDefinition({ title, content });
  if (!added.data) throw new Error('bench: could not add the definition');
  await forms.updateDefinition({ id: added.data.id, action: 'publish' });
  return added.data.id;
}

/** Client-side navigation to the form, timed until its last field is in the page and enabled. */
// Written as source text: tsx would wrap named functions in a helper the page does not have.
const OPEN_FORM = `(async ([path, label]) => new Promise((resolve) => {
  const start = performance.now();
  const observer = new MutationObserver(() => {
    const input = document.querySelector('input[aria-label="' + label + '"]');
    if (input && !input.disabled) {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - start));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
}))`;

/** Client-side navigation to the form, timed until its last field is in the page, enabled, and painted. */
async function openForm(page: Page, formId: number, lastLabel: string): Promise<number> {
  return page.evaluate(`${OPEN_FORM}(${JSON.stringify([`/ent/configlist?editFormId=${formId}`, lastLabel])})`);
}

async function keystrokeCost(page: Page, label: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskDuration = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  try {
    await page.getByLabel(label, { exact: true }).click();
    await page.waitForTimeout(500);
    const before = await taskDuration();
    for (let i = 0; i < KEYSTROKES; i += 1) await page.keyboard.type(String(i % 10), { delay: 10 });
    // Let the debounced local draft write and any trailing work finish inside the measure.
    await page.waitForTimeout(600);
    return ((await taskDuration()) - before) / KEYSTROKES;
  } finally {
    await cdp.detach();
  }
}

export interface FormRenderResult {
  navigation: string;
  firstVisitWithCodeLoadMs: number;
  budget: { firstRenderMs: number; keystrokeRatio: number };
  fields500: { firstRenderMs: number; keystrokeMs: number };
  fields6: { firstRenderMs: number; keystrokeMs: number };
  keystrokeRatio: number;
  withinBudget: boolean;
}

export async function measureFormRender(baseUrl: string): Promise<FormRenderResult> {
  const large = await publish(baseUrl, '基准测试表单（500 项）', generatedDefinition(500));
  const small = await publish(baseUrl, '基准测试表单（6 项）', generatedDefinition(6));
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/ent/login`);
    await page.getByLabel('账号').fill('ent_demo');
    await page.getByLabel('密码').fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/ent\/majorProjectDesk$/);
    // The first visit also loads and compiles the page code; reported, not budgeted.
    const coldMs = Math.round(await openForm(page, small, '字段6'));

    const measure = async (id: number, lastLabel: string) => {
      // Back to the desk inside the app, as a user comes from any page.
      await page.evaluate(
        `history.pushState(null, '', '/ent/majorProjectDesk'); dispatchEvent(new PopStateEvent('popstate'))`,
      );
      await page.waitForTimeout(1000);
      const firstRenderMs = await openForm(page, id, lastLabel);
      const keystrokeMs = await keystrokeCost(page, '字段1');
      return { firstRenderMs: Math.round(firstRenderMs), keystrokeMs: Math.round(keystrokeMs * 100) / 100 };
    };
    const fields6 = await measure(small, '字段6');
    const fields500 = await measure(large, '字段499');
    const keystrokeRatio = Math.round((fields500.keystrokeMs / Math.max(fields6.keystrokeMs, 0.01)) * 100) / 100;
    return {
      navigation: 'client-side, from the desk, until the last field is enabled and painted',
      budget: { firstRenderMs: FIRST_RENDER_BUDGET_MS, keystrokeRatio: KEYSTROKE_RATIO_BUDGET },
      firstVisitWithCodeLoadMs: coldMs,
      fields500,
      fields6,
      keystrokeRatio,
      withinBudget: fields500.firstRenderMs <= FIRST_RENDER_BUDGET_MS && keystrokeRatio <= KEYSTROKE_RATIO_BUDGET,
    };
  } finally {
    await browser.close();
  }
}
