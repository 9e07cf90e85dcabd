import type { Page } from '@playwright/test';
import type { Artist, Artwork } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { dismissCookieBanner, snap, storedJson, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return { dialog, box: dialog.getByRole('searchbox', { name: 'Search artworks and artists' }) };
}

/** Types a search and waits until its results (or the no-results text) are shown. */
async function search(page: Page, box: ReturnType<Page['getByRole']>, text: string) {
  const answered = page.waitForResponse((r) => r.url().includes('/api/artists?search='));
  await box.fill(text);
  await answered;
  await expect(page.getByRole('dialog').getByText('Searching...')).toHaveCount(0);
}

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('finds artworks and artists from one box, and says when nothing matches', async ({ page, request }) => {
    const artworks = (await (await request.get('/api/artworks?search=blue&limit=8')).json()) as Artwork[];
    const [artist] = (await (await request.get('/api/artists')).json()) as Artist[];
    await page.goto('/gallery');
    const { dialog, box } = await openSearch(page);
    await expect(box).toBeFocused();

    await search(page, box, 'blue');
    await expect(dialog.getByRole('link', { name: new RegExp(artworks[0]?.title ?? '') }).first()).toBeVisible();
    expect(await dialog.getByRole('region', { name: 'Artworks' }).getByRole('listitem').count()).toBe(artworks.length);
    await expectNoSeriousA11yViolations(page);

    await search(page, box, artist?.name ?? '');
    await expect(dialog.getByRole('link', { name: new RegExp(artist?.name ?? '') }).first()).toHaveAttribute(
      'href',
      /\/artist\/|\/artworks\//,
    );

    await search(page, box, 'qqqzzz');
    await expect(dialog.getByText('No results found for "qqqzzz"')).toBeVisible();
    await expect(dialog.getByText('Try adjusting your search terms or browse our collections')).toBeVisible();

    await box.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeFocused();
  });

  test('keeps the 6 most recent searches, newest first, without duplicates', async ({ page }) => {
    await page.goto('/');
    const { dialog, box } = await openSearch(page);
    for (const term of ['blue', 'kenya', 'oil', 'photo', 'paper', 'linen', 'garden']) await search(page, box, term);
    // The list is stored once the answer is shown, a moment after the response: poll for it.
    await expect
      .poll(() => storedJson<string[]>(page, 'recentSearches'))
      .toEqual(['garden', 'linen', 'paper', 'photo', 'oil', 'kenya']);

    await search(page, box, 'Oil');
    await expect
      .poll(() => storedJson<string[]>(page, 'recentSearches'))
      .toEqual(['Oil', 'garden', 'linen', 'paper', 'photo', 'kenya']);

    await box.fill('');
    const recent = dialog.getByRole('region', { name: 'Recent Searches' });
    await expect(recent.getByRole('button')).toHaveText(['Clear', 'Oil', 'garden', 'linen', 'paper', 'photo', 'kenya']);
    const answered = page.waitForResponse((r) => r.url().includes('/api/artists?search=linen'));
    await recent.getByRole('button', { name: 'linen' }).click();
    await expect(box).toHaveValue('linen');
    await answered;
    await expect
      .poll(() => storedJson<string[]>(page, 'recentSearches'))
      .toEqual(['linen', 'Oil', 'garden', 'paper', 'photo', 'kenya']);

    // Still there after a reload, for the next visit.
    await page.reload();
    const again = await openSearch(page);
    await expect(again.dialog.getByRole('region', { name: 'Recent Searches' }).getByRole('button').nth(1)).toHaveText(
      'linen',
    );
  });

  test('says Failed to search when the server cannot answer', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/artists' && url.searchParams.has('search'),
      (route) => route.fulfill({ status: 500, json: { error: 'boom' } }),
    );
    await page.goto('/');
    const { dialog, box } = await openSearch(page);
    await box.fill('blue');
    await expect(dialog.getByText('Failed to search')).toBeVisible();
  });

  test('Enter shows every matching artwork in the gallery', async ({ page }) => {
    await page.goto('/');
    const { box } = await openSearch(page);
    await box.fill('blue');
    await box.press('Enter');
    await expect(page).toHaveURL('/gallery?search=blue');
    await expect(page.getByRole('button', { name: 'Remove filter: “blue”' })).toBeVisible();
  });

  test('screenshots at 390 and 1440 px (SHOTS_DIR)', async ({ page }) => {
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto('/gallery');
      const { box } = await openSearch(page);
      await search(page, box, 'blue');
      await snap(page, 'search-overlay');
    }
  });
});
