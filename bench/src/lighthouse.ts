// Issue 15: Lighthouse desktop performance ≥ 0.9 on the login page and the public publicity page,
// run against Debian's Chromium (lighthouse 12, the last line that runs on Node 20).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/browser';

export const LIGHTHOUSE_BUDGET = 0.9;
export const LIGHTHOUSE_PAGES = ['/ent/login', '/ent/socialPublicity'] as const;

export interface LighthousePage {
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  withinBudget: boolean;
}

export async function measureLighthouse(baseUrl: string): Promise<Record<string, LighthousePage>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const pages: Record<string, LighthousePage> = {};
    for (const path of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(
        `${baseUrl}${path}`,
        { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const { categories, audits } = result.lhr;
      const metric = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
      const performance = categories.performance?.score ?? 0;
      pages[path] = {
        performance,
        firstContentfulPaintMs: metric('first-contentful-paint'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        withinBudget: performance >= LIGHTHOUSE_BUDGET,
      };
    }
    return pages;
  } finally {
    chrome.kill();
  }
}
