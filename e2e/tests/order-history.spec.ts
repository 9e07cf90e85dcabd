import type { ShopSettings } from '@vernissage/contract';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { dismissCookieBanner, snap, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe('order history', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookieBanner(page);
  });

  test('the Account icon leads to a page that says how to reach the gallery about an order', async ({
    page,
    request,
  }) => {
    const settings = (await (await request.get('/api/settings/shop')).json()) as ShopSettings;
    const direct = await request.get('/order-history');
    expect(direct.status()).toBe(200);

    await page.setViewportSize(widths[1]);
    await page.goto('/');
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/order-history$/);
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
