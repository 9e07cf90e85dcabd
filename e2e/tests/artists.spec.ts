import type { Artist, Artwork } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { dismissCookieBanner, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe('the artists', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('the listing shows every artist, with their works and their profile a click away', async ({ page }) => {
    const artists = (await (await page.request.get('/api/artists')).json()) as Artist[];
    await page.goto('/artists');
    await expect(page.getByRole('heading', { level: 1, name: 'Artists' })).toBeVisible();
    for (const artist of artists) {
      await expect(page.getByRole('heading', { level: 2, name: artist.name })).toBeVisible();
      await expect(page.getByRole('link', { name: `View Artworks by ${artist.name}` })).toHaveAttribute(
        'href',
        `/gallery?artist=${artist.id}`,
      );
    }
    const first = artists[0] as Artist;
    await expect(page.getByText(first.country, { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: `View Artworks by ${first.name}` }).click();
    await expect(page).toHaveURL(`/gallery?artist=${first.id}`);
    await expect(page.getByRole('button', { name: `Remove filter: ${first.name}` })).toBeVisible();
    await page.goBack();
    await page.getByRole('heading', { level: 2, name: first.name }).getByRole('link').click();
    await expect(page).toHaveURL(`/artist/${first.id}`);
  });

  test('an artist’s page: badges, styles, bio, awards, links and their works', async ({ page }) => {
    const artists = (await (await page.request.get('/api/artists')).json()) as Artist[];
    const artist = (artists.find((a) => a.verified && a.featured && a.awards.length > 0) ?? artists[0]) as Artist;
    const works = (await (await page.request.get(`/api/artworks?artistId=${artist.id}`)).json()) as Artwork[];

    await page.goto(`/artist/${artist.id}`);
    await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Artists' })).toHaveAttribute('href', '/artists');
    if (artist.verified) await expect(page.getByText('Verified Artist', { exact: true })).toBeVisible();
    if (artist.featured) await expect(page.getByText('Featured', { exact: true })).toBeVisible();
    for (const style of artist.style) await expect(page.getByRole('list', { name: 'Styles' })).toContainText(style);
    await expect(page.getByText(artist.bio.slice(0, 50))).toBeVisible();
    for (const award of artist.awards) await expect(page.getByText(award)).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Artworks' })).toHaveAttribute('href', '/gallery');
    await expect(page.getByRole('link', { name: "View Only This Artist's Artworks" })).toHaveAttribute(
      'href',
      `/gallery?artist=${artist.id}`,
    );
    const grid = page.getByRole('region', { name: `Works by ${artist.name}` });
    await expect(grid.getByRole('article')).toHaveCount(Math.min(works.length, 48));
    for (const work of works.slice(0, 4)) await expect(grid.getByText(work.title, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const html = await (await page.request.get(`/artist/${artist.id}`)).text();
    expect(html).toContain(`<title>${artist.name}`);
    expect(html).toMatch(
      /<script type="application\/ld\+json" nonce="[^"]+">\{"@context":"https:\/\/schema.org","@type":"Person"/,
    );
  });

  test('says Artist not found, with a 404, for an artist who does not exist', async ({ page }) => {
    const res = await page.goto('/artist/no-such-artist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Artist not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Artists' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('screenshots at 390 and 1440 px (SHOTS_DIR)', async ({ page }) => {
    const [artist] = (await (await page.request.get('/api/artists')).json()) as Artist[];
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto('/artists');
      await snap(page, 'artists');
      await page.goto(`/artist/${artist?.id}`);
      await snap(page, 'artist-page');
    }
  });
});
