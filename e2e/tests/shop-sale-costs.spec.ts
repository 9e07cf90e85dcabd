import type { APIRequestContext, Page } from '@playwright/test';
import { type AdminShopSettings, DEFAULT_SHOP_SETTINGS } from '@vernissage/contract';
import { apiSignIn, shootPart, useSession } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { formatShipsAs, settingsNeverSaved } from '../support/e2e-database.ts';
import { buyableWorks } from '../support/orders.ts';
import { cartLine, dismissCookieBanner, seedStorage } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

let token = '';
let refresh = '';

test.beforeAll(async ({ request }) => {
  ({ token, refresh } = await apiSignIn(request));
});

const largeFormats: string[] = [];

// Other journeys on this server expect a shop never set up: dollars, free shipping, no tax.
test.afterAll(async ({ request }) => {
  for (const id of largeFormats) formatShipsAs(id, null);
  const restored = await request.put('/api/admin/shop-settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: DEFAULT_SHOP_SETTINGS,
  });
  expect(restored.status()).toBe(200);
  settingsNeverSaved();
});

async function storedSettings(request: APIRequestContext): Promise<AdminShopSettings> {
  const answer = await request.get('/api/admin/shop-settings', { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { settings: AdminShopSettings }).settings;
}

const section = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: 'What a sale costs' }) });

async function chooseCountry(page: Page, combobox: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  await combobox.fill(name.slice(0, 4));
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('what a sale costs', () => {
  test('the owner sets euros, a Europe zone with its rate and German VAT; a bad rate is refused at its field, and the saved values come back', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await useSession(page, refresh, test.info().project.use.baseURL ?? '');
    await page.goto('/admin/shop-settings');
    await expect(page.getByRole('heading', { name: 'What a sale costs' })).toBeVisible();

    // The currency: searched by code, shown with its name; the hint says nothing is converted.
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await expect(currency).toHaveValue('USD · US Dollar');
    await currency.fill('eur');
    await page.getByRole('option', { name: 'EUR · Euro' }).click();
    await expect(currency).toHaveValue('EUR · Euro');
    await expect(page.getByText('Changing it converts no price: $12,500 becomes €12,500.')).toBeVisible();

    // A zone between Domestic and World.
    await page.getByRole('button', { name: 'Add shipping zone' }).click();
    const zone = page.getByRole('group', { name: 'Zone 1' });
    await zone.getByLabel('Zone name').fill('Europe');
    const countries = zone.getByRole('combobox', { name: 'Countries' });
    await countries.fill('Germany');
    await countries.press('Enter');
    await chooseCountry(page, countries, 'France');
    await expect(zone.getByRole('button', { name: 'Remove Germany' })).toBeVisible();
    await expect(zone.getByRole('button', { name: 'Remove France' })).toBeVisible();

    // The grid has a row for it, between Domestic and World, in euros; an empty cell is quoted.
    const europe = page.getByRole('group', { name: 'Europe' });
    await expect(europe.getByLabel('Crated work, Europe')).toHaveAttribute('placeholder', 'Quoted');
    await europe.getByLabel('Large work, Europe').fill('420');
    await expect(page.getByText('The shipping of one work, in EUR')).toBeVisible();

    // A tax rate of 150%: the contract's message under the rate, and nothing is saved.
    await page.getByRole('button', { name: 'Add tax rate' }).click();
    const tax = page.getByRole('group', { name: 'Tax rate 1' });
    await chooseCountry(page, tax.getByRole('combobox', { name: 'Country' }), 'Germany');
    await tax.getByLabel('Rate (%)').fill('150');
    await tax.getByLabel('Label').fill('VAT');
    await page.getByRole('button', { name: 'Save Shop Details' }).click();
    await expect(
      tax.getByText('Tax rate must be a percentage above 0 and at most 100, with at most 3 decimals'),
    ).toBeVisible();
    await expect(tax.getByLabel('Rate (%)')).toHaveAttribute('aria-invalid', 'true');
    await expect(tax.getByLabel('Rate (%)')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await shootPart(page, section(page), 'shop-sale-costs-errors');
    let stored = await storedSettings(request);
    expect(stored.currency).toBe('USD');
    expect(stored.taxRates).toEqual([]);

    // What the server refuses lands on the same fields: a rate on its cell, a tax on its row.
    await tax.getByLabel('Rate (%)').fill('19');
    await page.route('**/api/admin/shop-settings', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            json: {
              error: 'Please check the highlighted fields',
              details: { 'shippingRates.4.amount': 'Refused rate', 'taxRates.0.label': 'Refused label' },
            },
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save Shop Details' }).click();
    await expect(europe.getByText('Refused rate')).toBeVisible();
    await expect(europe.getByLabel('Large work, Europe')).toHaveAttribute('aria-invalid', 'true');
    await expect(tax.getByText('Refused label')).toBeVisible();
    await expect(page.getByRole('alert').getByText('Please check the highlighted fields')).toBeVisible();
    await shootPart(page, section(page), 'shop-sale-costs-refused');
    await page.unroute('**/api/admin/shop-settings');
    // Nothing typed was lost.
    await expect(europe.getByLabel('Large work, Europe')).toHaveValue('420');

    await page.getByRole('button', { name: 'Save Shop Details' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Shop settings saved!')).toBeVisible();
    stored = await storedSettings(request);
    expect(stored.currency).toBe('EUR');
    expect(stored.shippingZones).toEqual([{ name: 'Europe', countries: ['DE', 'FR'] }]);
    expect(stored.shippingRates).toContainEqual({ zone: 'Europe', class: 'large', amount: 420 });
    expect(stored.taxRates).toEqual([{ country: 'DE', region: '', rate: 19, label: 'VAT' }]);

    // After a reload the form shows what was saved.
    await page.reload();
    await expect(currency).toHaveValue('EUR · Euro');
    await expect(zone.getByLabel('Zone name')).toHaveValue('Europe');
    await expect(zone.getByRole('button', { name: 'Remove Germany' })).toBeVisible();
    await expect(zone.getByRole('button', { name: 'Remove France' })).toBeVisible();
    await expect(europe.getByLabel('Large work, Europe')).toHaveValue('420');
    await expect(europe.getByLabel('Small parcel, Europe')).toHaveValue('');
    await expect(tax.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
    await expect(tax.getByLabel('Rate (%)')).toHaveValue('19');
    await expect(tax.getByLabel('Label')).toHaveValue('VAT');
    await expect(page.getByLabel('Storage fee per month (EUR)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootPart(page, section(page), 'shop-sale-costs');

    // A buyer in Berlin sees that rate, and the VAT, in euros before committing to anything.
    const work = (await buyableWorks(request)).filter((a) => !a.limited && a.price !== null).at(-9);
    const format = work?.formats.find((f) => f.available);
    if (!work || !format) throw new Error('needs an available original');
    formatShipsAs(format.id, 'large');
    largeFormats.push(format.id);
    await dismissCookieBanner(page);
    await seedStorage(page, { cart: [cartLine({ artwork: work, formatIndex: 0, quantity: 1 })] });
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    const checkout = page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: /Ship it to me/ }).check();
    await checkout.getByLabel('Country').selectOption('DE');
    const summary = checkout.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Shipping€420');
    await expect(summary).toContainText('VAT 19%');
  });
});
