import { expect, type Route, test } from '@playwright/test';
import { dismissCookieBanner } from '../support/storefront.ts';

// The raw Playwright test on purpose: these journeys look at the page before the app has started,
// which support/test.ts waits for (decision 018).

/** Holds every request matching `pattern` until `release()`; `seen` lists the URLs asked for. */
async function holdRequests(page: import('@playwright/test').Page, pattern: RegExp) {
  const held: Route[] = [];
  const seen: string[] = [];
  let open = false;
  await page.route(pattern, async (route) => {
    seen.push(route.request().url());
    if (open) await route.continue();
    else held.push(route);
  });
  return {
    seen,
    release: async () => {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test.describe('the app starts after the page', () => {
  test.beforeEach(async ({ page }) => dismissCookieBanner(page));

  test("the page is shown first: the app's JavaScript is fetched only once its pictures are in", async ({ page }) => {
    const pictures = await holdRequests(page, /\/media\//);
    const scripts = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => pictures.seen.length).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(scripts.seen).toEqual([]);

    await pictures.release();
    await expect.poll(() => scripts.seen.length).toBeGreaterThan(0);
    await scripts.release();
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  });

  test('a button clicked before the app has started is answered once it has', async ({ page }) => {
    const scripts = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    // The click started the app (its scripts were asked for) and is held until it can answer.
    await expect.poll(() => scripts.seen.length).toBeGreaterThan(0);
    await expect(page.getByRole('dialog', { name: 'Search' })).toHaveCount(0);

    await scripts.release();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search artworks and artists' })).toBeVisible();
  });
});
