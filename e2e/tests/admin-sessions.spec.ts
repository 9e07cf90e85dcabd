import { owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// Sign-ins of its own address, away from the other journeys' limits.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.91' } });

// An admin of its own: the owner's account is signed in by every other journey on this server.
const curator = { email: 'viewing.room@example.com', password: 'viewing-room-pass-8421' };

test('the Settings dialog lists the active sessions and signs another one out', async ({ page, request }) => {
  const login = await request.post('/api/admin/login', { data: owner });
  const { access_token } = (await login.json()) as { access_token: string };
  const added = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${access_token}` },
    data: curator,
  });
  expect(added.status(), await added.text()).toBe(201);

  // Another browser signed in as the curator a moment before.
  const elsewhere = await request.post('/api/admin/login', {
    data: curator,
    headers: {
      'User-Agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  const { access_token: theirs } = (await elsewhere.json()) as { access_token: string };

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, curator);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByRole('tab', { name: 'Security' }).click();
  await settings.getByRole('button', { name: 'View Sessions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Active Sessions' });
  await expect(dialog.getByText('This one')).toBeVisible();
  const other = dialog.getByRole('listitem').filter({ hasNotText: 'This one' });
  await expect(other).toHaveCount(1);
  await expect(other).toContainText('on iOS');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'modal-sessions');

  await other.getByRole('button', { name: /^Sign out/ }).click();
  await expect(page.getByText('Session signed out.')).toBeVisible();
  const after = await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${theirs}` } });
  expect(after.status()).toBe(401);
  await expect(other).toHaveCount(0);
  await expect(dialog.getByText('This one')).toBeVisible();
});
