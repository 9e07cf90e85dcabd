import {
  CAMPAIGN_STATUSES,
  CARD_PAYMENT_STATUSES,
  HOLD_STATUSES,
  JOB_STATUSES,
  STORAGE_PERIOD_STATUSES,
} from '@vernissage/contract';
import { type Kysely, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import type { DbHandle } from '../connection.ts';
import { migrateToLatest, provider } from '../migrate.ts';
import { MORE_STATUS_CHECKS } from './028-more-status-checks.ts';

// Untyped on purpose: these tests write what the types would refuse, to see the database refuse it.
type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (h: DbHandle) => h.db as unknown as Loose;
const AT = '2026-05-04T10:00:00.000Z';

/** One row of each table, with the given value in its status column. */
async function seed(h: DbHandle, value: (column: string) => string | null) {
  const db = loose(h);
  await db
    .insertInto('orders')
    .values({
      id: 'o1',
      email: 'ann@example.com',
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'invoice',
      fulfillment_type: 'storage',
      subtotal_cents: 100,
      total_cents: 100,
      hold_status: value('orders.hold_status'),
      created_at: AT,
      updated_at: AT,
    })
    .execute();
  const payment = { provider: 'sandbox', provider_ref: 'pi_1', amount_cents: 1, created_at: AT, updated_at: AT };
  await db
    .insertInto('payments')
    .values({ id: 'p1', ...payment, status: value('payments.status') })
    .execute();
  const period = { order_id: 'o1', period_start: '2026-05-04', period_end: '2026-06-03', amount_cents: 1 };
  await db
    .insertInto('storage_billing_periods')
    .values({ ...period, status: value('storage_billing_periods.status') })
    .execute();
  await db
    .insertInto('newsletter_campaigns')
    .values({ id: 'c1', created_at: AT, status: value('newsletter_campaigns.status') })
    .execute();
  await db
    .insertInto('jobs')
    .values({
      id: 'j1',
      kind: 'k',
      payload: '{}',
      run_at: AT,
      created_at: AT,
      updated_at: AT,
      status: value('jobs.status'),
    })
    .execute();
}

// Below 028 by name: a later migration must not make this step down the wrong one.
const down = async (h: DbHandle) => {
  const { error } = await new Migrator({ db: h.db, provider }).migrateTo('027-catalog-sort-indexes');
  expect(error).toBeUndefined();
};

for (const dialect of dialects) {
  describe(`migration 028 on ${dialect.name}`, () => {
    it('checks the same values the contract lists', () => {
      const listed = Object.fromEntries(MORE_STATUS_CHECKS.map((c) => [`${c.table}.${c.column}`, c.values]));
      expect(listed).toEqual({
        'orders.hold_status': HOLD_STATUSES,
        'payments.status': CARD_PAYMENT_STATUSES,
        'storage_billing_periods.status': STORAGE_PERIOD_STATUSES,
        'newsletter_campaigns.status': CAMPAIGN_STATUSES,
        'jobs.status': JOB_STATUSES,
      });
    });

    it('refuses a status outside each list, keeps the rows, and steps back down to accept any value', async () => {
      const h = await dialect.create();
      try {
        const first = Object.fromEntries(MORE_STATUS_CHECKS.map((c) => [`${c.table}.${c.column}`, c.values[0]]));
        await seed(h, (column) => first[column] ?? null);
        for (const c of MORE_STATUS_CHECKS) {
          const stray = loose(h)
            .updateTable(c.table)
            .set({ [c.column]: 'lost' });
          await expect(stray.execute(), `${c.table}.${c.column}`).rejects.toThrow(/check/i);
        }
        // A hold is optional: an order without one keeps NULL.
        await loose(h).updateTable('orders').set({ hold_status: null }).execute();
        await down(h);
        for (const c of MORE_STATUS_CHECKS) {
          await loose(h)
            .updateTable(c.table)
            .set({ [c.column]: 'lost' })
            .execute();
        }
        const order = await loose(h).selectFrom('orders').select(['email', 'hold_status']).executeTakeFirst();
        expect(order).toEqual({ email: 'ann@example.com', hold_status: 'lost' });
      } finally {
        await h.drop();
      }
    });

    it('stops on a row outside its list, naming the values, and changes nothing', async () => {
      const h = await dialect.create();
      try {
        await down(h);
        await seed(h, (column) =>
          column === 'jobs.status' ? 'parked' : column === 'orders.hold_status' ? null : 'sent',
        );
        await loose(h).updateTable('payments').set({ status: 'created' }).execute();
        await loose(h).updateTable('storage_billing_periods').set({ status: 'paid' }).execute();
        const result = await new Migrator({ db: h.db, provider }).migrateToLatest();
        expect(String(result.error)).toContain("jobs.status holds 'parked'");
        const job = await loose(h).selectFrom('jobs').select('status').executeTakeFirst();
        expect(job).toEqual({ status: 'parked' });
        await loose(h).updateTable('jobs').set({ status: 'done' }).execute();
        await migrateToLatest(h);
      } finally {
        await h.drop();
      }
    });
  });
}
