import type { Page } from '@playwright/test';
import { adminToken, owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { outbox } from '../support/mail-outbox.ts';
import { buyableWorks, placeOrders } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

// This journey's admins sign in from an address of their own, away from the other journeys' limits.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.79' } });

const clerk = { email: 'clerk.roles@example.com', password: 'clerk-password-4711' };
const buyer = 'roles.buyer@example.com';

async function openTab(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('the owner invites a Staff member, who marks an order paid but may not touch bank details or admins', async ({
  page,
  browser,
  request,
}) => {
  const [work] = await buyableWorks(request);
  if (!work) throw new Error('no buyable work');
  const [order] = await placeOrders(request, [{ email: buyer, fulfillment: 'shipping', artwork: work }], 77);
  if (!order) throw new Error('no order');

  // The owner invites a colleague as Staff (the dialog's default role).
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, owner);
  await openTab(page, 'Users', 'Users Management');
  await page.getByRole('button', { name: 'Add Administrator' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Administrator' });
  await expect(dialog.getByLabel('Role')).toHaveValue('staff');
  await dialog.getByLabel('Email').fill(clerk.email);
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${clerk.email}.`)).toBeVisible();
  await expect(page.getByLabel(`Role of ${clerk.email}`)).toHaveValue('staff');
  await expect(page.getByLabel(`Role of ${owner.email}`)).toHaveValue('owner');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'tab-users-roles');

  // The colleague accepts the invitation from the e-mail, in a browser of their own.
  const invitation = () => {
    const mail = outbox().find((m) => m.headers.to?.includes(clerk.email));
    return /https?:\/\/[^\s"<]+\/admin\/invite\/[\w-]+/.exec(mail?.raw.replace(/=\r?\n/g, '') ?? '')?.[0] ?? '';
  };
  await expect.poll(invitation, { timeout: 20_000 }).toMatch(/\/admin\/invite\//);
  const link = invitation();
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.78' },
  });
  const staff = await context.newPage();
  await staff.setViewportSize({ width: 1440, height: 900 });
  await staff.goto(new URL(link).pathname);
  await staff.getByLabel('Password', { exact: true }).fill(clerk.password);
  await staff.getByLabel('Confirm password').fill(clerk.password);
  await staff.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(staff.getByRole('heading', { name: 'Artworks Management' })).toBeVisible();

  // Staff run the orders: marking one paid works.
  await staff.goto(`/admin/orders?email=${buyer}`);
  await staff
    .getByRole('table', { name: 'Orders' })
    .getByRole('button', { name: `View details of ${order.invoiceNumber}` })
    .click();
  const details = staff.getByRole('dialog', { name: 'Order Details' });
  await details.getByLabel('Payment Status').selectOption({ label: 'Completed' });
  await expect(staff.getByText('Payment status updated successfully')).toBeVisible();
  await expect(details.getByRole('region', { name: 'History' })).toContainText(clerk.email);
  await details.getByRole('button', { name: 'Close' }).first().click();

  // The bank details and the administrators stay an Owner's: a plain refusal, and no form.
  await openTab(staff, 'Payment Details', 'Payment Details Management');
  await expect(staff.getByRole('alert')).toContainText('Only an Owner can see and change the bank details.');
  await expect(staff.getByLabel('Bank name')).toHaveCount(0);
  await expectNoSeriousA11yViolations(staff);
  await shoot(staff, 'staff-payment-details-refused');
  await openTab(staff, 'Users', 'Users Management');
  await expect(staff.getByRole('alert')).toContainText('Only an Owner can manage administrators.');
  // What the gallery owes its artists is an Owner's too: no tab in the sidebar at all.
  await expect(staff.getByRole('button', { name: 'Artist Payouts', exact: true })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Add Administrator' })).toHaveCount(0);

  // The server says the same to a Staff token that skips the screens.
  const token = await adminToken(staff);
  const direct = await staff.request.put('/api/admin/payment-details', {
    headers: { Authorization: `Bearer ${token}` },
    data: { bankName: 'Elsewhere Bank' },
  });
  expect(direct.status()).toBe(403);
  expect(await direct.json()).toEqual({ error: 'Only an Owner can do this. Ask an Owner of the shop.' });
  const payouts = await staff.request.get('/api/admin/payouts', { headers: { Authorization: `Bearer ${token}` } });
  expect(payouts.status()).toBe(403);
  await context.close();
});
