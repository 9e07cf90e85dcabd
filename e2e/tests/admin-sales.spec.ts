import type { SalesOverview } from '@vernissage/contract';
import { adminToken, owner, shoot, signInAs } from '../support/admin.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { buyableWorks, placeOrders } from '../support/orders.ts';
import { expect, test } from '../support/test.ts';

const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

test.describe('the Sales tab', () => {
  test('the owner reads revenue, orders, best sellers and editions for a range kept in the address', async ({
    page,
    request,
  }) => {
    const works = await buyableWorks(request);
    const [a, b] = works.slice(-2);
    if (!a || !b) throw new Error('needs two buyable works');
    await placeOrders(
      request,
      [
        { email: 'sales-one@example.com', fulfillment: 'shipping', artwork: a },
        { email: 'sales-two@example.com', fulfillment: 'storage', artwork: b },
      ],
      61,
    );
    await signInAs(page, owner);
    const token = await adminToken(page);
    const today = new Date().toISOString().slice(0, 10);
    const api = (await (
      await request.get(`/api/admin/sales-overview?from=${today}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as SalesOverview;
    expect(api.totals.orders).toBeGreaterThanOrEqual(2);

    await page
      .getByRole('link', { name: 'Sales' })
      .or(page.getByRole('button', { name: 'Sales' }))
      .first()
      .click();
    await expect(page).toHaveURL(/\/admin\/sales$/);
    await expect(page.getByRole('heading', { name: 'Sales Overview', level: 2 })).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill(today);
    await expect(page).toHaveURL(new RegExp(`/admin/sales\\?from=${today}$`));
    // Without a "to" the range ends today.
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
    const figures = page.getByRole('definition');
    await expect(figures.filter({ hasText: money(api.totals.outstanding) }).first()).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: 'Orders' })).toBeVisible();
    // The charts' numbers as tables for screen readers.
    const revenue = page.getByRole('table', { name: 'Revenue per month' });
    await expect(revenue.getByRole('row')).toHaveCount(2);
    await expect(revenue.getByRole('cell').first()).toHaveText(String(api.totals.orders));
    const status = page.getByRole('table', { name: 'Orders by status' });
    await expect(status.getByRole('row')).toHaveCount(7);
    const top = page.getByRole('table', { name: 'Best-selling works' });
    for (const work of api.topWorks) await expect(top.getByText(work.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Editions sold versus left' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The range survives a reload: it is in the address.
    await page.reload();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
    await page.getByRole('button', { name: 'Last 12 months' }).click();
    await expect(page).toHaveURL(/\/admin\/sales$/);
    await expect(page.getByRole('table', { name: 'Revenue per month' }).getByRole('row')).toHaveCount(13);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'sales-overview');
  });
});
