import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Artwork } from '@vernissage/contract';
import { owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { daysAgo, storageStartedOn } from '../support/e2e-database.ts';
import { file, png } from '../support/images.ts';
import { buyableWorks, type Placed, placeOrders } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

// The gallery's owner works from an address of their own, so these sign-ins leave 127.0.0.1's limit alone.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.61' } });
test.describe.configure({ mode: 'serial' });

let orders: Placed[] = [];
const storageEmail = 'keeper.03@example.com';

async function signIn(page: Page, path = '/admin/orders'): Promise<void> {
  await signInAs(page, owner);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Orders Management' })).toBeVisible();
}

async function findInShop(request: APIRequestContext, title: string): Promise<Artwork | undefined> {
  const found = (await (await request.get(`/api/artworks?search=${encodeURIComponent(title)}`)).json()) as Artwork[];
  return found.find((a) => a.title === title);
}

const table = (page: Page) => page.getByRole('table', { name: 'Orders' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

test.describe('the Orders tab', () => {
  test('23 orders from the store: paged by 20, filtered, searched, kept in the address and exported', async ({
    page,
    request,
  }) => {
    const available = await buyableWorks(request);
    // Prints first: an edition has units to spare, while the originals are left to the checkout
    // journeys, which need one each (and buy from the end of the catalog).
    const works = [...available.filter((a) => a.limited), ...available.filter((a) => !a.limited)];
    const plans = works.slice(0, 23).map((artwork, i) => ({
      artwork,
      email:
        i % 3 === 0
          ? `keeper.${String(i).padStart(2, '0')}@example.com`
          : `collector.${String(i).padStart(2, '0')}@example.com`,
      fulfillment: i % 3 === 0 ? ('storage' as const) : ('shipping' as const),
    }));
    orders = await placeOrders(request, plans);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);

    await expect(page.getByText('Manage customer orders and fulfillment')).toBeVisible();
    await expect(page.getByText('Showing 1 to 20 of 23 results')).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const newest = orders.at(-1);
    if (!newest) throw new Error('no orders');
    await expect(rowOf(page, newest.invoiceNumber)).toContainText(newest.email);
    await expect(rowOf(page, newest.invoiceNumber)).toContainText('1 item');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'orders-list');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Showing 21 to 23 of 23 results')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(page).toHaveURL(/[?&]page=2/);
    await page.reload();
    await expect(page.getByText('Showing 21 to 23 of 23 results')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // A filter goes back to page 1; eight of the 23 are kept in storage, one page, no pagination.
    await page.getByLabel('Customer Type').selectOption({ label: 'Storage Customers' });
    await expect(page).toHaveURL(/fulfillmentType=storage/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(table(page).getByRole('row')).toHaveCount(9);
    await expect(page.getByText(/Showing \d+ to/)).toBeHidden();
    for (const row of await table(page).getByRole('row').all()) {
      if ((await row.getByRole('columnheader').count()) === 0) await expect(row).toContainText('Storage');
    }

    // CSV of what the filters show, fetched with the admin's token.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const csv = readFileSync((await file.path()) ?? '', 'utf8');
    expect(csv.trim().split('\n')).toHaveLength(9);
    expect(csv).toContain(storageEmail);
    expect(csv).not.toContain('collector.01@example.com');

    // The search waits for a pause in the typing and lands in the address.
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/orders?')) searches.push(r.url());
    });
    await page.getByLabel('Search Email').pressSequentially('keeper.03', { delay: 40 });
    await expect(table(page).getByRole('row')).toHaveCount(2);
    expect(searches.filter((u) => u.includes('email=')).length).toBe(1);
    await expect(page).toHaveURL(/email=keeper\.03/);
    await page.reload();
    await expect(page.getByLabel('Search Email')).toHaveValue('keeper.03');
    await expect(page.getByLabel('Customer Type')).toHaveValue('storage');
    await expect(table(page).getByRole('row')).toHaveCount(2);

    await page.getByLabel('Payment Status').selectOption({ label: 'Completed' });
    await expect(page.getByText('No orders found.')).toBeVisible();
  });

  test('on a phone the orders are cards, and the pages still turn', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
    await expect(cards).toHaveCount(20);
    await expect(cards.first().getByRole('button', { name: /View details of/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(cards).toHaveCount(3);
  });

  test("a failed load says so in place of the list, in the server's words when it has some", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.route('**/api/admin/orders?**', (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('alert')).toHaveText('Error: Failed to fetch orders');
    await page.unroute('**/api/admin/orders?**');
    await page.route('**/api/admin/orders?**', (route) =>
      route.fulfill({ status: 503, json: { error: 'The database is busy' } }),
    );
    await page.getByLabel('Order Status').selectOption({ label: 'Shipped' });
    await expect(page.getByRole('alert')).toHaveText('Error: The database is busy');
  });

  test('details: payment completed, storage billing, a month paid, the PDF sent and downloaded', async ({ page }) => {
    const order = orders.find((o) => o.email === storageEmail);
    if (!order) throw new Error('no storage order');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, `/admin/orders?email=${storageEmail}`);
    await rowOf(page, order.invoiceNumber)
      .getByRole('button', { name: `View details of ${order.invoiceNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog.getByText(order.orderId)).toBeVisible();
    await expect(dialog.getByText('Secure Storage in Kenya')).toBeVisible();
    await expect(dialog.getByText('Climate-controlled facility with 24/7 security monitoring')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Order Items' })).toContainText(order.artwork.title);
    await expect(dialog.getByRole('region', { name: 'Order Items' })).toContainText(order.artwork.artist.name);
    await expect(dialog.getByRole('region', { name: 'Order Items' })).toContainText(
      order.artwork.limited ? /Editions? [\d, ]+\/\d+/ : 'Unique work',
    );
    await expect(dialog.getByText('No storage billing information available.')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'History' })).toContainText('Order placed');

    await dialog.getByLabel('Payment Status').selectOption({ label: 'Completed' });
    await expect(page.getByText('Payment status updated successfully')).toBeVisible();
    const history = dialog.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Payment status: Pending → Completed');
    await expect(history).toContainText(owner.email);
    const billing = dialog.getByRole('region', { name: 'Storage Billing' });
    await expect(billing).toContainText('Period 1');
    await expect(billing).toContainText('Paid');
    await expect(billing).toContainText('Total Storage Fees Owed$0');

    await dialog.getByRole('button', { name: 'Send PDF to Customer' }).click();
    await expect(page.getByText('PDF sent successfully to customer')).toBeVisible();
    const pdf = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF', exact: true }).click();
    expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, order.invoiceNumber)).toContainText('Completed');

    // Two months and a few days go by: the first month was free, the next two are owed.
    storageStartedOn(order.orderId, daysAgo(2, 3));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(rowOf(page, order.invoiceNumber)).toContainText('Storage: $3,000');
    await rowOf(page, order.invoiceNumber)
      .getByRole('button', { name: /View details/ })
      .click();
    await expect(billing).toContainText('Period 3');
    await expect(dialog.getByRole('region', { name: 'Financial Summary' })).toContainText('Storage Fees Owed$3,000');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'order-details-storage');
    await billing.getByRole('button', { name: 'Mark Period 2 paid' }).click();
    await expect(billing.getByRole('button', { name: 'Mark Period 2 paid' })).toBeHidden();
    await expect(billing).toContainText('Total Storage Fees Owed$1,500');
    await expect(billing.getByRole('button', { name: 'Mark Period 3 paid' })).toBeVisible();
  });

  test('a shipping order moves on: processing, shipped with its tracking, delivered; each step in the history', async ({
    page,
  }) => {
    const order = orders.find((o) => o.email === 'collector.01@example.com');
    if (!order) throw new Error('no shipping order');
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, '/admin/orders?email=collector.01');
    await rowOf(page, order.invoiceNumber)
      .getByRole('button', { name: /View details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await expect(dialog.getByText('Wanjiru Kamau')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Customer Information' })).toContainText('Kenya');
    await expect(dialog.getByRole('region', { name: 'Storage Billing' })).toHaveCount(0);

    const moveTo = async (status: string) => {
      await dialog.getByLabel('Order Status').selectOption({ label: status });
      if (status === 'Shipped') {
        await dialog.getByLabel('Carrier (optional)').fill('DHL Express');
        await dialog.getByLabel('Tracking number (optional)').fill('JD014600006281');
      }
      await dialog.getByRole('button', { name: 'Update Status' }).click();
      await expect(dialog.getByText(`Now ${status}.`).or(dialog.getByText(/no longer changes/))).toBeVisible();
      // The form resets (and focuses the selector) only once the orders have reloaded: on a busy
      // machine a choice made before that would be wiped out.
      if (status !== 'Delivered') await expect(dialog.getByLabel('Order Status')).toBeFocused();
    };
    await moveTo('Processing');
    await moveTo('Shipped');
    const history = dialog.getByRole('region', { name: 'History' });
    await expect(history).toContainText('Order status: Processing → Shipped');
    await expect(history).toContainText('DHL Express · JD014600006281');
    await expect(dialog.getByRole('region', { name: 'Order Information' })).toContainText('JD014600006281');
    await moveTo('Delivered');
    await expect(history).toContainText('Order status: Pending → Processing');
    await expect(history).toContainText('Order status: Shipped → Delivered');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'order-details-shipping');
  });

  test('cancelling an unpaid order puts its original back on sale in the store', async ({ page, request }) => {
    const taken = new Set(orders.map((o) => o.artwork.id));
    const original = (await buyableWorks(request)).find((a) => !a.limited && !taken.has(a.id));
    if (!original) throw new Error('no original left');
    const [order] = await placeOrders(
      request,
      [{ artwork: original, email: 'second.thoughts@example.com', fulfillment: 'shipping' }],
      41,
    );
    if (!order) throw new Error('no order');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/artworks/${original.id}`);
    const availability = page.getByRole('term').filter({ hasText: 'Availability' }).locator('+ dd');
    await expect(availability).toHaveText('Reserved');
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();

    await signIn(page, '/admin/orders?email=second.thoughts');
    await rowOf(page, order.invoiceNumber)
      .getByRole('button', { name: /View details/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await dialog.getByLabel('Order Status').selectOption({ label: 'Cancelled' });
    await dialog.getByRole('button', { name: 'Update Status' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(confirm).toContainText('its works go back on sale in the store');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'order-cancel-confirm');
    await confirm.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'History' })).toContainText('Order status: Pending → Cancelled');
    await expect(dialog.getByText(/no longer changes/)).toBeVisible();

    await page.goto(`/artworks/${original.id}`);
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    await expect(availability).toHaveText('Available');
  });

  test('a limited edition withholds numbers from the shop and lists its sold, held, withheld and free ones', async ({
    page,
    request,
  }) => {
    const title = `Tide Tables ${Date.now()}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Add Artwork' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Artwork' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Artist').selectOption({ index: 1 });
    await dialog.getByLabel('Price (USD)', { exact: true }).fill('350');
    await dialog.getByLabel('Medium').fill('Screenprint');
    await dialog.getByLabel('Format 1 name').fill('Screenprint 50 × 70 cm');
    await dialog.getByLabel('Format 1 price in USD').fill('350');
    await dialog.locator('input[type=file]').setInputFiles(file('tide.png', png([40, 70, 110], [220, 210, 190])));
    await expect(dialog.getByRole('img', { name: 'View 1 of the artwork' })).toBeVisible();
    await dialog.getByLabel('Limited edition').check();
    await dialog.getByLabel('Edition size').fill('10');
    await dialog.getByLabel('Withheld numbers').fill('9, 10, 9');
    await dialog.getByRole('button', { name: 'Add Artwork' }).click();
    await expect(dialog.getByText('Edition number 9 is listed twice.')).toBeVisible();
    await dialog.getByLabel('Withheld numbers').fill('9, 10');
    await dialog.getByRole('button', { name: 'Add Artwork' }).click();
    await expect(dialog).toBeHidden();

    // Withheld numbers count as taken: 8 left in the shop; a buyer gets the lowest free number.
    // (Last in this file: the journeys above count every order the shop has.)
    const work = await findInShop(request, title);
    expect(work?.limitedCount).toBe(8);
    const bought = await request.post('/api/send-invoice', {
      headers: { 'X-Forwarded-For': '198.18.64.10' },
      data: {
        email: 'edition.buyer@example.com',
        fulfillmentType: 'storage',
        cart: [{ artwork: { id: work?.id }, format: { id: work?.formats[0]?.id }, quantity: 1 }],
      },
    });
    expect(bought.status(), await bought.text()).toBe(200);

    await page.reload();
    await page.getByLabel('Search artworks by title or artist').fill(title);
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Artwork' });
    await expect(edit.getByLabel('Withheld numbers')).toHaveValue('9, 10');
    const numbers = edit.getByRole('region', { name: 'Numbers of 10' });
    await expect(numbers).toContainText('Sold (0)none');
    await expect(numbers).toContainText('Held (1)1');
    await expect(numbers).toContainText('Withheld (2)9-10');
    await expect(numbers).toContainText('Free (7)2-8');
    await numbers.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'modal-artwork-edition');

    await edit.getByLabel('Withheld numbers').fill('1, 10');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Edition number 1 is held by an unpaid order.')).toBeVisible();
    await edit.getByLabel('Withheld numbers').fill('8, 9, 10');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    expect((await findInShop(request, title))?.limitedCount).toBe(6);
  });
});
