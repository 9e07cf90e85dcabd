import { adminToken, owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { buyableWorks, placeOrders } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

// This journey signs in from an address of its own, away from the other journeys' limits.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.83' } });

test('the owner records a payout from the Artist Payouts tab and the balance goes to 0', async ({ page, request }) => {
  const work = (await buyableWorks(request)).at(-4);
  if (!work) throw new Error('no buyable work');
  const [order] = await placeOrders(
    request,
    [{ email: 'payouts.buyer@example.com', fulfillment: 'shipping', artwork: work }],
    83,
  );
  if (!order) throw new Error('no order');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, owner);
  const token = await adminToken(page);
  const paid = await request.put(`/api/admin/orders/${order.orderId}/payment-status`, {
    headers: { authorization: `Bearer ${token}` },
    data: { paymentStatus: 'completed' },
  });
  expect(paid.status()).toBe(200);

  await page.getByRole('button', { name: 'Artist Payouts', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Artist Payouts', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: "Each artist's figures for the period and the balance owed today" });
  const artist = table.getByRole('button', { name: work.artist.name, exact: true });
  await expect(artist).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'tab-artist-payouts');

  await artist.click();
  const dialog = page.getByRole('dialog', { name: work.artist.name });
  await expect(dialog.getByText(work.title, { exact: true }).first()).toBeVisible();
  await expect(dialog.getByText(order.invoiceNumber)).toBeVisible();
  const balance = dialog.getByRole('term').filter({ hasText: 'Balance owed' }).locator('xpath=following-sibling::dd');
  await expect(balance).not.toHaveText('$0.00');
  await dialog.getByRole('button', { name: 'Record Payout' }).click();
  const form = page.getByRole('dialog', { name: 'Record Payout' });
  // The amount starts at the balance owed.
  await expect(form.getByLabel('Amount (USD)')).not.toHaveValue('');
  await form.getByLabel('Reference (optional)').fill('Transfer E2E-83');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Record Payout' }).click();
  await expect(page.getByText('Payout recorded')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(balance).toHaveText('$0.00');
  await expect(dialog.getByText('Transfer E2E-83')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'artist-payouts-dialog');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  const row = table.getByRole('row').filter({ has: page.getByRole('button', { name: work.artist.name, exact: true }) });
  await expect(row.getByRole('cell').last()).toHaveText('$0.00');
});
