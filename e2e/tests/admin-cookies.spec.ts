import type { APIRequestContext, Page } from '@playwright/test';
import type { CookieTotals } from '@vernissage/contract';
import { owner, shoot, shots } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { appReady, expect, test } from '../support/test.ts';

// Public addresses the server's offline database places in these countries (the e2e server trusts
// X-Forwarded-For); the 203.0.113.x documentation addresses belong to no country.
const visitors = [
  { ip: '41.90.64.1', country: 'Kenya', choice: { necessary: true, analytics: true, marketing: true } },
  { ip: '196.201.214.1', country: 'Kenya', choice: { necessary: true, analytics: true, marketing: false } },
  { ip: '81.2.69.142', country: 'United Kingdom', choice: { necessary: true, analytics: false, marketing: false } },
  { ip: '133.242.0.1', country: 'Japan', choice: { necessary: true, analytics: true, marketing: false } },
  { ip: '200.147.67.142', country: 'Brazil', choice: { necessary: true, analytics: false, marketing: true } },
];
const UNPLACED = 46;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', { data: owner });
  return ((await login.json()) as { access_token: string }).access_token;
}

async function totals(request: APIRequestContext, token: string): Promise<CookieTotals> {
  const res = await request.get('/api/admin/cookies/analytics', { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()) as CookieTotals;
}

/** A collector in Nairobi signs up for the newsletter, then accepts every cookie in the banner. */
async function collectorAcceptsAfterSubscribing(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await appReady(page);
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByRole('textbox', { name: 'Email address' }).press('Enter');
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/cookies/accept') && r.method() === 'POST'),
    page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept All' }).click(),
  ]);
  // With the browser's own random id: its next choice replaces this one on the server.
  expect(sent.postDataJSON()).toEqual({
    necessary: true,
    analytics: true,
    marketing: true,
    email,
    browserId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
  expect((await sent.response())?.ok()).toBe(true);
}

/** The owner signs in on a desktop screen and opens the Cookie Consents tab. */
async function openCookieConsents(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Cookie Consents', exact: true }).click();
}

test.describe('cookie consents in the back office', () => {
  // The owner signs in from an address of their own, away from the shared sign-in limit.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.31' } });

  test('the owner sees who accepted which cookies, from where and when, page by page', async ({
    page,
    browser,
    request,
  }) => {
    const token = await adminToken(request);
    const before = await totals(request, token);

    for (const visitor of visitors) {
      const res = await request.post('/api/cookies/accept', {
        data: visitor.choice,
        headers: { 'X-Forwarded-For': visitor.ip },
      });
      expect(res.ok()).toBe(true);
    }
    for (let i = 1; i <= UNPLACED; i++) {
      const choice = { necessary: true, analytics: false, marketing: false };
      await request.post('/api/cookies/accept', { data: choice, headers: { 'X-Forwarded-For': `203.0.113.${i}` } });
    }
    const email = `collector-${Date.now()}@example.com`;
    const nairobi = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '41.90.64.1' } });
    await collectorAcceptsAfterSubscribing(await nairobi.newPage(), email);
    await nairobi.close();
    const added = visitors.length + UNPLACED + 1;
    expect(await totals(request, token)).toEqual({
      total: before.total + added,
      analytics: before.analytics + 4,
      marketing: before.marketing + 3,
    });

    await openCookieConsents(page);
    await expect(page.getByRole('heading', { name: 'Cookie Consents Management' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Users Who Accepted Cookies' })).toBeVisible();

    const card = (term: string) => page.locator('dl > div').filter({ has: page.getByText(term, { exact: true }) });
    await expect(card('Total Consents')).toContainText(String(before.total + added));
    await expect(card('Analytics Consented')).toContainText(String(before.analytics + 4));
    await expect(card('Marketing Consented')).toContainText(String(before.marketing + 3));

    const byCountry = page.getByRole('list', { name: 'Consents by Country' });
    for (const [country, count] of [
      ['Kenya', 3],
      ['United Kingdom', 1],
      ['Japan', 1],
      ['Brazil', 1],
    ] as const)
      await expect(byCountry.getByRole('listitem').filter({ hasText: country })).toHaveText(`${country}: ${count}`);
    await expect(byCountry.getByRole('listitem').filter({ hasText: 'Unknown' })).toBeVisible();
    // One consent among at least 46 unknown ones still gets a tenth of the track.
    const japanBar = byCountry.getByRole('listitem').filter({ hasText: 'Japan' }).locator('[aria-hidden] > span');
    await expect(japanBar).toHaveAttribute('style', 'width: 10%;');
    const today = new Date().toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(page.getByRole('list', { name: 'Consents Over Time' }).getByRole('listitem').last()).toContainText(
      today,
    );

    const table = page.getByRole('table', { name: 'User Details' });
    const collector = table.getByRole('row').filter({ hasText: email });
    // The address the browser gave is marked: it never confirmed a subscription from its mailbox.
    const unverified = new RegExp(`^${email.replace(/[.+]/g, '\\$&')}\\s*unverified$`, 'i');
    await expect(collector.getByRole('cell')).toHaveText([unverified, 'Kenya', /UTC$/, 'Yes', 'Yes'], {
      useInnerText: true,
    });
    await expect(page.getByText(`Showing 1–50 of ${before.total + added}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'tab-cookies');
    await page.screenshot({ path: `${shots}/tab-cookies-full-1440.png`, fullPage: true });

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(new RegExp(`^Showing 51–\\d+ of ${before.total + added}$`))).toBeVisible();
    await expect(collector).toHaveCount(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(collector).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `${shots}/tab-cookies-full-390.png`, fullPage: true });
  });

  test('a failed load of the users says so, with the server text when there is one', async ({ page }) => {
    let reply: 'server' | 'bare' = 'server';
    await page.route('**/api/admin/cookies/users*', (route) =>
      route.fulfill(
        reply === 'server'
          ? { status: 503, json: { error: 'The database is busy. Please try again.' } }
          : { status: 500, body: '' },
      ),
    );
    await openCookieConsents(page);
    await expect(page.getByRole('alert')).toHaveText(/The database is busy\. Please try again\./);
    reply = 'bare';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Failed to fetch users\./);
  });
});
