import type { Artist, Artwork, HeroMedia } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { dismissCookieBanner, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe('the home page', () => {
  test('greets a visitor with the hero and the featured collection', async ({ page, request }) => {
    const featured = (await (await request.get('/api/artworks?featured=true')).json()) as Artwork[];
    expect(featured.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/DISCOVER\s*Extraordinary\s*ART/);
    await expect(page.getByRole('link', { name: 'EXPLORE COLLECTION' })).toHaveAttribute('href', '/gallery');
    await expect(page.getByRole('link', { name: 'MEET THE ARTISTS' })).toHaveAttribute('href', '/artists');

    const section = page.getByRole('region', { name: 'Featured Collection' });
    await expect(section.getByRole('heading', { name: 'Featured Collection' })).toBeVisible();
    await expect(section.getByRole('link', { name: 'View All Collection' })).toHaveAttribute('href', '/gallery');
    for (const artwork of featured.slice(0, 4)) {
      await expect(section.getByText(artwork.title, { exact: true }).first()).toBeVisible();
    }
  });

  test('shows a full-screen hero, the default painting until the owner uploads one, and every featured work and artist', async ({
    page,
    request,
  }) => {
    await dismissCookieBanner(page);
    // An uploaded hero (another journey may have uploaded one) that fails to load falls back to the
    // same default painting, so either way the default is what this visitor sees.
    const uploaded = await request.get('/api/hero-media');
    if (uploaded.ok()) {
      const media = (await uploaded.json()) as HeroMedia;
      const prefix = new URL(media.picture?.base ?? media.url, 'http://x').pathname;
      await page.route(
        (u) => u.pathname.startsWith(prefix),
        (route) => route.abort(),
      );
    }
    const featured = (await (await request.get('/api/artworks?featured=true')).json()) as Artwork[];
    const artists = (await (await request.get('/api/artists?featured=true')).json()) as Artist[];
    expect(featured.length).toBeGreaterThan(8);
    expect(artists.length).toBeGreaterThan(3);

    for (const width of widths) {
      await page.setViewportSize(width);
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Introduction' });
      const image = hero.locator('img');
      await expect(image).toHaveAttribute('src', /^\/hero\/default-\d+\.jpg$/);
      await expect(image).toHaveAttribute('fetchpriority', 'high');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // Full screen: the hero fills the viewport below the header.
      const box = await hero.boundingBox();
      expect(box?.width).toBe(width.width);
      expect(box?.height ?? 0).toBeGreaterThan(width.height * 0.75);
      // The LCP image is preloaded with the same responsive sizes.
      const preload = page.locator('link[rel="preload"][as="image"][imagesrcset*="/hero/default-"]');
      await expect(preload).toHaveAttribute('fetchpriority', 'high');
      await expect(preload).toHaveAttribute('imagesizes', '100vw');

      const section = page.getByRole('region', { name: 'Featured Collection' });
      await expect(section.locator('ul').first().locator(':scope > li')).toHaveCount(featured.length);
      const spotlight = page.locator('section[aria-labelledby="spotlight-heading"] ul').first();
      await expect(spotlight.locator(':scope > li')).toHaveCount(artists.length);
      await snap(page, 'home-default-hero');
    }
  });

  test('is rendered on the server with its content in the HTML', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('Featured Collection');
    expect(html).toMatch(/DISCOVER/);
    expect(html).toMatch(/<script[^>]+nonce="/);
  });

  test('sends a nonce-based Content-Security-Policy that the page satisfies', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoSeriousA11yViolations(page);
  });

  test('looks right at 390 px and 1440 px (screenshots for review and the README)', async ({ page }) => {
    await screenshotAtWidths(page, 'home', '/');
  });
});
