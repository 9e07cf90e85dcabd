import type { Page } from '@playwright/test';
import type { Artwork, ArtworkFacets } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { allArtworks, dismissCookieBanner, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

const total = async (page: Page, query: string) =>
  Number((await page.request.get(`/api/artworks?${query}&limit=1`)).headers()['x-total-count']);
const titlesOf = async (page: Page, query: string) =>
  ((await (await page.request.get(`/api/artworks?${query}&limit=100`)).json()) as Artwork[]).map((a) => a.title);
const count = (page: Page, n: number) => page.getByText(new RegExp(`^${n} pieces? available`));
const card = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Artworks' }).getByRole('heading', { level: 3, name: title });

test.describe("the spec's last rows", () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('New Arrivals and Limited Editions come from the works: recently added, and the limited flag', async ({
    page,
  }) => {
    const works = await allArtworks(page.request);
    const all = works.length;
    const limited = works.filter((a) => a.limited).length;
    const fresh = await total(page, 'newArrivals=true');
    // The demo stamps its older works a year back: some are new, not all; no collection is named so.
    expect(fresh).toBeGreaterThan(0);
    expect(fresh).toBeLessThan(all);
    expect(works.some((a) => a.collections.includes('New Arrivals'))).toBe(false);
    await page.goto('/gallery?filter=new-arrivals');
    await expect(page.getByRole('button', { name: 'Remove filter: New Arrivals' })).toBeVisible();
    await expect(count(page, fresh)).toBeVisible();
    await page.goto('/gallery?filter=limited-editions');
    await expect(count(page, limited)).toBeVisible();
    await expect(page.getByLabel('Show', { exact: true })).toHaveValue('limited');
    await page.getByLabel('Show', { exact: true }).selectOption({ label: 'New Arrivals' });
    await expect(page).toHaveURL(/\/gallery\?filter=new-arrivals$/);
    await expect(count(page, fresh)).toBeVisible();
  });

  test('the filter panel offers formats, tags and every collection in use', async ({ page }) => {
    const facets = (await (await page.request.get('/api/artworks/facets')).json()) as ArtworkFacets;
    expect(facets.formats.length).toBeGreaterThan(1);
    expect(facets.tags.length).toBeGreaterThan(1);
    expect(facets.collections.length).toBeGreaterThan(0);
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await page.goto('/gallery');
      if (viewport.width < 1024) await page.getByRole('button', { name: /^Filters/ }).click();
      const format = page.getByLabel('Format', { exact: true });
      await expect(format.locator('option')).toHaveText(['All formats', ...facets.formats]);
      await expect(page.getByLabel('Tag', { exact: true }).locator('option')).toHaveText(['All tags', ...facets.tags]);
      await expect(page.getByLabel('Collection', { exact: true }).locator('option')).toHaveText([
        'All collections',
        ...facets.collections,
      ]);
      await expectNoSeriousA11yViolations(page);
      await snap(page, 'gallery-filter-panel');
    }
    const tag = facets.tags[0] ?? '';
    await page.getByLabel('Tag', { exact: true }).selectOption(tag);
    await expect(page).toHaveURL(new RegExp(`tags=${encodeURIComponent(tag).replace(/%20/g, '\\+')}`));
    await expect(count(page, await total(page, `tags=${encodeURIComponent(tag)}`))).toBeVisible();
    await page.getByLabel('Format', { exact: true }).selectOption(facets.formats[0] ?? '');
    await expect(page.getByRole('button', { name: `Remove filter: Format: ${facets.formats[0]}` })).toBeVisible();
  });

  test('a work whose medium, formats or tags match two categories is listed under both', async ({ page }) => {
    const [paintings, digital, photography, mixed] = await Promise.all(
      ['paintings', 'digital-art', 'photography', 'mixed-media'].map((m) => titlesOf(page, `medium=${m}`)),
    );
    const lists = { paintings, 'digital-art': digital, photography, 'mixed-media': mixed };
    const pairs = Object.entries(lists).flatMap(([a, inA]) =>
      Object.entries(lists)
        .filter(([b]) => b > a)
        .flatMap(([b, inB]) => (inA ?? []).filter((t) => (inB ?? []).includes(t)).map((title) => ({ title, a, b }))),
    );
    const both = pairs[0];
    if (!both) throw new Error('the demo catalog has no work in two categories');
    for (const category of [both.a, both.b]) {
      await page.goto(`/gallery?filter=${category}&search=${encodeURIComponent(both.title)}`);
      await expect(card(page, both.title)).toBeVisible();
    }
  });

  test('Buy Now opens a small proceed-to-checkout popover; the checkout shows its steps and each field’s error', async ({
    page,
  }) => {
    const work = (await allArtworks(page.request)).find(
      (a) => a.availability === 'available' && a.formats.filter((f) => f.available).length > 1,
    );
    if (!work) throw new Error('needs a work with two formats');
    const second = work.formats.filter((f) => f.available)[1];
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await page.goto(`/artworks/${work.id}`);
      if (second)
        await page
          .getByRole('button', { name: new RegExp(second.name) })
          .first()
          .click();
      const buyNow = page.getByRole('button', { name: 'Buy Now' });
      await buyNow.click();
      const popover = page.getByRole('dialog', { name: 'Proceed to Checkout' });
      await expect(popover).toContainText(`${work.title} · ${second?.name}`);
      await expect(popover.getByRole('button', { name: 'Proceed to Checkout' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await snap(page, 'proceed-popover');
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
      await expect(buyNow).toBeFocused();
    }
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Guest Checkout' });
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Details' })).toHaveAttribute('aria-current', 'step');
    await expect(dialog.getByLabel('Format')).toHaveValue(second?.id ?? '');
    await dialog.getByRole('button', { name: /Continue to payment/ }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(dialog.getByLabel('Delivery address')).toHaveAccessibleDescription('Delivery address is required');
    await expect(dialog.getByLabel('Country')).toHaveAccessibleDescription('Please choose the country to ship to');
    await dialog.getByLabel('Email').fill('not-an-address');
    await dialog.getByRole('button', { name: /Continue to payment/ }).click();
    await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expectNoSeriousA11yViolations(page);
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await snap(page, 'guest-checkout-field-errors');
    }
    await dialog.getByLabel('Email').fill('steps@example.com');
    await dialog.getByLabel('Delivery address').fill('14 Riverside Drive, Nairobi 00100, Kenya');
    await dialog.getByLabel('Country').selectOption('KE');
    await dialog.getByRole('button', { name: /Continue to payment/ }).click();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Payment' })).toHaveAttribute('aria-current', 'step');
    // Closing returns focus to Buy Now (the popover's button that opened the dialog is gone).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeFocused();
  });
});
