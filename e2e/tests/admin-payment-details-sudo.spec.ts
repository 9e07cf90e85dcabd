import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { adminToken, owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInGrewOld } from '../support/e2e-database.ts';
import { expect, test } from '../support/test.ts';

// A treasurer of the gallery, from an address of their own, so the owner's sign-ins stay as other specs expect.
const treasurer = { email: 'treasurer@example.com', password: 'treasurer-password-864' };
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' } });
test.describe.configure({ mode: 'serial' });

async function signInAsTreasurer(page: Page): Promise<string> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, treasurer);
  await page.goto('/admin/payment-details');
  await expect(page.getByRole('heading', { name: 'Payment Details Management' })).toBeVisible();
  return adminToken(page);
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text);

test.describe('payment details need a recent sign-in', () => {
  test('an old sign-in is asked for the password; a wrong one is refused in the dialog; the typed details are saved', async ({
    page,
  }) => {
    const login = await page.request.post('/api/admin/login', { data: owner });
    const { access_token } = (await login.json()) as { access_token: string };
    const added = await page.request.post('/api/admin/users', {
      headers: { Authorization: `Bearer ${access_token}` },
      data: { ...treasurer, role: 'owner' },
    });
    expect(added.status()).toBe(201);
    // page.request shares the browser's cookies: the owner's refresh cookie must not sign this browser in.
    await page.context().clearCookies();

    const token = await signInAsTreasurer(page);
    signInGrewOld(treasurer.email);
    await page.getByLabel('Bank name').fill('Savannah Trust Bank');
    await page.getByLabel('Account name').fill('Vernissage Gallery Ltd');
    await page.getByLabel('Account number').fill('0044 1200 5566');
    await page.getByLabel('Routing number').fill('026009593');
    await page.getByRole('button', { name: 'Save Payment Details' }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm It’s You' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Authentication code')).toHaveCount(0);
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-reauth');
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Confirm and Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid password');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Password').fill(treasurer.password);
    await dialog.getByRole('button', { name: 'Confirm and Save' }).click();
    // Saved or updated: the catalog journey may have created the record on this server already.
    await expect(toast(page, /^Payment details (saved|updated)!$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Bank name')).toHaveValue('Savannah Trust Bank');
    const saved = await page.request.get('/api/admin/payment-details', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await saved.json()).toMatchObject({ bankName: 'Savannah Trust Bank', routingNumber: '026009593' });
  });

  test('with two-factor sign-in on, the dialog also asks for the authenticator code', async ({ page }) => {
    const token = await signInAsTreasurer(page);
    const auth = { Authorization: `Bearer ${token}` };
    const setup = await page.request.post('/api/admin/two-factor/setup', { headers: auth, data: {} });
    const { secret } = (await setup.json()) as { secret: string };
    const app = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    const enabled = await page.request.post('/api/admin/two-factor/enable', {
      headers: auth,
      data: { code: app.generate() },
    });
    expect(enabled.status()).toBe(200);
    // The code just used to turn it on may not be used twice; a recovery code stands in for the app.
    const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };

    signInGrewOld(treasurer.email);
    await page.reload();
    await page.getByLabel('Number of payments').fill('12');
    await page.getByRole('button', { name: 'Save Payment Details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm It’s You' });
    await dialog.getByLabel('Password').fill(treasurer.password);
    await dialog.getByRole('button', { name: 'Confirm and Save' }).click();
    await expect(dialog.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    await dialog.getByLabel('Authentication code').fill(recoveryCodes[0] ?? '');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'modal-reauth-two-factor');
    await dialog.getByRole('button', { name: 'Confirm and Save' }).click();
    await expect(toast(page, 'Payment details updated!')).toBeVisible();
    await expect(page.getByLabel('Number of payments')).toHaveValue('12');
  });
});
