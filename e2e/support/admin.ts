import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** The first administrator support/start-server.sh creates. */
export const owner = { email: 'owner@example.com', password: 'e2e-password-123' };

export const shots = process.env.SHOTS_DIR ?? '/tmp/shots-admin';

/** Screenshots of the back office as it stands, at 1440 and 390 px, for design review. */
export async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  const before = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  if (before) await page.setViewportSize(before);
}

/** Signs `who` in through the login form and waits for the dashboard's first tab. */
export async function signInAs(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
}
