import type { Page } from '@playwright/test';
import { ADMIN_TABS } from '@vernissage/contract';
import { adminToken, owner, refreshFrom, shoot, shots } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// The server of playwright.config.ts starts with this administrator (support/start-server.sh).

/** The screen as it is now, at 390 px and 1440 px, for review. */
async function signInWithTheForm(page: Page, password = owner.password): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const sidebarOrder = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Dashboard' })
    .locator('li[data-tab-id]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-tab-id')));

test.describe('signing in to the back office', () => {
  test('the login screen is labelled, accessible and says when the password is wrong', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'login');

    await signInWithTheForm(page, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  });

  test('the owner signs in, finds the dashboard and its help, and logs out for good', async ({ page, request }) => {
    await signInWithTheForm(page);
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    await expect(page.getByText('Online', { exact: true })).toBeVisible();
    const token = await adminToken(page);
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Help' }).click();
    const help = page.getByRole('dialog', { name: 'Help' });
    await expect(help.getByText('The large image or video at the top of the home page.')).toBeVisible();
    await expect(help.getByRole('link', { name: /Open the storefront/ })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-help');
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    await page.getByRole('button', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Orders Management' })).toBeVisible();
    await expect(page.getByText('Manage customer orders and fulfillment')).toBeVisible();
    await page.getByRole('button', { name: 'Newsletter', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Newsletter Management' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Newsletter' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'tab-newsletter');

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect((await refreshFrom(page)).status).toBe(401);
    await expect
      .poll(async () =>
        (await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });

  test('the token lives in memory only: a reload signs back in from the HttpOnly cookie, storage holds nothing', async ({
    page,
  }) => {
    await signInWithTheForm(page);
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    const token = await adminToken(page);
    expect(token).toBeTruthy();
    const stored = () =>
      page.evaluate(() =>
        [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k) ?? ''}`)),
      );
    const noToken = (entries: string[]) => entries.filter((e) => /eyJ|jwt|token/i.test(e));
    expect(noToken(await stored())).toEqual([]);
    const cookies = await page.context().cookies();
    const refresh = cookies.find((c) => c.name === 'vernissage_admin_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('vernissage_admin_refresh');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    expect(noToken(await stored())).toEqual([]);

    // The quiet recommendation for an Owner without two-factor sign-in, dismissed for good.
    const hint = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(hint).toContainText('Two-factor sign-in keeps it yours even if the password leaks.');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'two-factor-hint');
    await hint.getByRole('button', { name: 'Dismiss the two-factor recommendation' }).click();
    await expect(hint).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Two-factor sign-in' })).toHaveCount(0);
  });

  test('a session ended elsewhere leads back to the login screen with a notice', async ({ page, request }) => {
    await signInWithTheForm(page);
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    const token = await adminToken(page);
    await request.post('/api/admin/logout', { headers: { Authorization: `Bearer ${token}` } });

    await page.getByRole('button', { name: 'Artists', exact: true }).click();
    const notices = page.getByRole('region', { name: 'Notifications' });
    await expect(notices.getByText('Session expired. Please log in again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    expect((await refreshFrom(page)).status).toBe(401);
  });

  test('the sidebar tabs are reordered from the keyboard and keep their order after a reload', async ({ page }) => {
    await signInWithTheForm(page);
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    // The tabs come from the server after the dashboard shows: wait for all of them.
    await expect.poll(async () => (await sidebarOrder(page)).length).toBe(ADMIN_TABS.length);
    const before = await sidebarOrder(page);
    expect(before.slice(0, 3)).toEqual(['artworks', 'artists', 'orders']);

    // @hello-pangea/dnd's keyboard sensor: Space lifts, arrows move, Space drops.
    await page.getByRole('button', { name: 'Reorder Artworks' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => sidebarOrder(page)).toEqual(['artists', 'orders', 'artworks', ...before.slice(3)]);

    // Lifting and cancelling with Escape changes nothing.
    await page.getByRole('button', { name: 'Reorder Users' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(600);
    expect(await sidebarOrder(page)).toEqual(['artists', 'orders', 'artworks', ...before.slice(3)]);

    await page.waitForLoadState('networkidle');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    await expect.poll(() => sidebarOrder(page)).toEqual(['artists', 'orders', 'artworks', ...before.slice(3)]);
  });

  test('on a phone the sidebar slides over the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithTheForm(page);
    await expect(page.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${shots}/menu-390.png` });
    await menu.getByRole('button', { name: 'Hero Media', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Hero Media Management' })).toBeVisible();
  });
});
