import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';

/** A half-open window of order creation times (ISO instants). */
export type Window = { since: string; until: string };

const TOP = 5;

/** Per month (YYYY-MM), payment method and whether paid in full: the orders' count and totals. Cancelled orders left out. */
export function revenueByMonth(db: Db, w: Window) {
  const month = sql<string>`substr(orders.created_at, 1, 7)`;
  return db
    .selectFrom('orders')
    .select([
      month.as('month'),
      'payment_method',
      sql<number>`case when payment_status = 'completed' then 1 else 0 end`.as('paid'),
      (eb) => eb.fn.countAll<string>().as('orders'),
      (eb) => eb.fn.sum<string>('total_cents').as('cents'),
    ])
    .where('created_at', '>=', w.since)
    .where('created_at', '<', w.until)
    .where('status', '!=', 'cancelled')
    .groupBy([month, 'payment_method', sql`case when payment_status = 'completed' then 1 else 0 end`])
    .execute();
}

/** How many orders of the window are in each status. */
export function countByStatus(db: Db, w: Window) {
  return db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('created_at', '>=', w.since)
    .where('created_at', '<', w.until)
    .groupBy('status')
    .execute();
}

/** Storage months that began in the window (days `YYYY-MM-DD`), paid or still owed once started. */
export function storageIncome(db: Db, days: { from: string; to: string; today: string }) {
  return db
    .selectFrom('storage_billing_periods')
    .select(['status', (eb) => eb.fn.sum<string>('amount_cents').as('cents')])
    .where('period_start', '>=', days.from)
    .where('period_start', '<=', days.to)
    .where('period_start', '<=', days.today)
    .groupBy('status')
    .execute();
}

/** The best sellers of the window by units, then revenue: works (by title and artist) or artists. */
export function bestSellers(db: Db, w: Window, by: 'work' | 'artist') {
  const units = sql<string>`sum(order_items.quantity)`;
  const revenue = sql<string>`sum(order_items.quantity * order_items.unit_price_cents)`;
  const keys =
    by === 'work'
      ? (['order_items.title', 'order_items.artist_name'] as const)
      : (['order_items.artist_name'] as const);
  return db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      by === 'work' ? 'order_items.title as name' : 'order_items.artist_name as name',
      'order_items.artist_name',
      units.as('quantity'),
      revenue.as('cents'),
    ])
    .where('orders.created_at', '>=', w.since)
    .where('orders.created_at', '<', w.until)
    .where('orders.status', '!=', 'cancelled')
    .groupBy([...keys])
    .orderBy(units, 'desc')
    .orderBy(revenue, 'desc')
    .orderBy(by === 'work' ? 'order_items.title' : 'order_items.artist_name')
    .limit(TOP)
    .execute();
}
