import { type Artwork, PRICE_ON_REQUEST } from '@vernissage/contract';
import { owner, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { buyableWorks } from '../support/orders.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { dismissCookieBanner } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

// An address of its own, so the sign-in limit of 127.0.0.1 and of the other journeys is left alone.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.72' } });

async function switchPriceOnRequest(page: import('@playwright/test').Page, title: string, on: boolean) {
  await page.goto('/admin');
  await page.getByLabel('Search artworks by title or artist').fill(title);
  await page
    .getByRole('button', { name: `Edit ${title}` })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Artwork' });
  await edit.getByLabel('Price on request').setChecked(on);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
}

test('price on request hides the price, Add to Cart and Buy Now; the work can still be asked about', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await dismissCookieBanner(page);
  const work = (await buyableWorks(page.request)).find((a) => !a.limited && a.formats.length === 1);
  if (!work) throw new Error('needs an available original with one format');
  const price = work.formats[0]?.price ?? 0;

  await signInAs(page, owner);
  await switchPriceOnRequest(page, work.title, true);
  // The back office still shows the gallery's price, marked.
  await expect(page.getByRole('row', { name: new RegExp(work.title) }).first()).toContainText(PRICE_ON_REQUEST);

  const shown = (await (await page.request.get(`/api/artworks/${work.id}`)).json()) as Artwork;
  expect(shown).toMatchObject({ priceOnRequest: true, price: null });

  await page.goto(`/artworks/${work.id}`);
  const main = page.getByRole('main');
  await expect(main.getByText(PRICE_ON_REQUEST).first()).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
  const html = await (await page.request.get(`/artworks/${work.id}`)).text();
  expect(html).not.toContain(`"price":${price}`);
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'price-on-request-artwork', `/artworks/${work.id}`);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/gallery?search=${encodeURIComponent(work.title)}`);
  await expect(page.getByRole('main').getByText(PRICE_ON_REQUEST).first()).toBeVisible();

  // Back to a price: the other journeys buy from the same catalog.
  await switchPriceOnRequest(page, work.title, false);
  await page.goto(`/artworks/${work.id}`);
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});
