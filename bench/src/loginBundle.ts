// DESIGN.md budget: the login page loads at most 150 KB of JS and CSS, gzip, counting every file.
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../tests/support/browser';

export const LOGIN_BUDGET_KB = 150;

export interface LoginBundleResult {
  budgetKB: number;
  gzipKB: number;
  transferredKB: number;
  withinBudget: boolean;
  files: Array<{ path: string; type: 'script' | 'stylesheet'; bytes: number; gzipBytes: number }>;
}

export async function measureLoginBundle(baseUrl: string): Promise<LoginBundleResult> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending: Array<Promise<LoginBundleResult['files'][number] & { transferred: number }>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            path: new URL(response.url()).pathname,
            type,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            transferred: sizes.responseBodySize,
          };
        })(),
      );
    });
    await page.goto(`${baseUrl}/ent/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '登录' }).waitFor();
    const files = await Promise.all(pending);
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    const transferred = files.reduce((sum, file) => sum + file.transferred, 0);
    const gzipKB = Math.round((gzipBytes / 1024) * 10) / 10;
    return {
      budgetKB: LOGIN_BUDGET_KB,
      gzipKB,
      transferredKB: Math.round((transferred / 1024) * 10) / 10,
      withinBudget: gzipKB <= LOGIN_BUDGET_KB,
      files: files.map(({ transferred: _t, ...file }) => file).sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await browser.close();
  }
}
