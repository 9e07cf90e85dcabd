import type { APIRequestContext, Page } from '@playwright/test';
import { owner, shoot, shots } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { mailsTo, textOf, urlsIn } from '../support/mail-outbox.ts';
import { composeTwoVariants, editorOf, variant } from '../support/newsletter-compose.ts';
import { expect, test } from '../support/test.ts';

const readers = ['reader.one@example.com', 'reader.two@example.com', 'reader.three@example.com'];
const subjects = {
  a: 'The spring hang opens Friday',
  b: 'New works for the spring hang',
  later: 'Last week of the spring hang',
};

async function subscribe(request: APIRequestContext): Promise<void> {
  // Each reader signs up from an address of their own, as they would, under the per-client limit.
  for (const [i, email] of readers.entries()) {
    const res = await request.post('/api/newsletter/subscribe', {
      data: { email },
      headers: { 'X-Forwarded-For': `203.0.113.${40 + i}` },
    });
    expect([200, 201]).toContain(res.status());
    // Double opt-in: each reader confirms from the link mailed to them, as they would.
    const [mail] = await mailsTo(email, ['Confirm your subscription to Vernissage']);
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/.exec(mail ? textOf(mail) : '')?.[0] ?? '';
    expect(link, `the confirmation link mailed to ${email}`).not.toBe('');
    const { pathname, search } = new URL(link);
    expect((await request.post(`${pathname}${search}`)).status()).toBe(200);
  }
}

/** Subscribers other journeys on this server signed up (the store's forms, the consents journey). */
async function activeSubscribers(request: APIRequestContext): Promise<number> {
  const login = await request.post('/api/admin/login', {
    data: { email: owner.email, password: owner.password },
    headers: { 'X-Forwarded-For': '203.0.113.39' },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const res = await request.get('/api/admin/newsletter/subscribers', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return ((await res.json()) as { active: number }).active;
}

async function openNewsletter(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Newsletter', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Newsletter Management' })).toBeVisible();
}

test.describe('the newsletter', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.61' } });

  test('two variants are written with formatting, saved as a template and loaded again', async ({ page }) => {
    await openNewsletter(page);
    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    const compose = page.getByRole('region', { name: 'Compose' });
    await expect(compose.getByRole('alert')).toHaveText('Each variant must have a subject and message.');
    await expect(page.getByRole('button', { name: 'Remove Variant A' })).toHaveCount(0);

    await composeTwoVariants(page, subjects);
    await expect(compose.getByRole('alert')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'tab-newsletter-compose');

    await page.getByRole('button', { name: 'Templates' }).click();
    const templates = page.getByRole('dialog', { name: 'Templates' });
    await expect(templates.getByText('No templates saved yet.')).toBeVisible();
    await templates.getByRole('button', { name: 'Save Current as Template' }).click();
    await expect(templates.getByText('No templates saved yet.')).toBeVisible();
    await templates.getByLabel('Template name').fill('Spring hang');
    await templates.getByRole('button', { name: 'Save Current as Template' }).click();
    await expect(templates.getByRole('listitem').filter({ hasText: 'Spring hang' })).toContainText('Updated');
    await templates.getByLabel('Template name').fill('Scratch');
    await templates.getByRole('button', { name: 'Save Current as Template' }).click();
    await templates.getByRole('button', { name: 'Delete Scratch' }).click();
    await expect(templates.getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-newsletter-templates');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Templates' })).toBeFocused();

    await page.getByRole('button', { name: 'Remove Variant B' }).click();
    await variant(page, 'A').getByLabel('Subject').fill('A draft to throw away');
    await page.getByRole('button', { name: 'Templates' }).click();
    await templates.getByRole('button', { name: 'Load Spring hang' }).click();
    await expect(templates).toBeHidden();
    await expect(variant(page, 'A').getByLabel('Subject')).toHaveValue(subjects.a);
    await expect(variant(page, 'B').getByLabel('Subject')).toHaveValue(subjects.b);
    await expect(editorOf(page, 'A').locator('h1')).toHaveText('Spring hang');
    await expect(editorOf(page, 'A').locator('strong')).toHaveText('twelve new paintings');
    await expect(editorOf(page, 'A').getByRole('link', { name: 'See the works' })).toHaveAttribute(
      'href',
      'https://vernissage.test/gallery',
    );
    await expect(editorOf(page, 'B').locator('em')).toHaveText('Until May');
    await expect(editorOf(page, 'B').getByText('Private view Thursday')).toBeVisible();
    await expect(editorOf(page, 'B').locator('strong')).toHaveCount(0);
    await expect(editorOf(page, 'B').locator('ul li')).toHaveCount(2);
  });

  test('goes out to every subscriber, is tracked, and stops after a one-click unsubscribe', async ({
    page,
    request,
  }) => {
    const others = await activeSubscribers(request);
    await subscribe(request);
    await openNewsletter(page);
    await expect(page.getByRole('region', { name: 'Subscribers' })).toContainText(String(others + 3));
    await page.getByRole('button', { name: 'Templates' }).click();
    await page.getByRole('button', { name: 'Load Spring hang' }).click();

    // The first progress answer is held back, so the campaign is seen on its way.
    let held = false;
    await page.route('**/api/admin/newsletter/campaigns/*', async (route) => {
      if (!held) {
        held = true;
        await new Promise((r) => setTimeout(r, 4000));
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByText(new RegExp(`^Sending… \\d+ of ${others + 3}$`))).toBeVisible();
    await shoot(page, 'tab-newsletter-sending');
    await expect(
      page.getByRole('status').filter({ hasText: `Newsletter sent to ${others + 3} subscribers.` }),
    ).toBeVisible();
    await expect(variant(page, 'A').getByLabel('Subject')).toHaveValue('');
    await expect(variant(page, 'B')).toHaveCount(0);

    // Each reader got one of the two variants, and both went out.
    const delivered = await Promise.all(readers.map(async (r) => (await mailsTo(r, [subjects.a, subjects.b]))[0]));
    expect(new Set(delivered.map((m) => m?.headers.subject))).toEqual(new Set([subjects.a, subjects.b]));
    // A reader of variant A (the one with a link) opens the mail (its pixel loads) and follows the link.
    const at = delivered.findIndex((m) => m?.headers.subject === subjects.a);
    const [reader, mail] = [readers[at] ?? '', delivered[at]];
    const { links, images } = urlsIn(mail?.html ?? '');
    const pixel = images.find((src) => src.startsWith('/api/newsletter/o/')) ?? '';
    expect((await request.get(pixel)).headers()['content-type']).toBe('image/gif');
    const tracked = links.find((href) => href.startsWith('/api/newsletter/c/')) ?? '';
    const click = await request.get(tracked, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe('https://vernissage.test/gallery');
    const subject = subjects.a;

    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.getByRole('row').filter({ hasText: subject });
    await expect(row.getByRole('cell').nth(2)).toContainText('1 unique');
    await expect(row.getByRole('cell').nth(3)).toContainText('1 unique');
    await row.getByRole('button', { name: /^View Opens/ }).click();
    const opened = page.getByRole('dialog', { name: 'Users who opened' });
    await opened.getByRole('button', { name: reader }).click();
    const user = page.getByRole('dialog', { name: reader });
    await expect(user).toContainText('Opens (1)');
    await expect(user).toContainText('Clicks (1)');
    await expect(user).toContainText('https://vernissage.test/gallery');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-newsletter-user');
    await page.keyboard.press('Escape');
    await expect(opened.getByRole('button', { name: reader })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(row.getByRole('button', { name: /^View Opens/ })).toBeFocused();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe('subscribers.csv');

    // Another reader unsubscribes with one click from their mail client.
    const leaver = readers[(at + 1) % readers.length] ?? '';
    const theirs = delivered[(at + 1) % readers.length];
    const unsubscribe = /<([^>]+)>/.exec(theirs?.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    const { pathname, search } = new URL(unsubscribe);
    const gone = await request.post(`${pathname}${search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(gone.ok()).toBe(true);

    await variant(page, 'A').getByLabel('Subject').fill(subjects.later);
    await variant(page, 'A').getByLabel('Plain text message').fill('The spring hang closes on Sunday.');
    await page.getByRole('button', { name: 'Send Newsletter' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Newsletter sent to ${others + 2} subscribers.` }),
    ).toBeVisible();
    expect(await mailsTo(reader, [subjects.later])).toHaveLength(1);
    expect(await mailsTo(leaver, [subjects.later], 1)).toHaveLength(0);
    await expect(page.getByRole('region', { name: 'Subscribers' })).toContainText(String(others + 2));
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'tab-newsletter-sent');
    // The analytics sit below the form: scrolled to at each width.
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.getByRole('region', { name: 'Newsletter Analytics' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/tab-newsletter-analytics-${width}.png` });
    }
  });
});

/** Every script a page can load: its own, and every chunk they import, short of the route manifest. */
async function scriptsOf(request: APIRequestContext, path: string): Promise<Map<string, string>> {
  const html = await (await request.get(path)).text();
  const queue = [...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]);
  const seen = new Map<string, string>();
  while (queue.length > 0) {
    const next = queue.pop() ?? '';
    // The manifest names every route's module, the back office's too: it is a list, not an import.
    if (seen.has(next) || /\/manifest-[\w-]+\.js$/.test(next)) continue;
    const code = await (await request.get(next)).text();
    seen.set(next, code);
    for (const m of code.matchAll(/["'(/]([\w.-]+-[\w-]{8}\.js)["')]/g)) queue.push(`/assets/${m[1]}`);
  }
  return seen;
}

test('the storefront never loads the rich editor', async ({ request }) => {
  for (const path of ['/', '/gallery']) {
    const scripts = await scriptsOf(request, path);
    expect(scripts.size).toBeGreaterThan(1);
    for (const [name, code] of scripts) {
      expect(name).not.toContain('newsletter');
      expect(code.includes('ProseMirror'), `${path} loads ${name}`).toBe(false);
    }
  }
});
