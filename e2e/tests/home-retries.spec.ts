import type { Page } from '@playwright/test';
import type { Artist, Artwork } from '@vernissage/contract';
import { expect, test } from '../support/test.ts';

const featuredWorks = (url: URL) => url.pathname === '/api/artworks' && url.searchParams.get('featured') === 'true';
const featuredArtists = (url: URL) => url.pathname === '/api/artists' && url.searchParams.get('featured') === 'true';

/** The API answers the first `failures` matching requests with 503, then for real; returns when each came. */
async function unavailableAtFirst(page: Page, matches: (url: URL) => boolean, failures: number): Promise<number[]> {
  const times: number[] = [];
  await page.route(matches, async (route) => {
    times.push(Date.now());
    if (times.length > failures) return route.continue();
    return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable"}' });
  });
  return times;
}

/** From the gallery back to Home by the header's name link: a navigation inside the app. */
async function homeFromGallery(page: Page): Promise<void> {
  await page.goto('/gallery');
  await page.getByRole('banner').locator('a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - (times[i] ?? t));

test.describe('the home sections when the API fails', () => {
  test('are tried again after 1, 2 and 4 seconds and appear when the API answers', async ({ page, request }) => {
    const works = (await (await request.get('/api/artworks?featured=true&limit=8')).json()) as Artwork[];
    const artists = (await (await request.get('/api/artists?featured=true')).json()) as Artist[];
    expect(works.length).toBeGreaterThan(0);
    expect(artists.length).toBeGreaterThan(0);
    const workTries = await unavailableAtFirst(page, featuredWorks, 3);
    const artistTries = await unavailableAtFirst(page, featuredArtists, 3);

    await homeFromGallery(page);
    const featured = page.getByRole('region', { name: 'Featured Collection' });
    const spotlight = page.getByRole('region', { name: 'The artists behind the work' });
    await expect(featured.getByText('Loading...')).toBeVisible();
    await expect(spotlight.getByText('Loading...')).toBeVisible();

    await expect(featured.getByText(works[0]?.title ?? '', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
    await expect(spotlight.getByText(artists[0]?.name ?? '', { exact: true }).first()).toBeVisible();
    await expect(featured.getByRole('alert')).toHaveCount(0);
    for (const tries of [workTries, artistTries]) {
      expect(tries).toHaveLength(4);
      const [first = 0, second = 0, third = 0] = gaps(tries);
      expect(first).toBeGreaterThanOrEqual(950);
      expect(second).toBeGreaterThanOrEqual(1950);
      expect(third).toBeGreaterThanOrEqual(3950);
    }
  });

  test('show the spec text with the real status after the fourth failed try', async ({ page }) => {
    const workTries = await unavailableAtFirst(page, featuredWorks, Number.POSITIVE_INFINITY);
    const artistTries = await unavailableAtFirst(page, featuredArtists, Number.POSITIVE_INFINITY);

    await homeFromGallery(page);
    const featured = page.getByRole('region', { name: 'Featured Collection' });
    const spotlight = page.getByRole('region', { name: 'The artists behind the work' });
    await expect(featured.getByRole('alert')).toHaveText('Failed to fetch featured artworks: 503 Service Unavailable', {
      timeout: 15_000,
    });
    await expect(spotlight.getByRole('alert')).toHaveText('Failed to load artists');
    await expect(featured.getByText('Loading...')).toHaveCount(0);
    // No fifth try follows.
    await page.waitForTimeout(1500);
    expect(workTries).toHaveLength(4);
    expect(artistTries).toHaveLength(4);
  });

  test('are in the first page itself, with no call to the API', async ({ page }) => {
    const workTries = await unavailableAtFirst(page, featuredWorks, Number.POSITIVE_INFINITY);
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Collection' });
    await expect(featured.getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(workTries).toHaveLength(0);
  });
});
