// Completing company information on /replenishCompanyInfo as a person does: the required fields
// the page does not fill in itself, then 保存.
import { COMPANY_INFO_TEXT } from '@ent/core/messages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A labelled control; Fluent appends the required marker to the label. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s?\\*?$`));

export async function completeCompanyInfo(page: Page): Promise<void> {
  await field(page, COMPANY_INFO_TEXT.legalPerson).fill('孙立');
  await page.getByRole('combobox', { name: COMPANY_INFO_TEXT.group }).selectOption({ label: '江苏省国信集团有限公司' });
  const region = async (level: string, label: string) => {
    const select = page.getByRole('combobox', { name: level });
    await expect.poll(() => select.locator('option', { hasText: label }).count()).toBe(1);
    await select.selectOption({ label });
  };
  await region(COMPANY_INFO_TEXT.province, '江苏省');
  await region(COMPANY_INFO_TEXT.city, '南京市');
  await region(COMPANY_INFO_TEXT.district, '玄武区');
  await field(page, COMPANY_INFO_TEXT.address).fill('南京市玄武区中山路1号');
  const contact = field(page, COMPANY_INFO_TEXT.contactName);
  if (!(await contact.inputValue())) await contact.fill('孙立');
  await page.getByRole('button', { name: COMPANY_INFO_TEXT.save }).click();
}
