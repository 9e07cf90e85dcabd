import { sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';

/** A half-open window of order creation times (ISO instants). */
export type Window = { since: string; until: string };

const TOP = 5;

type OrderGroup = {
  month: string;
  payment_method: string;
  payment_status: string;
  status: string;
  orders: string | number;
  cents: string | number | null;
};

/**
 * The window's orders grouped by month (YYYY-MM), payment method, payment status and order status,
 * with their count and total: one scan feeds both the revenue per month and the orders by status.
 */
export async function orderGroups(db: Db, w: Window): Promise<OrderGroup[]> {
  const { rows } = await sql<OrderGroup>`
    select substr(created_at, 1, 7) as month, payment_method, payment_status, status,
           count(*) as orders, sum(total_cents) as cents
    from orders
    where created_at >= ${w.since} and created_at < ${w.until}
    group by substr(created_at, 1, 7), payment_method, payment_status, status`.execute(db);
  return rows;
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

export type SellerRow = {
  kind: 'work' | 'artist';
  name: string;
  artist_name: string;
  quantity: string | number;
  cents: string | number;
};

/**
 * The best sellers of the window by units, then revenue, then name: works (by title and artist) and
 * artists, from one grouping of the window's order lines (cancelled orders left out), read once.
 */
export async function bestSellers(db: Db, w: Window): Promise<SellerRow[]> {
  const { rows } = await sql<SellerRow>`
    with lines as materialized (
      select i.title, i.artist_name, sum(i.quantity) as quantity, sum(i.quantity * i.unit_price_cents) as cents
      from order_items i
      join orders o on o.id = i.order_id
      where o.created_at >= ${w.since} and o.created_at < ${w.until} and o.status <> 'cancelled'
      group by i.title, i.artist_name
    ),
    works as (
      select 'work' as kind, title as name, artist_name, quantity, cents
      from lines order by quantity desc, cents desc, title limit ${TOP}
    ),
    artists as (
      select 'artist' as kind, artist_name as name, artist_name, sum(quantity) as quantity, sum(cents) as cents
      from lines group by artist_name order by sum(quantity) desc, sum(cents) desc, artist_name limit ${TOP}
    )
    select * from works
    union all
    select * from artists`.execute(db);
  return rows;
}
