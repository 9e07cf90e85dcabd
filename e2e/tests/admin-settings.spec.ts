import type { Page } from '@playwright/test';
import type { AdminMe } from '@vernissage/contract';
import { adminToken, owner, refreshFrom, shoot } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

const newPassword = 'a-new-e2e-password-456';

async function signIn(page: Page): Promise<string> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
  return adminToken(page);
}

// The password change signs every session out, so these journeys run in order, that one last.
test.describe.configure({ mode: 'serial' });

test.describe('the administrator settings', () => {
  test('account, security with the login history, and notifications saved for this admin', async ({
    page,
    request,
  }) => {
    const token = await signIn(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings.getByText(owner.email)).toBeVisible();
    await expect(settings.getByText('Verified')).toBeVisible();
    await expect(settings.getByText('Owner', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-settings-account');

    await settings.getByRole('tab', { name: 'Security' }).click();
    await expect(settings.getByText('Never')).toBeVisible();
    await expect(settings.getByText('Not enabled')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-settings-security');

    await settings.getByRole('button', { name: 'View History' }).click();
    const history = page.getByRole('dialog', { name: 'Login History' });
    await expect(history.getByRole('row', { name: /Succeeded/ }).first()).toBeVisible();
    await expect(history.getByRole('cell', { name: '127.0.0.1' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-login-history');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await expect(settings).toBeVisible();

    // Arrow keys move between the settings tabs.
    await settings.getByRole('tab', { name: 'Security' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(settings.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    await expect(settings.getByLabel('New Orders')).toBeChecked();
    await expect(settings.getByLabel('Payment Alerts')).toBeChecked();
    await expect(settings.getByLabel('System Updates')).not.toBeChecked();
    // The switch follows the saved settings, which change a moment after the click.
    await settings.getByLabel('System Updates').click();
    await expect(settings.getByLabel('System Updates')).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Notification settings saved!'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-settings-notifications');

    const me = (await (
      await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as AdminMe;
    expect(me.notifications).toEqual({ newOrders: true, paymentAlerts: true, systemUpdates: true });
    await page.reload();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByLabel('System Updates')).toBeChecked();
  });

  test('the password is changed, every session ends and the old token is refused', async ({ page, request }) => {
    const token = await signIn(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    const submit = dialog.getByRole('button', { name: 'Change Password' });
    await expect(submit).toBeDisabled();

    await dialog.getByLabel('New password', { exact: true }).fill('short');
    await expect(dialog.getByText('New password must be at least 8 characters long')).toBeVisible();
    await dialog.getByLabel('New password', { exact: true }).fill('');
    await expect(dialog.getByText('New password is required')).toBeVisible();
    await dialog.getByLabel('Current password').fill('x');
    await dialog.getByLabel('Current password').fill('');
    await expect(dialog.getByText('Current password is required')).toBeVisible();
    await dialog.getByLabel('Current password').fill(owner.password);
    await dialog.getByLabel('New password', { exact: true }).fill(owner.password);
    await expect(dialog.getByText('New password must be different from current password')).toBeVisible();
    await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await expect(dialog.getByText('New passwords do not match')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-change-password');

    await dialog.getByLabel('Confirm new password').fill(newPassword);
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText('Password changed successfully!')).toBeVisible();
    await expect(dialog.getByText(/Every session has been signed out/)).toBeVisible();

    // The dialog closes after 2 seconds, and the admin is back at the login screen.
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: 6000 });
    expect((await refreshFrom(page)).status).toBe(401);
    const old = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(old.status()).toBe(401);

    const again = await request.post('/api/admin/login', { data: { email: owner.email, password: newPassword } });
    expect(again.status()).toBe(200);

    // Put the owner's password back, so the specs after this one sign in as support/admin.ts says.
    const { access_token } = (await again.json()) as { access_token: string };
    const back = await request.post('/api/admin/change-password', {
      headers: { Authorization: `Bearer ${access_token}` },
      data: { old_password: newPassword, new_password: owner.password },
    });
    expect(back.status()).toBe(200);
  });
});
