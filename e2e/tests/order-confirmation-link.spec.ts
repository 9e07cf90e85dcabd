import { owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { invoiceNumberOf } from '../support/e2e-database.ts';
import { mailsTo, urlsIn } from '../support/mail-outbox.ts';
import { buyableWorks } from '../support/orders.ts';
import { screenshotAtWidths } from '../support/screenshots.ts';
import { cartLine, dismissCookieBanner, seedStorage, storedJson } from '../support/storefront.ts';
import { expect, test } from '../support/test.ts';

// This collector checks out from an address of their own, so 127.0.0.1's hourly checkout limit is left alone.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.93' } });

test('a collector checks out, confirms the order from the invoice e-mail, and the admin extends and releases the hold', async ({
  page,
  request,
}) => {
  const email = `confirming-${Date.now()}@example.com`;
  const work = (await buyableWorks(request)).filter((a) => !a.limited).at(-8);
  if (!work) throw new Error('needs an available original');
  await dismissCookieBanner(page);
  await seedStorage(page, { cart: [cartLine({ artwork: work, formatIndex: 0, quantity: 1 })] });
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page
    .getByRole('dialog', { name: /Shopping Bag/ })
    .getByRole('button', { name: 'Checkout' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('radio', { name: /Keep it in storage/ }).check();
  await dialog.getByRole('button', { name: 'SEND INVOICE' }).click();
  await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
  await expect(page.getByText('An invoice has been sent to your email.')).toBeVisible();
  // The success step names the order; its invoice number is given by the invoice job just after.
  const orderId = (await storedJson<{ id: string }[]>(page, 'orders'))?.[0]?.id ?? '';
  await expect(page.getByText(`Order ${orderId.slice(-8)}`)).toBeVisible();
  const invoiceNumber = await invoiceNumberOf(orderId);

  const [mail] = await mailsTo(email, [`Vernissage: invoice ${invoiceNumber}`]);
  expect(mail, 'the invoice mail').toBeTruthy();
  expect(mail?.html).toContain('Please confirm this order by');
  const link = urlsIn(mail?.html ?? '').links.find((l) => l.startsWith('/orders/confirm/'));
  expect(link, 'the confirm link').toBeTruthy();

  // A mail scanner fetching the link confirms nothing: the page's own script does.
  const scanned = await request.get(link ?? '');
  expect(scanned.status()).toBe(200);
  const signIn = await request.post('/api/admin/login', { data: owner });
  const headers = { authorization: `Bearer ${(await signIn.json()).access_token}` };
  const listed = await request.get(`/api/admin/orders?email=${encodeURIComponent(email)}`, { headers });
  expect((await listed.json()).orders[0]?.hold?.state).toBe('unconfirmed');
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`The works of invoice ${invoiceNumber} are reserved for you until`)),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAtWidths(page, 'order-confirmed', link ?? '');
  await expect(page.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.94' });
  await signInAs(page, owner);
  await page.goto(`/admin/orders?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: `View details of ${invoiceNumber}` }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  const hold = details.getByRole('region', { name: 'Hold on the works' });
  await expect(hold).toContainText('Reserved until');
  await expect(details.getByRole('region', { name: 'History' })).toContainText('Confirmed by the buyer');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'order-hold');

  // The gallery keeps the works longer for this collector: a later day, recorded in the history.
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await hold.getByLabel('Reserve until').fill(day);
  await hold.getByRole('button', { name: 'Extend Hold' }).click();
  await expect(details.getByRole('region', { name: 'History' })).toContainText('Hold extended: reserved until');
  await expect(hold).toContainText('Reserved until');
  await expectNoSeriousA11yViolations(page);

  await hold.getByRole('button', { name: 'Release Hold' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Release Hold' }).click();
  await expect(hold).toContainText('Released: the works are back on sale.');
  await expect(details.getByRole('region', { name: 'History' })).toContainText('Hold released by the gallery');
  const shown = await (await request.get(`/api/artworks?ids=${work.id}`)).json();
  expect(shown[0]?.availability).toBe('available');
});
