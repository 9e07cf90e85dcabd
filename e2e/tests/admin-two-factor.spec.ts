import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { owner, shoot } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// A colleague of the owner's turns two-factor sign-in on, so the owner's own sign-in stays as other specs expect.
const colleague = { email: 'conservator@example.com', password: 'conservator-password-246' };

async function addColleague(page: Page): Promise<void> {
  const login = await page.request.post('/api/admin/login', { data: owner });
  const { access_token } = (await login.json()) as { access_token: string };
  const added = await page.request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: colleague,
  });
  expect(added.status()).toBe(201);
  // page.request shares the browser's cookies: the owner's refresh cookie must not sign this browser in.
  await page.context().clearCookies();
}

async function fillPassword(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(colleague.email);
  await page.getByLabel('Password').fill(colleague.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function openSecurity(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Security' }).click();
  return settings;
}

test.describe('two-factor sign-in', () => {
  // The colleague works from an address of their own: the journeys just before this one have used up
  // much of 127.0.0.1's burst of ten sign-in attempts a minute.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.24' } });

  test('is set up with an authenticator app, asked for at sign-in, and turned off again', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await addColleague(page);
    await fillPassword(page);
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();

    let settings = await openSecurity(page);
    await expect(settings.getByText('Not enabled')).toBeVisible();
    await settings.getByRole('button', { name: 'Set Up' }).click();
    const setup = page.getByRole('dialog', { name: 'Two-Factor Authentication' });
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = (await setup.locator('.select-all').textContent())?.replace(/\s/g, '') ?? '';
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-two-factor-setup');

    const code = setup.getByLabel('2. Enter the 6-digit code the app shows');
    await code.fill('12');
    await setup.getByRole('button', { name: 'Turn On' }).click();
    await expect(setup.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible();
    const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
    await code.fill(app.generate());
    await setup.getByRole('button', { name: 'Turn On' }).click();
    await expect(setup.getByText('Two-factor authentication is on')).toBeVisible();
    const recovery = await setup.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
    expect(recovery).toHaveLength(8);
    // 20 base32 characters in four groups: 100 random bits each (decision 044).
    for (const code of recovery) expect(code).toMatch(/^[A-Z2-7]{5}(-[A-Z2-7]{5}){3}$/);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-two-factor-recovery-codes');
    await setup.getByRole('button', { name: 'Done' }).click();
    await expect(setup).toBeHidden();
    await expect(settings.getByText('Enabled', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // Signing in again: the password, then the code step.
    await page.getByRole('button', { name: 'Logout' }).click();
    await fillPassword(page);
    const codeField = page.getByLabel('Authentication code');
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveValue('');
    await expect(page.getByText(`Two-factor authentication is on for ${colleague.email}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'login-two-factor');
    await codeField.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid authentication code');
    // The app's current code may be the one that turned it on (a code works once): a recovery code signs in.
    // Typed as read off paper: lower case, spaces for dashes.
    await codeField.fill((recovery[0] ?? '').toLowerCase().replaceAll('-', ' '));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();

    settings = await openSecurity(page);
    await settings.getByRole('button', { name: 'Turn Off' }).click();
    const off = page.getByRole('dialog', { name: 'Turn Off Two-Factor Authentication' });
    await off.getByLabel('Current password').fill('not the password');
    await off.getByLabel('Authentication code').fill(recovery[1] ?? '');
    await off.getByRole('button', { name: 'Turn Off' }).click();
    await expect(off.getByRole('alert')).toHaveText('Current password is incorrect');
    await expectNoSeriousA11yViolations(page);
    await off.getByLabel('Current password').fill(colleague.password);
    await off.getByRole('button', { name: 'Turn Off' }).click();
    await expect(off).toBeHidden();
    await expect(page.getByText('Two-factor authentication is off')).toBeVisible();
    await expect(settings.getByText('Not enabled')).toBeVisible();

    // And sign-in asks for the password only again.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Logout' }).click();
    await fillPassword(page);
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
  });
});
