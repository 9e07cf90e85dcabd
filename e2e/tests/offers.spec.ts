import type { Browser, Page } from '@playwright/test';
import { type Artwork, OFFER_TEXT } from '@vernissage/contract';
import { adminToken, owner, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { outbox } from '../support/mail-outbox.ts';
import { buyableWorks } from '../support/orders.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { dismissCookieBanner, priceOf } from '../support/storefront.ts';
import { appReady, expect, test } from '../support/test.ts';

// The owner and the collector each come from an address of their own, so the offer, sign-in and
// checkout limits of 127.0.0.1 and of the other journeys are left alone.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.70' } });
test.describe.configure({ mode: 'serial' });

const COLLECTOR = { name: 'Ada Okafor', email: `ada-${Date.now()}@example.com` };

/** A browser page of the collector's own: another client address, no admin session. */
async function collectorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.71' } });
  const page = await context.newPage();
  await dismissCookieBanner(page);
  // Outside the journey's own context: wait for the app after each navigation as the fixture does.
  const goto = page.goto.bind(page);
  page.goto = (async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  }) as Page['goto'];
  return page;
}

/** The token of the last offer link mailed to `to` (plain-text mails, soft line breaks undone). */
async function offerLinkTo(to: string, subjectPart: string): Promise<string> {
  for (let i = 0; i < 75; i++) {
    const mail = outbox()
      .reverse()
      .find((m) => m.headers.to?.includes(to) && m.headers.subject?.includes(subjectPart));
    const token = mail && /\/offers\/([A-Za-z0-9_-]{20,})/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
    if (token) return `/offers/${token}`;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no offer link mailed to ${to}`);
}

/** An original (one unit) with one format, for sale: what a collector negotiates for. */
async function anOriginal(page: Page): Promise<Artwork> {
  const work = (await buyableWorks(page.request)).find(
    (a) => !a.limited && a.formats.filter((f) => f.available).length === 1,
  );
  if (!work) throw new Error('needs an available original with one format');
  return work;
}

test.describe('offers', () => {
  test('a collector offers, the owner counters, the collector accepts and buys by invoice at that price', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const work = await anOriginal(page);
    const price = priceOf(work.formats.find((f) => f.available) ?? work);
    const offered = Math.round(price * 0.6);
    const countered = Math.round(price * 0.8);

    // The owner lets collectors make offers on the work.
    await signInAs(page, owner);
    await page.getByLabel('Search artworks by title or artist').fill(work.title);
    await page
      .getByRole('button', { name: `Edit ${work.title}` })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Artwork' });
    await edit.getByLabel('Accepts offers').check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();

    // The collector makes an offer from the work's page.
    const collector = await collectorPage(browser);
    await collector.setViewportSize({ width: 1440, height: 900 });
    await collector.goto(`/artworks/${work.id}`);
    await collector.getByRole('button', { name: 'Make an Offer' }).click();
    const dialog = collector.getByRole('dialog', { name: 'Make an Offer' });
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(dialog.getByText(OFFER_TEXT.amount)).toBeVisible();
    await dialog.getByLabel('Your offer (USD)').fill(String(price + 1));
    await dialog.getByLabel('Name').fill(COLLECTOR.name);
    await dialog.getByLabel('Email').fill(COLLECTOR.email);
    await dialog.getByLabel('Note (optional)').fill('I saw it at the fair. <script>alert(1)</script>');
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(OFFER_TEXT.aboveListed);
    await dialog.getByLabel('Your offer (USD)').fill(String(offered));
    await expectNoSeriousA11yViolations(collector);
    await collector.waitForTimeout(300); // the dialog's fade
    await collector.screenshot({ path: '../docs/screenshots/offer-dialog-1440.png' });
    await dialog.getByRole('button', { name: 'Send Offer' }).click();
    await expect(dialog.getByRole('status')).toHaveText(OFFER_TEXT.sent);

    // The owner sees it first in the Offers tab, the note as text, and counters.
    await page.goto('/admin/offers');
    const card = page.getByRole('article', { name: new RegExp(work.title) }).first();
    await expect(card).toContainText(COLLECTOR.email);
    await expect(card).toContainText('<script>alert(1)</script>');
    await expect(card).toContainText('Waiting for you');
    await screenshotAtWidths(page, 'offer-list', '/admin/offers');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page
      .getByRole('button', { name: `Counter the offer from ${COLLECTOR.name}` })
      .first()
      .click();
    const counter = page.getByRole('dialog', { name: 'Counter' });
    await counter.getByLabel('Your price (USD)').fill(String(countered));
    await counter.getByRole('button', { name: 'Send Counteroffer' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Counteroffer sent')).toBeVisible();

    // The collector opens the link from the counter's e-mail and accepts it.
    const link = await offerLinkTo(COLLECTOR.email, 'a counteroffer on');
    await collector.goto(link);
    await expect(collector.getByRole('heading', { name: 'The gallery has made you a counteroffer' })).toBeVisible();
    await screenshotAtWidths(collector, 'offer-countered', link);
    await collector.setViewportSize({ width: 1440, height: 900 });
    await collector.getByRole('button', { name: /^Accept Counteroffer/ }).click();
    await expect(collector.getByRole('heading', { name: 'The work is held for you' })).toBeVisible();
    await expectNoSeriousA11yViolations(collector);
    await screenshotAtWidths(collector, 'offer-accepted', link);
    await collector.setViewportSize({ width: 1440, height: 900 });

    // Nobody else can buy it meanwhile.
    const elsewhere = await page.request.get(`/api/artworks/${work.id}`);
    expect(((await elsewhere.json()) as Artwork).availability).toBe('reserved');

    // Bought by invoice at the counter's price.
    // The card form beside it asks a country and state too: the invoice form's own fields.
    const invoice = collector.getByRole('form', { name: 'Pay by bank transfer' });
    await invoice.getByText('Ship it to me').click();
    await invoice.getByLabel('Full name').fill(COLLECTOR.name);
    await invoice.getByLabel('Phone number').fill('+234 803 123 4567');
    await invoice.getByLabel('Street address').fill('12 Marina Road');
    await invoice.getByLabel('City').fill('Lagos');
    await invoice.getByLabel('State/Province').fill('Lagos State');
    await invoice.getByLabel('Postal code').fill('101001');
    await invoice.getByLabel('Country').selectOption('NG');
    await invoice.getByRole('button', { name: 'Request Invoice' }).click();
    await expect(collector.getByRole('heading', { name: 'Thank you' })).toBeVisible();

    const token = await adminToken(page);
    const orders = await page.request.get(`/api/admin/orders?email=${encodeURIComponent(COLLECTOR.email)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const list = (await orders.json()) as { orders: { total: number; items: { artwork: { _id: string | null } }[] }[] };
    expect(list.orders.map((o) => [o.total, o.items[0]?.artwork._id])).toEqual([[countered, work.id]]);
    await collector.context().close();
  });

  test('the owner holds a work for a collector: the storefront shows it reserved until Release now', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const work = await anOriginal(page);
    await signInAs(page, owner);
    await page.getByLabel('Search artworks by title or artist').fill(work.title);
    await page
      .getByRole('button', { name: `Hold ${work.title} for a collector` })
      .first()
      .click();
    const hold = page.getByRole('dialog', { name: 'Hold for a collector' });
    await hold.getByLabel('Collector (name or e-mail)').fill('Mrs Diallo');
    await hold.getByLabel('Note (optional)').fill('Flying in on Friday');
    await hold.getByRole('button', { name: 'Hold', exact: true }).click();
    await expect(hold).toBeHidden();

    await page.goto(`/artworks/${work.id}`);
    await expect(page.getByText('Reserved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    await page.goto('/admin/holds');
    const row = page.getByRole('row', { name: new RegExp(work.title) });
    await expect(row).toContainText('Mrs Diallo');
    await expect(row).toContainText('Flying in on Friday');
    await screenshotAtWidths(page, 'holds-list', '/admin/holds');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: `Release ${work.title} now` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Release now' }).click();
    await expect(row).toContainText('Released');

    await page.goto(`/artworks/${work.id}`);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });
});
