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
 * The window's orders, or its lines' orders, by their month as well as their instant. The months
 * (the index `orders_sales_month`, migration 021) narrow the read to the window's months inside the
 * index; the instants cut it to the window's days.
 */
const inWindow = (w: Window, alias?: 'o') => {
  const at = alias ? sql.ref(`${alias}.created_at`) : sql.ref('created_at');
  return sql`substr(${at}, 1, 7) >= ${w.since.slice(0, 7)} and substr(${at}, 1, 7) <= ${w.until.slice(0, 7)}
    and ${at} >= ${w.since} and ${at} < ${w.until}`;
};

/** The window's orders grouped by month (YYYY-MM), payment method, payment status and order status. */
export const orderGroupsQuery = (w: Window) => sql<OrderGroup>`
    select substr(created_at, 1, 7) as month, payment_method, payment_status, status,
           count(*) as orders, sum(total_cents) as cents
    from orders
    where ${inWindow(w)}
    group by substr(created_at, 1, 7), payment_method, payment_status, status`;

/**
 * The window's order groups with their count and total: one read of the index feeds both the
 * revenue per month and the orders by status.
 */
export async function orderGroups(db: Db, w: Window): Promise<OrderGroup[]> {
  return (await orderGroupsQuery(w).execute(db)).rows;
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
 * Both sides come from indexes that hold every column needed (migration 021).
 */
export const bestSellersQuery = (w: Window) => sql<SellerRow>`
    with lines as materialized (
      select i.title, i.artist_name, sum(i.quantity) as quantity, sum(i.quantity * i.unit_price_cents) as cents
      from orders o
      join order_items i on i.order_id = o.id
      where ${inWindow(w, 'o')} and o.status <> 'cancelled'
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
    select * from artists`;

export async function bestSellers(db: Db, w: Window): Promise<SellerRow[]> {
  return (await bestSellersQuery(w).execute(db)).rows;
}
