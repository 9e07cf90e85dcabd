import type { Artwork } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
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
