import type { Page } from '@playwright/test';
import type { Artwork } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { allArtworks, dismissCookieBanner, priceOf, snap, storedJson, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const usd = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** Opens an artwork from its card in the current page's grid. */
async function openFromCard(page: Page, artwork: Artwork) {
  const link = page.getByRole('article').getByRole('link', { name: artwork.title, exact: true }).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^${esc(artwork.title)}`) });
  await expect(dialog).toBeVisible();
  return { link, dialog };
}

test.describe('the artwork detail', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('opens from a gallery card as a dialog with a shareable URL; Escape and Back close it', async ({ page }) => {
    const [first] = (await (await page.request.get('/api/artworks?limit=1')).json()) as Artwork[];
    if (!first) throw new Error('empty catalog');
    await page.goto('/gallery');
    const { link, dialog } = await openFromCard(page, first);
    await expect(page).toHaveURL(new RegExp(`/gallery\\?artwork=${first.id}$`));
    await expect(page).toHaveTitle(new RegExp(`^${esc(first.title)}`));
    await expect(dialog.getByText('Free Worldwide Shipping')).toBeVisible();
    await expect(dialog.getByText('Secure Payment')).toBeVisible();
    await expect(dialog.getByText('14-Day Returns')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'About the Artist' })).toHaveAttribute(
      'href',
      `/artist/${first.artist.id}`,
    );
    await expect(dialog.getByText(first.description.slice(0, 40))).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Focus stays inside while the dialog is open.
    for (let i = 0; i < 25; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page).toHaveTitle(/^All Artworks/);
    await expect(link).toBeFocused();

    await openFromCard(page, first);
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);

    // The shared link opens the same dialog.
    await page.goto(`/gallery?artwork=${first.id}`);
    await expect(page.getByRole('dialog', { name: new RegExp(`^${esc(first.title)}`) })).toBeVisible();
  });

  test('opens from the home page and from an artist’s page too', async ({ page, request }) => {
    const featured = (await (await request.get('/api/artworks?featured=true&limit=1')).json()) as Artwork[];
    const work = featured[0] as Artwork;
    await page.goto('/');
    await openFromCard(page, work);
    await expect(page).toHaveURL(new RegExp(`/\\?artwork=${work.id}$`));
    await page.keyboard.press('Escape');

    await page.goto(`/artist/${work.artist.id}`);
    const { dialog } = await openFromCard(page, work);
    await expect(page).toHaveURL(new RegExp(`/artist/${work.artist.id}\\?artwork=${work.id}$`));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('chooses formats and quantities, and adds two formats to the cart', async ({ page }) => {
    const artworks = await allArtworks(page.request);
    const work = artworks.find(
      (a) => a.availability === 'available' && a.formats.some((f) => !f.available) && a.formats.length >= 3,
    ) as Artwork;
    const available = work.formats.filter((f) => f.available);
    const [one, two] = available as [Artwork['formats'][number], Artwork['formats'][number]];
    const unavailable = work.formats.find((f) => !f.available) as Artwork['formats'][number];

    await page.goto(`/gallery?artwork=${work.id}`);
    const dialog = page.getByRole('dialog', { name: new RegExp(`^${esc(work.title)}`) });
    const format = (name: string) => dialog.getByRole('button', { name: new RegExp(`^${esc(name)}`) });
    await expect(format(one.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(format(unavailable.name)).toBeDisabled();
    await expect(format(unavailable.name)).toContainText('(Unavailable)');

    const decrease = dialog.getByRole('button', { name: `Decrease quantity of ${work.title}` });
    const increase = dialog.getByRole('button', { name: `Increase quantity of ${work.title}` });
    await expect(decrease).toBeDisabled(); // minimum 1
    await increase.click();
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(dialog.getByRole('button', { name: 'Added!' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue Shopping' })).toBeVisible();

    await format(two.name).click();
    await expect(format(two.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByText(usd(priceOf(two))).first()).toBeVisible();
    await decrease.click();
    await dialog.getByRole('button', { name: /Add to Cart|Added!/ }).click();

    const cart = await storedJson<{ id: string; quantity: number }[]>(page, 'cart');
    expect(cart).toEqual([
      expect.objectContaining({ id: `${work.id}-${one.id}`, quantity: 2 }),
      expect.objectContaining({ id: `${work.id}-${two.id}`, quantity: 1 }),
    ]);

    await dialog.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
  });

  test('a sold work shows Sold Out and cannot be added', async ({ page }) => {
    const sold = (await allArtworks(page.request)).find((a) => a.availability === 'sold') as Artwork;
    await page.goto(`/artworks/${sold.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(sold.title);
    await expect(page.getByText('Sold Out', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  test('has its own server-rendered page: title, social tags and Product data', async ({ page, request }) => {
    const work = (await allArtworks(request)).find((a) => a.availability === 'available') as Artwork;
    const res = await request.get(`/artworks/${work.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${work.title}`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/artworks/${work.id}"`));
    const widest = Math.max(...(work.pictures[0]?.widths ?? [0]));
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="http[^"]+/${widest}\\.jpg"`));
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    const ld = /<script type="application\/ld\+json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
    expect(ld, 'JSON-LD with the CSP nonce').not.toBeNull();
    const product = JSON.parse(ld?.[1] ?? '{}') as Record<string, unknown>;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: work.title,
      offers: { price: work.price, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });

    await page.goto(`/artworks/${work.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(work.title);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('answers 404 for an artwork that does not exist', async ({ page }) => {
    const res = await page.goto('/artworks/no-such-artwork');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('screenshots at 390 and 1440 px (SHOTS_DIR)', async ({ page, request }) => {
    const [work] = (await (await request.get('/api/artworks?limit=1')).json()) as Artwork[];
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto(`/gallery?artwork=${work?.id}`);
      await expect(page.getByRole('dialog')).toBeVisible();
      await snap(page, 'detail-modal');
      await page.goto(`/artworks/${work?.id}`);
      await snap(page, 'artwork-page');
    }
  });
});
