import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const shotsDir = join(dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');

/** Full-page screenshots at the phone and desktop widths the design is checked at. */
export async function screenshotAtWidths(page: Page, name: string, path: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: width === 1440 });
  }
}
