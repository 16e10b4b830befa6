import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Runs axe-core in the page (WCAG 2.x A/AA rules and best practices) and fails on any violation of impact serious
 * or critical, listing each rule id with the selectors of the offending nodes.
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url()): Promise<void> {
  await settleAnimations(page);
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => `${v.id} [${v.impact}] ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)}`).join('\n')}`)
    .join('\n');
  expect(serious, `axe-core found serious/critical violations on ${label}:\n${report}`).toEqual([]);
}

/**
 * Waits for every finite CSS animation and transition in the page (a drawer sliding in, a dialog fading in) to end,
 * so axe measures colours as the operator finally sees them and not a half-transparent frame. Infinite ones
 * (spinners) are ignored.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = () => document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    // An animation may start another (enter, then a nested element's): loop until none is running.
    for (let i = 0; i < 10; i++) {
      const running = finite().filter((a) => a.pending || a.playState === 'running');
      if (running.length === 0) return;
      await Promise.allSettled(running.map((a) => a.finished));
    }
  });
}
