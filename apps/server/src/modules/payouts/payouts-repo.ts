import type { Db } from '../../db/connection.ts';
import type { ArtistPayoutsTable, Insertable } from '../../db/schema.ts';

export async function insertPayout(tx: Db, row: Insertable<ArtistPayoutsTable>): Promise<void> {
  await tx.insertInto('artist_payouts').values(row).execute();
}

/** Payouts per artist, all time or dated within [from, to] (days, both included). */
export function payoutTotals(db: Db, period?: { from: string; to: string }, artistId?: string) {
  let q = db.selectFrom('artist_payouts').select((eb) => ['artist_id', eb.fn.sum<number>('amount_cents').as('paid')]);
  if (period) q = q.where('paid_at', '>=', period.from).where('paid_at', '<=', period.to);
  if (artistId) q = q.where('artist_id', '=', artistId);
  return q.groupBy('artist_id').execute();
}

/** One artist's payouts dated within [from, to], oldest first. */
export function findPayoutsOfArtist(db: Db, artistId: string, from: string, to: string) {
  return db
    .selectFrom('artist_payouts')
    .selectAll()
    .where('artist_id', '=', artistId)
    .where('paid_at', '>=', from)
    .where('paid_at', '<=', to)
    .orderBy('paid_at')
    .orderBy('recorded_at')
    .execute();
}
