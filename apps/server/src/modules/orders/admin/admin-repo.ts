import type { AdminOrdersExportQuery } from '@vernissage/contract';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../../db/connection.ts';
import type { Database } from '../../../db/schema.ts';
import { contains } from '../../../db/text-search.ts';
import { dialectOf } from '../../../db/tx.ts';

export type OrderFilter = AdminOrdersExportQuery;
type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;

/**
 * Above this many e-mail matches a page is found faster by walking the newest-first index and
 * testing each row than by fetching every match from the trigram index and sorting them.
 */
const DENSE_MATCHES = 2000;

/** SQLite: the FTS5 trigram table narrows a partial e-mail to its candidate rows (a superset). */
const emailCandidates = (text: string) =>
  sql<SqlBool>`orders.rowid in (select rowid from orders_email_search where email like ${`%${text}%`})`;

function where(db: Db, query: OrdersQuery, f: OrderFilter, useTrigrams: boolean): OrdersQuery {
  let q = query;
  if (f.fulfillmentType) q = q.where('orders.fulfillment_type', '=', f.fulfillmentType);
  if (f.paymentStatus) q = q.where('orders.payment_status', '=', f.paymentStatus);
  if (f.status) q = q.where('orders.status', '=', f.status);
  if (f.email) {
    q = q.where(contains('orders.email', f.email));
    // Trigrams need three characters; PostgreSQL picks its GIN index by itself.
    if (useTrigrams && dialectOf(db) === 'sqlite' && f.email.length >= 3) q = q.where(emailCandidates(f.email));
  }
  return q;
}

export async function countOrders(db: Db, f: OrderFilter): Promise<number> {
  const row = await where(db, db.selectFrom('orders'), f, true)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of orders, newest first; `matches` is the filter's count (it picks the SQLite plan). */
export function findOrderPage(db: Db, f: OrderFilter, page: { skip: number; limit: number; matches: number }) {
  return where(db, db.selectFrom('orders'), f, page.matches <= DENSE_MATCHES)
    .selectAll('orders')
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}
