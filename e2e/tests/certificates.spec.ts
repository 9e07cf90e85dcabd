import type { Page } from '@playwright/test';
import { CERTIFICATE_TEXT, certificateMailSubject } from '@vernissage/contract';
import { owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInGrewOld } from '../support/e2e-database.ts';
import { attachmentOf, mailsTo, outbox, urlsIn } from '../support/mail-outbox.ts';
import { buyableWorks, type Placed, placeOrders } from '../support/orders.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { dismissCookieBanner, snap } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

// The gallery's owner and the collector work from addresses of their own, so the sign-in, checkout
// and certificate look-up limits of 127.0.0.1 and of the other journeys are left alone.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.66' } });
test.describe.configure({ mode: 'serial' });

const REASON = 'The edition number was given twice; a corrected certificate follows.';
let order: Placed | undefined;
let certificatePath = '';

const placed = (): Placed => {
  if (!order) throw new Error('the order of the first journey is missing');
  return order;
};

/** The look-up code mailed to an address (the server's .eml outbox). */
async function lookupCode(to: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const mail = outbox()
      .reverse()
      .find((m) => m.headers.to?.includes(to) && /your code is \d{6}/.test(m.raw));
    const code = mail && /your code is (\d{6})/.exec(mail.raw)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${to}`);
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function openOrder(page: Page, invoiceNumber: string) {
  await page.goto(`/admin/orders?email=${encodeURIComponent(placed().email)}`);
  await page
    .getByRole('table', { name: 'Orders' })
    .getByRole('button', { name: `View details of ${invoiceNumber}` })
    .click();
  return page.getByRole('dialog', { name: 'Order Details' });
}

test.describe('certificates of authenticity', () => {
  test('a completed payment mails the buyer a certificate whose page says it is valid', async ({ page, request }) => {
    // An edition: its prints have units to spare for the other journeys.
    const work = (await buyableWorks(request)).filter((a) => a.limited).at(-1);
    if (!work) throw new Error('needs an available edition');
    [order] = await placeOrders(
      request,
      [{ artwork: work, email: `certified-${Date.now()}@example.com`, fulfillment: 'shipping' }],
      66,
    );
    const { email, invoiceNumber } = placed();

    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, owner);
    const dialog = await openOrder(page, invoiceNumber);
    const certificates = dialog.getByRole('region', { name: 'Certificates' });
    await expect(certificates).toContainText('issued, one per work sold, once the payment is completed');
    await dialog.getByLabel('Payment Status').selectOption({ label: 'Completed' });
    await expect(toast(page, 'Payment status updated successfully')).toBeVisible();

    const [mail] = await mailsTo(email, [certificateMailSubject(work.title)]);
    if (!mail) throw new Error('no certificate mail');
    expect(attachmentOf(mail, 'application/pdf').subarray(0, 5).toString()).toBe('%PDF-');
    const link = urlsIn(mail.html).links.find((l) => l.startsWith('/certificates/'));
    if (!link) throw new Error('no link to the certificate page in the mail');
    certificatePath = link;

    await dismissCookieBanner(page);
    const response = await page.goto(certificatePath);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${CERTIFICATE_TEXT.heading}: `));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: CERTIFICATE_TEXT.heading })).toBeVisible();
    await expect(main.getByText(CERTIFICATE_TEXT.valid)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: work.title })).toBeVisible();
    await expect(main).toContainText(work.artist.name);
    await expect(main).toContainText(/Edition \d+\/\d+/);
    await expect(main).toContainText(certificatePath.split('/').at(-1) ?? '');
    // Nothing about the buyer or the price: not in what it shows, nor anywhere in the HTML it was sent.
    await expect(main).not.toContainText(email);
    await expect(main).not.toContainText('$');
    const html = (await response?.text()) ?? '';
    for (const secret of [email, 'Wanjiru Kamau', 'Riverside Drive', '+254 712 345 678', invoiceNumber]) {
      expect(html, secret).not.toContain(secret);
    }
    for (const format of work.formats) expect(html).not.toContain(`"price":${format.price}`);
    await expectNoSeriousA11yViolations(page);

    // Printed, it is one page without the shop's header and footer.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await page.emulateMedia({ media: null }); // page.pdf() prints with print styles unless screen is forced
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);

    await screenshotAtWidths(page, 'certificate-valid', certificatePath);
  });

  test("the buyer downloads the certificate's PDF from their verified order list", async ({ page }) => {
    const { email } = placed();
    await dismissCookieBanner(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/order-history');
    const lookup = page.getByRole('form', { name: 'Find your orders' });
    await lookup.getByLabel('Email').fill(email);
    await lookup.getByRole('button', { name: 'Send me a code' }).click();
    const codeForm = page.getByRole('form', { name: 'Enter your code' });
    await expect(codeForm.getByRole('status')).toBeVisible();
    await codeForm.getByLabel('6-digit code').fill(await lookupCode(email));
    await codeForm.getByRole('button', { name: 'View my orders' }).click();
    const orders = page.getByRole('list', { name: 'Your orders' });
    await orders.getByRole('button', { name: /INV-\d{4}-\d{6}/ }).click();
    const pdf = orders.getByRole('button', { name: /^Certificate of authenticity, No\. \d+ \(PDF\)$/ });
    await expect(pdf).toBeVisible();
    await expect(orders.getByRole('link', { name: /View online/ })).toHaveAttribute('href', certificatePath);
    const download = page.waitForEvent('download');
    await pdf.click();
    expect((await download).suggestedFilename()).toBe(`certificate-${certificatePath.split('/').at(-1)}.pdf`);
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'certificate-orders-list');
  });

  test('the admin revokes it in the order details, and its page then says so with the reason', async ({ page }) => {
    const { invoiceNumber } = placed();
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, owner);
    const dialog = await openOrder(page, invoiceNumber);
    const certificates = dialog.getByRole('region', { name: 'Certificates' });
    const code = certificatePath.split('/').at(-1) ?? '';
    await expect(certificates).toContainText(code);
    await expect(certificates.getByText('Valid', { exact: true })).toBeVisible();
    await expect(certificates.getByRole('link', { name: /Open Page/ })).toHaveAttribute('href', /\/certificates\//);
    await expect(certificates.getByRole('link', { name: /Open Page/ })).toHaveAttribute('target', '_blank');
    await certificates.scrollIntoViewIfNeeded();
    await shoot(page, 'order-certificates');

    // Revoking needs a recent sign-in: this one is an hour old.
    signInGrewOld(owner.email);
    const revokeButton = certificates.getByRole('button', { name: `Revoke certificate ${code}` });
    await revokeButton.click();
    const revoke = page.getByRole('dialog', { name: 'Revoke Certificate' });
    await expect(revoke.getByLabel('Reason')).toBeFocused();
    await revoke.getByRole('button', { name: 'Revoke Certificate' }).click();
    await expect(revoke.getByText(CERTIFICATE_TEXT.reasonRequired)).toBeVisible();
    await expect(revoke.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await revoke.getByLabel('Reason').fill(REASON);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'certificate-revoke-dialog');
    await revoke.getByRole('button', { name: 'Revoke Certificate' }).click();

    const reauth = page.getByRole('dialog', { name: 'Confirm It’s You' });
    await expect(reauth.getByLabel('Password')).toBeFocused();
    await reauth.getByLabel('Password').fill(owner.password);
    await reauth.getByRole('button', { name: 'Confirm and Save' }).click();
    await expect(toast(page, 'Certificate revoked')).toBeVisible();
    await expect(revoke).toBeHidden();
    await expect(certificates.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(certificates).toContainText(REASON);
    await expect(certificates.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
    await expect(dialog.getByRole('region', { name: 'History' })).toContainText(CERTIFICATE_TEXT.heading);

    await dismissCookieBanner(page);
    await page.goto(certificatePath);
    const main = page.getByRole('main');
    await expect(main.getByText(/^This certificate was revoked on \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
    await expect(main).toContainText(REASON);
    await expect(main).not.toContainText(CERTIFICATE_TEXT.valid);
    await expectNoSeriousA11yViolations(page);
    await screenshotAtWidths(page, 'certificate-revoked', certificatePath);
  });

  test("an unknown code is a 404 that says 'Certificate not found'", async ({ page }) => {
    await dismissCookieBanner(page);
    const response = await page.goto('/certificates/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: CERTIFICATE_TEXT.notFound })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolations(page);
  });
});
