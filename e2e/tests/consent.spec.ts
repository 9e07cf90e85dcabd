import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { snap, storedJson, widths } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

const KEY = 'vernissage-cookie-consent';
const TEXT = 'This website uses cookies to enhance your experience. By continuing, you agree to our use of cookies.';
type Stored = { necessary: boolean; analytics: boolean; marketing: boolean; savedAt: string };

/** Waits for the consent POST and its answer, and returns what was sent. */
async function consentSent(page: Page, act: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/cookies/accept') && r.method() === 'POST'),
    act(),
  ]);
  const response = await request.response();
  expect(response?.ok()).toBe(true); // the server stored the consent row
  return request.postDataJSON() as Omit<Stored, 'savedAt'>;
}

// Each choice carries this browser's random id, so the server keeps one row per browser.
const browserId = expect.stringMatching(/^[0-9a-f-]{36}$/);

test.describe('cookie consent', () => {
  test('the banner: exact text, Learn more in a new tab, Accept All stores and reports everything on', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toContainText(TEXT);
    const learnMore = banner.getByRole('link', { name: /Learn more/ });
    await expect(learnMore).toHaveAttribute('href', '/cookies');
    await expect(learnMore).toHaveAttribute('target', '_blank');
    await expectNoSeriousA11yViolations(page);

    const sent = await consentSent(page, () => banner.getByRole('button', { name: 'Accept All' }).click());
    expect(sent).toEqual({ necessary: true, analytics: true, marketing: true, browserId });
    await expect(banner).toBeHidden();
    await expect
      .poll(() => storedJson<Stored>(page, KEY))
      .toMatchObject({ necessary: true, analytics: true, marketing: true });
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });

  test('Proceed without accepting stores only the necessary cookies', async ({ page }) => {
    await page.goto('/cookies');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const sent = await consentSent(page, () =>
      banner.getByRole('button', { name: 'Proceed without accepting' }).click(),
    );
    expect(sent).toEqual({ necessary: true, analytics: false, marketing: false, browserId });
    await expect(banner).toBeHidden();
    const stored = await storedJson<Stored>(page, KEY);
    expect(stored).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(Number.isNaN(Date.parse(stored?.savedAt ?? ''))).toBe(false);
  });

  test('Cookie Settings: necessary always on, Cancel and the backdrop save nothing, Save Preferences does', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const settingsButton = banner.getByRole('button', { name: 'Cookie Settings' });
    await settingsButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    const necessary = dialog.getByRole('switch', { name: /Necessary/ });
    const analytics = dialog.getByRole('switch', { name: 'Analytics' });
    const marketing = dialog.getByRole('switch', { name: 'Marketing' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    await analytics.check();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(settingsButton).toBeFocused();
    expect(await storedJson(page, KEY)).toBeNull();
    await expect(banner).toBeVisible();

    await settingsButton.click();
    await expect(analytics).not.toBeChecked(); // the initial preferences again
    await analytics.check();
    await page.mouse.click(5, 5); // the backdrop
    await expect(dialog).toBeHidden();
    expect(await storedJson(page, KEY)).toBeNull();

    await settingsButton.click();
    await analytics.check();
    const sent = await consentSent(page, () => dialog.getByRole('button', { name: 'Save Preferences' }).click());
    expect(sent).toEqual({ necessary: true, analytics: true, marketing: false, browserId });
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    await expect.poll(() => storedJson<Stored>(page, KEY)).toMatchObject({ analytics: true, marketing: false });
  });

  test('the footer and /cookie-settings open the preferences with the saved choice', async ({ page }) => {
    await page.goto('/');
    await consentSent(page, () => page.getByRole('button', { name: 'Accept All' }).click());

    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' });
    await footerButton.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(footerButton).toBeFocused();

    await page.goto('/cookie-settings');
    await expect(page).toHaveURL(/\/cookies#cookie-settings$/);
    await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
    // The modal hides the page from assistive technology while it is open, not from the eye.
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy', includeHidden: true })).toBeVisible();
  });

  test('looks right at 390 and 1440 px', async ({ page }) => {
    test.skip(!process.env.SHOTS_DIR, 'screenshots only on request');
    for (const size of widths) {
      await page.setViewportSize(size);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      await snap(page, 'cookie-banner');
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Cookie Settings' })
        .click();
      await snap(page, 'cookie-dialog');
    }
  });
});
