import { owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { passwordWasGenerated } from '../support/e2e-database.ts';
import { expect, test } from '../support/test.ts';

// Sign-ins of its own address, away from the other journeys' limits.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.81' } });

const first = { email: 'first.sign-in@example.com', password: 'generated-at-start-1' };

test('a generated first password opens only the dialog that replaces it', async ({ page, request }) => {
  // An admin whose password the server generated (as the first start does without ADMIN_PASSWORD).
  const login = await request.post('/api/admin/login', { data: owner });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const added = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: first.email, password: first.password, role: 'owner' },
  });
  expect(added.status()).toBe(201);
  passwordWasGenerated(first.email);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(first.email);
  await page.getByLabel('Password').fill(first.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose Your Password' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('made for the first sign-in only');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'modal-first-password');

  await dialog.getByLabel('Current password').fill(first.password);
  await dialog.getByLabel('New password', { exact: true }).fill('a password of my own');
  await dialog.getByLabel('Confirm new password').fill('a password of my own');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByText('Password changed successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  await signInAs(page, { email: first.email, password: 'a password of my own' });
  await expect(page.getByRole('dialog', { name: 'Choose Your Password' })).toHaveCount(0);
});
