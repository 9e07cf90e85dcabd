import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import type { ShopSettings } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { allArtworks, dismissCookieBanner, seedStorage, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe('order history', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('the Order History page says how to reach the gallery about an order', async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings/shop')).json()) as ShopSettings;
    const direct = await request.get('/order-history');
    expect(direct.status()).toBe(200);

    await page.setViewportSize(widths[1]);
    await page.goto('/order-history');
    await expect(page).toHaveTitle(/^Order History — /);
    await expect(page.getByRole('heading', { level: 1, name: 'Order History' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('The invoice number from your invoice e-mail (it begins with INV-).');
    await expect(main.getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}`,
    );
    await expect(main.getByRole('link', { name: 'E-mail us' })).toHaveAttribute(
      'href',
      `mailto:${settings.contactEmail}?subject=About%20my%20order`,
    );
    await expect(main.getByRole('link', { name: `Call ${settings.phone}` })).toBeVisible();
    await expect(main).toContainText(settings.address.line1);
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'order-history');

    await page.setViewportSize(widths[0]);
    await page.goto('/order-history');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'order-history');
  });

  test('the Contact Us button opens the contact form from the page', async ({ page }) => {
    await page.goto('/order-history');
    await page.getByRole('main').getByRole('button', { name: 'Contact Us' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

/** The newest code mailed to an address, read from the server's .eml outbox (no SMTP in e2e). */
async function mailedCode(to: string): Promise<string> {
  const dir = join(dirname(fileURLToPath(import.meta.url)), `../.tmp/e2e-data-${process.env.E2E_PORT ?? 3199}/mail`);
  for (let i = 0; i < 50; i++) {
    const files = existsSync(dir) ? readdirSync(dir).sort().reverse() : [];
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8');
      const code = /your code is (\d{6})/.exec(text)?.[1];
      if (code && text.includes(`To: ${to}`)) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${to}`);
}

/** Places a storage order of the available original at `index` (from the end) for `email`; its work. */
async function storageOrderOf(request: APIRequestContext, email: string, index: number, client: string) {
  const work = (await allArtworks(request)).filter((a) => a.availability === 'available' && !a.limited).at(index);
  const format = work?.formats.find((f) => f.available);
  if (!work || !format) throw new Error('needs an available work');
  const placed = await request.post('/api/send-invoice', {
    headers: { 'x-forwarded-for': client },
    data: {
      email,
      fulfillmentType: 'storage',
      cart: [{ artwork: { _id: work.id }, format: { id: format.id }, quantity: 1 }],
    },
  });
  expect(placed.status()).toBe(200);
  return work;
}

/** Buys an available original by card (the sandbox) with a typed delivery address; its work. */
async function cardOrderOf(request: APIRequestContext, email: string, index: number, client: string) {
  const work = (await allArtworks(request)).filter((a) => a.availability === 'available' && !a.limited).at(index);
  const format = work?.formats.find((f) => f.available);
  if (!work || !format) throw new Error('needs an available work');
  const headers = { 'x-forwarded-for': client };
  const draft = await request.post('/api/order-drafts', {
    headers,
    data: {
      artwork_id: work.id,
      email,
      delivery_address: '14 Riverside Drive, Nairobi 00100, Kenya',
      variant: format.id,
    },
  });
  expect(draft.status(), await draft.text()).toBe(200);
  const { draft_id } = (await draft.json()) as { draft_id: string };
  const intent = await request.post('/api/create-payment-intent', { headers, data: { draft_id } });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await request.post('/api/payments/sandbox/confirm', {
    headers,
    data: { clientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { paymentIntentId } = (await paid.json()) as { paymentIntentId: string };
  const order = await request.post('/api/orders', { headers, data: { draft_id, payment_intent_id: paymentIntentId } });
  expect(order.status(), await order.text()).toBe(200);
  return work;
}

test.describe('order look-up', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('a collector finds their orders with a code from their inbox, and opens one', async ({ page, request }) => {
    const email = `lookup-${Date.now()}@example.com`;
    const work = await storageOrderOf(request, email, -5, '198.51.100.77');
    const unverified = await request.get(`/api/orders?email=${encodeURIComponent(email)}`);
    expect(unverified.status()).toBe(401);
    expect(await unverified.json()).toEqual({ error: 'Verification required' });

    await page.goto('/order-history');
    const lookup = page.getByRole('form', { name: 'Find your orders' });
    await lookup.getByRole('button', { name: 'Send me a code' }).click();
    await expect(lookup.getByText('Email is required')).toBeVisible();
    await lookup.getByLabel('Email').fill(email);
    await lookup.getByRole('button', { name: 'Send me a code' }).click();
    const codeForm = page.getByRole('form', { name: 'Enter your code' });
    await expect(codeForm.getByRole('status')).toContainText('a 6-digit code is on its way');
    await codeForm.getByLabel('6-digit code').fill(await mailedCode(email));
    await codeForm.getByRole('button', { name: 'View my orders' }).click();
    const orders = page.getByRole('list', { name: 'Your orders' });
    const row = orders.getByRole('button', { name: /INV-\d{4}-\d{6}/ });
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await row.click();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(orders.getByText(work.title)).toBeVisible();
    await expect(orders.getByText('Kept in the gallery’s storage')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'order-lookup');
    await row.click();
    await expect(orders.getByText(work.title)).toBeHidden();
  });

  test('each order shows where it goes as stored, and its status with the payment status beside it', async ({
    page,
    request,
  }) => {
    const email = `where-${Date.now()}@example.com`;
    const stored = await storageOrderOf(request, email, -7, '198.51.100.79');
    const carded = await cardOrderOf(request, email, -8, '198.51.100.80');
    await page.goto('/order-history');
    const lookup = page.getByRole('form', { name: 'Find your orders' });
    await lookup.getByLabel('Email').fill(email);
    await lookup.getByRole('button', { name: 'Send me a code' }).click();
    const codeForm = page.getByRole('form', { name: 'Enter your code' });
    await codeForm.getByLabel('6-digit code').fill(await mailedCode(email));
    await codeForm.getByRole('button', { name: 'View my orders' }).click();
    const orders = page.getByRole('list', { name: 'Your orders' });
    const rows = orders.getByRole('button', { name: /INV-\d{4}-\d{6}/ });
    await expect(rows).toHaveCount(2);
    // Newest first: the card order (paid, being prepared), then the invoice order kept in storage.
    const [card, storage] = [rows.nth(0), rows.nth(1)];
    await expect(card).toContainText('Processing · Paid');
    await expect(storage).toContainText('Pending · Awaiting payment');
    await card.click();
    const cardPanel = page.locator(`#${await card.getAttribute('aria-controls')}`);
    await expect(cardPanel.getByText(carded.title)).toBeVisible();
    await expect(cardPanel).toContainText('Ships to 14 Riverside Drive, Nairobi 00100, Kenya');
    await expect(cardPanel).not.toContainText('storage');
    await storage.click();
    const storagePanel = page.locator(`#${await storage.getAttribute('aria-controls')}`);
    await expect(storagePanel.getByText(stored.title)).toBeVisible();
    await expect(storagePanel).toContainText('Kept in the gallery’s storage');
    await card.click();
    await expectNoSeriousA11yViolations(page);
    for (const width of widths) {
      await page.setViewportSize(width);
      await snap(page, 'order-history-statuses');
    }
  });

  test('the Account icon opens a dialog that finds orders by code, and leads to Order History', async ({
    page,
    request,
  }) => {
    const email = `account-${Date.now()}@example.com`;
    const work = await storageOrderOf(request, email, -6, '198.51.100.78');
    for (const width of widths) {
      await page.setViewportSize(width);
      await page.goto('/');
      await page.getByRole('button', { name: 'Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Your Orders' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Email')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await snap(page, 'account-dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Account' })).toBeFocused();
    }
    await page.getByRole('button', { name: 'Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your Orders' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send me a code' }).click();
    await dialog.getByLabel('6-digit code').fill(await mailedCode(email));
    await dialog.getByRole('button', { name: 'View my orders' }).click();
    const row = dialog.getByRole('list', { name: 'Your orders' }).getByRole('button', { name: /INV-\d{4}-\d{6}/ });
    await row.click();
    await expect(dialog.getByText(work.title)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'account-dialog-orders');
    await dialog.getByRole('link', { name: 'Order History and how to reach us' }).click();
    await expect(page).toHaveURL(/\/order-history$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('order confirmation', () => {
  test('thanks the buyer and shows the order id only to the browser that placed it', async ({ page }) => {
    await dismissCookieBanner(page);
    await page.goto('/order-confirmation/order-abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText('Order ID:')).toHaveCount(0);
    await seedStorage(page, { orders: [{ id: 'order-abc', date: new Date().toISOString() }] });
    await expect(page.getByText('Order ID: order-abc')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Order History' })).toHaveAttribute(
      'href',
      '/order-history',
    );
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'order-confirmation');
  });
});
