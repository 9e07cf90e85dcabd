import type { APIRequestContext, Page } from '@playwright/test';
import { type Artwork, DEFAULT_SHOP_SETTINGS, formatMoney } from '@vernissage/contract';
import { textOf as pdfTextOf } from '../../apps/server/test/pdf-text.ts';
import { apiSignIn, owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { formatShipsAs, settingsNeverSaved } from '../support/e2e-database.ts';
import { attachmentOf, type OutboxMail, outbox, textOf } from '../support/mail-outbox.ts';
import { buyableWorks } from '../support/orders.ts';
import { cartLine, dismissCookieBanner, seedStorage, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

/** Large works to Germany cost 420; everything else ships free; Germany charges 19% VAT. */
const GERMAN_RATES = {
  shippingZones: [{ name: 'Europe', countries: ['DE', 'FR'] }],
  shippingRates: ['domestic', 'world', 'Europe'].flatMap((zone) =>
    (['small', 'medium', 'large', 'crate'] as const).map((cls) => ({
      zone,
      class: cls,
      amount: zone === 'Europe' && cls === 'large' ? 420 : 0,
    })),
  ),
  taxRates: [{ country: 'DE', region: '', rate: 19, label: 'VAT' }],
};

async function saveSettings(request: APIRequestContext, changes: object): Promise<void> {
  const { token } = await apiSignIn(request);
  const saved = await request.put('/api/admin/shop-settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...DEFAULT_SHOP_SETTINGS, ...changes },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const touched: string[] = [];
function shipsAs(work: Artwork, cls: string): string {
  const format = work.formats.find((f) => f.available);
  if (!format) throw new Error(`${work.title} has no available format`);
  formatShipsAs(format.id, cls);
  touched.push(format.id);
  return format.id;
}

/** Available originals, one per journey, from the end of the catalog (other journeys take the first ones). */
async function originals(request: APIRequestContext, count: number): Promise<Artwork[]> {
  const works = (await buyableWorks(request)).filter((a) => !a.limited && a.price !== null);
  if (works.length < count + 6) throw new Error(`needs ${count + 6} available originals`);
  return works.slice(-(count + 6), -6);
}

async function fillBerlin(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Full name').fill('Lena Vogel');
  await dialog.getByLabel('Phone number').fill('+49 30 1234 5678');
  await dialog.getByLabel('Street address').fill('Torstraße 1');
  await dialog.getByLabel('City').fill('Berlin');
  await dialog.getByLabel('State/Province').fill('Berlin');
  await dialog.getByLabel('Postal code').fill('10115');
  await dialog.getByLabel('Country').selectOption('DE');
}

/** The first mail to `to` whose subject holds `part`, waiting a little for the job that sends it. */
async function mailTo(to: string, part: string): Promise<OutboxMail> {
  for (let i = 0; i < 50; i++) {
    const found = outbox().find((m) => m.headers.to?.includes(to) && m.headers.subject?.includes(part));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} about ${part}`);
}

/** A bill's amount as checkout writes it: whole units when it has no cents. */
const amount = (v: number, currency = 'USD') => formatMoney(v, currency, { whole: Math.round(v * 100) % 100 === 0 });

async function checkoutFromBag(page: Page, work: Artwork, email: string, onCart?: () => Promise<void>) {
  await seedStorage(page, { cart: [cartLine({ artwork: work, formatIndex: 0, quantity: 1 })] });
  await page.goto('/cart');
  await onCart?.();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('radio', { name: /Ship it to me/ }).check();
  return dialog;
}

// The journeys after these expect a shop whose settings nobody saved yet: the defaults go back, and
// the save history with them.
test.afterAll(async ({ request }) => {
  for (const id of touched) formatShipsAs(id, null);
  await saveSettings(request, {});
  settingsNeverSaved();
});

test.describe('what a sale costs', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('the owner charges large works to Germany; a buyer in Berlin sees shipping and VAT before paying, and the order keeps them', async ({
    page,
    request,
  }) => {
    const [work] = await originals(request, 1);
    if (!work) throw new Error('no work');
    shipsAs(work, 'large');
    await saveSettings(request, GERMAN_RATES);

    // While a rate is charged, the cart no longer promises free shipping.
    const dialog = await checkoutFromBag(page, work, 'lena.vogel@example.com', async () => {
      const aside = page.getByRole('complementary', { name: 'Order summary' });
      await expect(aside).toContainText('ShippingAt checkout');
      await expect(aside).not.toContainText('Free worldwide');
    });
    await fillBerlin(page);
    const summary = dialog.getByRole('region', { name: 'Order summary' });
    const price = work.price ?? 0;
    // 19% of the price and of the 420 shipping (the shop taxes no shipping: only the price).
    const vat = Math.round(price * 19) / 100;
    await expect(summary).toContainText('Shipping$420');
    await expect(summary).toContainText(`VAT 19%${amount(vat)}`);
    await expect(summary).toContainText(`Total${amount(price + 420 + vat)}`);
    await expectNoSeriousA11yViolations(page);
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await summary.scrollIntoViewIfNeeded();
      await snap(page, `checkout-shipping-tax-${viewport.width}`);
    }
    // France is in the zone too, without VAT: the figures follow the country.
    await dialog.getByLabel('Country').selectOption('FR');
    await expect(summary).not.toContainText('VAT');
    await expect(summary).toContainText('Shipping$420');
    await dialog.getByLabel('Country').selectOption('DE');
    await expect(summary).toContainText('VAT 19%');

    await dialog.getByRole('button', { name: 'SEND INVOICE' }).click();
    await expect(page.getByRole('dialog', { name: 'Invoice sent' })).toBeVisible();
    const mail = await mailTo('lena.vogel@example.com', 'invoice');
    const pdf = (await pdfTextOf(attachmentOf(mail, 'application/pdf'))).text;
    expect(pdf).toMatch(/Shipping\s+\$420\.00/);
    expect(pdf).toMatch(/VAT 19%\s+\$/);
  });

  test("a crated work is ordered 'To be quoted', and the owner sets the shipping: the buyer gets the revised invoice", async ({
    page,
    request,
  }) => {
    const [work] = await originals(request, 2);
    if (!work) throw new Error('no work');
    shipsAs(work, 'quote');
    await saveSettings(request, {});

    const dialog = await checkoutFromBag(page, work, 'crate.buyer@example.com', async () => {
      await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
        'ShippingQuoted by the gallery',
      );
    });
    await fillBerlin(page);
    const summary = dialog.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('ShippingTo be quoted');
    await expect(summary).toContainText('The gallery will e-mail you the shipping cost within 2 business days');
    await summary.scrollIntoViewIfNeeded();
    await snap(page, 'checkout-to-be-quoted');
    await dialog.getByRole('button', { name: 'SEND INVOICE' }).click();
    await expect(page.getByRole('dialog', { name: 'Invoice sent' })).toBeVisible();
    const first = await mailTo('crate.buyer@example.com', 'invoice');
    expect(textOf(first)).toContain('Shipping: To be quoted.');

    // The owner quotes 350 from the order's details.
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, owner);
    await page.goto('/admin/orders');
    await page
      .getByRole('row')
      .filter({ hasText: 'crate.buyer@example.com' })
      .getByRole('button', { name: /View details of/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    const financial = details.getByRole('region', { name: 'Financial Summary' });
    await expect(financial).toContainText('ShippingTo be quoted');
    await financial.getByLabel(/Shipping quote/).fill('350');
    await financial.getByRole('button', { name: 'Set Shipping' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Set Shipping' }).click();
    await expect(financial).toContainText('Shipping$350.00');
    await expect(details.getByText('Shipping set')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'order-shipping-set');

    const revised = await mailTo('crate.buyer@example.com', 'revised invoice');
    expect(textOf(revised)).toContain('now set: $350.00');
    const pdf = (await pdfTextOf(attachmentOf(revised, 'application/pdf'))).text;
    expect(pdf).toMatch(/Shipping\s+\$350\.00/);
  });

  test('the owner switches the shop to euros: pages, the invoice PDF and its e-mail say euros', async ({
    page,
    request,
  }) => {
    const [work] = await originals(request, 3);
    if (!work) throw new Error('no work');
    await saveSettings(request, { currency: 'EUR' });
    await page.goto(`/artworks/${work.id}`);
    const price = (work.price ?? 0).toLocaleString('en-US');
    await expect(page.getByText(`€${price}`).first()).toBeVisible();
    await expect(page.getByText(`$${price}`)).toHaveCount(0);
    await page.goto('/gallery');
    await expect(
      page
        .locator('main p, main span')
        .filter({ hasText: /^€[\d,]+$/ })
        .first(),
    ).toBeVisible();
    await expect(page.locator('main').getByText(/\$\d/)).toHaveCount(0);
    await snap(page, 'gallery-in-euros');

    const dialog = await checkoutFromBag(page, work, 'euro.buyer@example.com');
    await fillBerlin(page);
    await expect(dialog.getByRole('region', { name: 'Order summary' })).toContainText(`Total€${price}`);
    await dialog.getByRole('button', { name: 'SEND INVOICE' }).click();
    await expect(page.getByRole('dialog', { name: 'Invoice sent' })).toContainText(`€${price}`);
    const mail = await mailTo('euro.buyer@example.com', 'invoice');
    expect(textOf(mail)).toContain(`€${price}.00`);
    const pdf = (await pdfTextOf(attachmentOf(mail, 'application/pdf'))).text;
    expect(pdf).toContain(`€${price}.00`);
    expect(pdf).not.toContain('$');
  });
});
