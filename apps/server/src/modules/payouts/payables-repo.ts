import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { ArtistPayablesTable, Insertable } from '../../db/schema.ts';

export async function insertPayables(tx: Db, rows: Insertable<ArtistPayablesTable>[]): Promise<void> {
  if (rows.length > 0) await tx.insertInto('artist_payables').values(rows).execute();
}

/** Every entry of an order's lines, oldest first. */
export function findPayablesOfOrder(db: Db, orderId: string) {
  return db
    .selectFrom('artist_payables')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
}

/** A period's figures per artist: `from` included, `until` excluded (ISO times or days). */
export function periodFigures(db: Db, from: string, until: string, artistId?: string) {
  let q = db
    .selectFrom('artist_payables')
    .select((eb) => [
      'artist_id',
      eb.fn.sum<number>(eb.case().when('kind', '=', 'sale').then(1).else(-1).end()).as('sales'),
      eb.fn.sum<number>('amount_cents').as('gross'),
      eb.fn.sum<number>('commission_cents').as('commission'),
      eb.fn.sum<number>('share_cents').as('share'),
    ])
    .where('recorded_at', '>=', from)
    .where('recorded_at', '<', until);
  if (artistId) q = q.where('artist_id', '=', artistId);
  return q.groupBy('artist_id').execute();
}

/** Everything each artist was ever owed (their shares, reversals included). */
export function shareTotals(db: Db, artistId?: string) {
  let q = db.selectFrom('artist_payables').select((eb) => ['artist_id', eb.fn.sum<number>('share_cents').as('share')]);
  if (artistId) q = q.where('artist_id', '=', artistId);
  return q.groupBy('artist_id').execute();
}

/** One artist's entries of a period, oldest first. */
export function findPayablesOfArtist(db: Db, artistId: string, from: string, until: string) {
  return db
    .selectFrom('artist_payables')
    .selectAll()
    .where('artist_id', '=', artistId)
    .where('recorded_at', '>=', from)
    .where('recorded_at', '<', until)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
}

/** Every artist's entries of a period, oldest first (the CSV). */
export function findPayablesOfPeriod(db: Db, from: string, until: string) {
  return db
    .selectFrom('artist_payables')
    .selectAll()
    .where('recorded_at', '>=', from)
    .where('recorded_at', '<', until)
    .orderBy('recorded_at')
    .orderBy('id')
    .execute();
}

/** The commission and the artists' share per month (`YYYY-MM` of when each was recorded), net of reversals. */
export function splitByMonth(db: Db, since: string, until: string) {
  return db
    .selectFrom('artist_payables')
    .select((eb) => [
      sql<string>`substr(recorded_at, 1, 7)`.as('month'),
      eb.fn.sum<number>('commission_cents').as('commission'),
      eb.fn.sum<number>('share_cents').as('share'),
    ])
    .where('recorded_at', '>=', since)
    .where('recorded_at', '<', until)
    .groupBy(sql`substr(recorded_at, 1, 7)`)
    .execute();
}
