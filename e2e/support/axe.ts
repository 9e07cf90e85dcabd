import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the rule ids and targets of every serious or critical violation on the page. Waits for
 * running transitions first (a dialog fading in has, for a moment, text of too little contrast);
 * endless ones such as a loading pulse are left alone.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Two frames first, so a dialog opened by the last click has rendered and started its fade.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
