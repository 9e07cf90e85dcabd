import { DEFAULT_SHOP_SETTINGS } from '@vernissage/contract';
import { textOf as pdfTextOf } from '../../apps/server/test/pdf-text.ts';
import { owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInGrewOld } from '../support/e2e-database.ts';
import { file, png } from '../support/images.ts';
import { attachmentOf, mailsTo, textOf } from '../support/mail-outbox.ts';
import { buyableWorks, placeOrders } from '../support/orders.ts';
import { dismissCookieBanner } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

test.describe.configure({ mode: 'serial' });

// Other journeys on this server expect the default identity: put it back afterwards.
test.afterAll(async ({ request }) => {
  const login = await request.post('/api/admin/login', { data: owner });
  const { access_token } = (await login.json()) as { access_token: string };
  const restored = await request.put('/api/admin/shop-settings', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: DEFAULT_SHOP_SETTINGS,
  });
  expect(restored.status()).toBe(200);
});

test.describe('shop settings', () => {
  test('the owner renames the gallery and changes its contact, address, a social link and the returns window; pages, the next invoice PDF and e-mail show them at once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, owner);
    await expect(page.getByText('Finish setting up your shop.')).toBeVisible();
    await page.getByRole('link', { name: 'Set up your shop' }).click();
    await expect(page.getByRole('heading', { name: 'Shop Management' })).toBeVisible();
    await expect(page.getByLabel('Gallery name')).toHaveValue('Vernissage');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'shop-settings');

    // A logo is uploaded, shown, and removed again (the name shows without one).
    const logo = page.getByRole('group', { name: 'Logo (optional)' });
    await expect(logo.getByText('Name shown')).toBeVisible();
    await logo.locator('input[type=file]').setInputFiles(file('logo.png', png([20, 20, 20], [160, 60, 35], 320, 90)));
    await expect(logo.getByRole('img', { name: 'Logo of Vernissage' })).toBeVisible();
    await expect(logo.getByText('Replace logo')).toBeVisible();
    await shoot(page, 'shop-settings-logo');
    await logo.getByRole('button', { name: 'Remove logo' }).click();
    await expect(logo.getByText('Name shown')).toBeVisible();

    // A bad value is named under its own field, and nothing is sent.
    await page.getByLabel('Contact email').fill('studio@');
    await page.getByLabel('Returns window (days)').fill('400');
    await page.getByRole('button', { name: 'Save Shop Details' }).click();
    await expect(page.getByText('Please enter a valid contact email address')).toBeVisible();
    await expect(page.getByText('Returns window must be a whole number of days from 0 to 365')).toBeVisible();
    await expect(page.getByLabel('Contact email')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'shop-settings-errors');

    await page.getByLabel('Gallery name').fill('Galerie Nord');
    await page.getByLabel('Contact email').fill('studio@galerienord.example');
    await page.getByLabel('Phone (optional)').fill('+254 20 555 0100');
    await page.getByLabel('Street address').fill('12 Riverside Drive');
    await page.getByLabel('City').fill('Nairobi');
    await page.getByLabel('State or region').fill('Nairobi County');
    await page.getByLabel('Postal code').fill('00100');
    await page.getByLabel('Country', { exact: true }).fill('Kenya');
    await page.getByLabel('Instagram').fill('https://instagram.com/galerienord');
    await page.getByLabel('Returns window (days)').fill('30');
    // The change needs a recent sign-in, as the bank details do.
    signInGrewOld(owner.email);
    await page.getByRole('button', { name: 'Save Shop Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm It’s You' });
    await expect(dialog).toContainText('Changing the shop settings needs a recent sign-in.');
    await dialog.getByLabel('Password').fill(owner.password);
    await dialog.getByRole('button', { name: 'Confirm and Save' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Shop settings saved!')).toBeVisible();
    await expect(page.getByText('Finish setting up your shop.')).toBeHidden();
    await expect(page.getByText('shopName: Vernissage → Galerie Nord')).toBeVisible();
    await expect(page.getByText('returnPolicy.days: 14 → 30')).toBeVisible();
    await expect(page.getByText(/by owner@example\.com/)).toBeVisible();

    // The storefront: header and footer of the next page, no restart.
    await dismissCookieBanner(page);
    await page.goto('/');
    await expect(page).toHaveTitle(/Galerie Nord/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Galerie Nord' })).toBeVisible();
    await expect(header.getByRole('link', { name: /\+254 20 555 0100/ })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('12 Riverside Drive');
    await expect(footer).toContainText('Nairobi, Nairobi County 00100');
    await expect(footer).toContainText('© ');
    await expect(footer).toContainText('Galerie Nord. All rights reserved.');
    await expect(footer.getByRole('link', { name: 'studio@galerienord.example' })).toHaveAttribute(
      'href',
      'mailto:studio@galerienord.example',
    );
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/galerienord',
    );
    await expect(footer).not.toContainText('Studio Lane');

    // The terms page.
    await page.goto('/terms');
    const terms = page.getByRole('main');
    await expect(terms).toContainText('These terms apply when you browse or buy from Galerie Nord.');
    await expect(terms).toContainText('You may return a work within 30 days of delivery for a full refund.');
    await expect(terms).toContainText('studio@galerienord.example');
    await expect(terms).not.toContainText('555-0143');

    // The next order: its e-mail and the invoice PDF attached to it.
    const [work] = await buyableWorks(page.request);
    if (!work) throw new Error('no buyable work left');
    const [placed] = await placeOrders(
      page.request,
      [{ email: 'nord.collector@example.com', fulfillment: 'shipping', artwork: work }],
      61,
    );
    const [mail] = await mailsTo('nord.collector@example.com', [`Galerie Nord: invoice ${placed?.invoiceNumber}`]);
    if (!mail) throw new Error('the invoice e-mail did not arrive');
    expect(mail.headers.from).toContain('Galerie Nord');
    const letter = textOf(mail);
    for (const expected of [
      '12 Riverside Drive',
      'Nairobi, Nairobi County 00100',
      '+254 20 555 0100',
      'studio@galerienord.example',
      'within 30 days of delivery',
    ])
      expect(letter).toContain(expected);
    const pdf = (await pdfTextOf(attachmentOf(mail, 'application/pdf'))).text.replace(/\s+/g, ' ');
    for (const expected of ['Galerie Nord', '12 Riverside Drive', '+254 20 555 0100', 'studio@galerienord.example'])
      expect(pdf).toContain(expected);
    expect(pdf).toContain('within 30 days of delivery');
    expect(pdf).not.toContain('Studio Lane');
  });
});
