// axe-core on the page as it is on the screen (the whole document, open dialogs and menus
// included): a test fails on any serious or critical violation, listing each with its rule, the
// elements it found and axe's summary of what is wrong.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * The one exclusion, narrowly: aria-hidden-focus on Tabster's focus sentinels. Fluent UI v9 moves
 * focus with Tabster, which puts empty `<i tabindex="0" aria-hidden="true" data-tabster-dummy>`
 * elements at the edges of tab lists, menus and dialogs; one that receives focus hands it on at
 * once, and it is hidden so screen readers do not announce it. It is by design (Fluent UI issues
 * #25133 and #27517, closed as such; Accessibility Insights suppresses it the same way) and cannot be
 * changed through Fluent's props. Only that element itself, empty, is let through: an aria-hidden
 * container holding a real control still fails.
 */
const TABSTER_SENTINEL = /^<i [^>]*\bdata-tabster-dummy\b[^>]*><\/i>$/;
const isTabsterSentinel = (rule: string, html: string) => rule === 'aria-hidden-focus' && TABSTER_SENTINEL.test(html);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's results for the whole document now. axe is injected once per document (the SPA keeps its
 * document while a user navigates); the platform has no frames of its own to descend into.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(() => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    return axe.run(document, { resultTypes: ['violations'] });
  });
}

/** The serious and critical violations axe finds on the page now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await runAxe(page);
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes
        .filter((node) => !isTabsterSentinel(violation.id, node.html))
        .map((node) => ({
          target: node.target.map(String).join(' › '),
          html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
          summary: (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' '),
        })),
    }))
    .filter((finding) => finding.nodes.length > 0);
}

/** Elements listed per rule; a rule failing on every row of a table says it with the first few. */
const SHOWN_NODES = 5;

/** A readable list of findings: one block per rule, one line per element. */
export function describeFindings(where: string, findings: AxeFinding[]): string {
  return findings
    .map((finding) => {
      const more = finding.nodes.length - SHOWN_NODES;
      return [
        `${where}: ${finding.rule} (${finding.impact}) ${finding.help}`,
        ...finding.nodes.slice(0, SHOWN_NODES).map((node) => `    ${node.target}  ${node.html}\n      ${node.summary}`),
        ...(more > 0 ? [`    … and ${more} more`] : []),
      ].join('\n');
    })
    .join('\n');
}

/**
 * Waits until the page is still: no request of its own under way, nothing busy or loading on the
 * screen, no transition running (a dialog fading in has not its final colours yet).
 */
async function settled(page: Page, pending: Set<Request>, where: string): Promise<void> {
  const busy = page.locator('[aria-busy="true"]:visible').or(page.getByRole('progressbar'));
  await expect
    .poll(
      async () =>
        pending.size === 0 &&
        (await busy.count()) === 0 &&
        (await page.evaluate(() =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
            ),
        )),
      { timeout: 15_000, message: `${where}: still loading or moving` },
    )
    .toBe(true);
}

export interface AxeAudit {
  /** Runs axe on the page as it is once still, keeping what it finds under `where`. */
  check(where: string): Promise<void>;
  /** Every place checked, in order. */
  readonly checked: string[];
  /** Fails with every finding of every place checked (so one run shows them all). */
  expectClean(): void;
}

/** An audit of one page (one browser tab, one account) through everything a user opens in it. */
export function axeAudit(page: Page): AxeAudit {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const checked: string[] = [];
  const failures: string[] = [];
  return {
    checked,
    async check(where) {
      await settled(page, pending, where);
      const findings = await axeFindings(page);
      checked.push(where);
      if (findings.length > 0) failures.push(describeFindings(where, findings));
    },
    expectClean() {
      if (failures.length > 0)
        throw new Error(
          `axe-core found serious or critical violations on ${failures.length} of ${checked.length} places:\n` +
            failures.join('\n'),
        );
    },
  };
}
