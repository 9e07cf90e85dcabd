import type { APIRequestContext } from '@playwright/test';
import type { Artwork } from '@vernissage/contract';
import { owner, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { outbox } from '../support/mail-outbox.ts';
import { allArtworks, dismissCookieBanner, snap, storedJson, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

/** An available original of its own for each journey (picked from the front of the catalog). */
async function originalAt(request: APIRequestContext, index: number): Promise<Artwork> {
  const works = (await allArtworks(request)).filter(
    (a) => a.availability === 'available' && !a.limited && a.formats.some((f) => f.available),
  );
  const work = works[index];
  if (!work) throw new Error('needs available originals');
  return work;
}

async function startBuying(page: import('@playwright/test').Page, work: Artwork, email: string) {
  await page.goto(`/artworks/${work.id}`);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page
    .getByRole('dialog', { name: 'Proceed to Checkout' })
    .getByRole('button', { name: 'Proceed to Checkout' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Guest Checkout' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Delivery address').fill('14 Riverside Drive, Nairobi 00100, Kenya');
  await dialog.getByLabel('Country').selectOption('KE');
  await dialog.getByRole('button', { name: /Continue to payment/ }).click();
  await expect(dialog.getByText('Test mode')).toBeVisible();
  return dialog;
}

test.describe('card checkout (sandbox)', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('a collector buys a work by card and lands on the confirmation; the work is sold', async ({ page, request }) => {
    const work = await originalAt(request, 0);
    const dialog = await startBuying(page, work, 'card-buyer@example.com');
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'card-checkout-payment');
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    const invoice = page.waitForResponse(
      (r) => r.url().endsWith('/api/send-invoice') && (r.request().postData() ?? '').includes('draft_id'),
    );
    await dialog.getByRole('button', { name: /^Pay / }).click();
    const invoiceAnswer = await invoice;
    expect(invoiceAnswer.status()).toBe(200);
    expect(await invoiceAnswer.json()).toMatchObject({
      success: true,
      message: 'An invoice has been sent to your email.',
    });
    // The success step is the dialog's own; its link leads to the confirmation page.
    await expect(dialog.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Done' })).toHaveAttribute('aria-current', 'step');
    await expectNoSeriousA11yViolations(page);
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await snap(page, 'card-checkout-success');
    }
    await dialog.getByRole('link', { name: 'View order confirmation' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\//);
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    const orders = await storedJson<{ id: string }[]>(page, 'orders');
    expect(orders).toHaveLength(1);
    await expect(page.getByText(`Order ID: ${orders?.[0]?.id}`)).toBeVisible();
    const shown = (await (await request.get(`/api/artworks?ids=${work.id}`)).json()) as Artwork[];
    expect(shown[0]?.availability).toBe('sold');
    // The shop runs on the sandbox: the buyer's invoice mail says first that it is a test shop.
    await expect
      .poll(() => outbox().find((m) => m.headers.to?.includes('card-buyer@example.com'))?.html ?? '')
      .toMatch(/^[\s\S]{0,400}Test shop: no payment is real/);
    // The back office marks it a test payment, in the list and in the order's details.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.72' });
    await signInAs(page, owner);
    await page.goto('/admin/orders');
    const row = page
      .getByRole('table', { name: 'Orders' })
      .getByRole('row')
      .filter({ hasText: 'card-buyer@example.com' });
    await expect(row).toContainText('Test payment');
    await row.getByRole('button', { name: /View details of/ }).click();
    const details = page.getByRole('dialog');
    await expect(details.getByText('Test payment', { exact: true })).toBeVisible();
    await expect(details.getByText('Test payment by card (no money taken)')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'card-order-test-payment');
  });

  test("a declined card and insufficient funds say the card's problem, and nothing is sold", async ({
    page,
    request,
  }) => {
    const work = await originalAt(request, 1);
    const dialog = await startBuying(page, work, 'declined@example.com');
    await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
    await dialog.getByLabel('Card number').fill('4000 0000 0000 9995');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your card has insufficient funds.');
    await expectNoSeriousA11yViolations(page);
    expect(await storedJson<unknown[]>(page, 'orders')).toBeNull();
  });
});

test.describe('a shop whose cards go to the sandbox (PAYMENT_PROVIDER=sandbox)', () => {
  for (const size of widths) {
    test(`says it is a test shop on every storefront page at ${size.width} px`, async ({ page, request }) => {
      await page.setViewportSize(size);
      await dismissCookieBanner(page);
      const work = await originalAt(request, 2);
      const paths = [
        '/',
        '/gallery',
        '/artists',
        `/artworks/${work.id}`,
        '/cart',
        '/contact',
        '/terms',
        '/no-such-page',
      ];
      for (const path of paths) {
        await page.goto(path);
        const notice = page.getByRole('region', { name: 'Test shop' });
        await expect(notice, path).toBeVisible();
        await expect(notice, path).toContainText('No payment is real');
      }
      await page.goto('/gallery');
      await expectNoSeriousA11yViolations(page);
      await snap(page, 'test-shop-notice');
    });
  }
});
