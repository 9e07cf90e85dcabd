import type { Insertable, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import type { OfferEventsTable, OffersTable } from '../../db/schema.ts';
import { dialectOf, lockForUpdate } from '../../db/tx.ts';

export type OfferRow = Selectable<OffersTable>;
export type OfferEventRow = Selectable<OfferEventsTable>;

/** Statuses that count toward a collector's open offers on a work. */
const OPEN = ['open', 'countered', 'accepted'] as const;

export async function insertOffer(tx: Db, row: Insertable<OffersTable>): Promise<void> {
  await tx.insertInto('offers').values(row).execute();
}

export async function insertOfferEvent(tx: Db, row: Insertable<OfferEventsTable>): Promise<void> {
  await tx.insertInto('offer_events').values(row).execute();
}

/**
 * Serialises new offers of one address (PostgreSQL: a transaction-scoped advisory lock;
 * SQLite's IMMEDIATE transaction holds the write lock already), so two at once cannot both be third.
 */
export async function lockCollectorOffers(tx: Db, emailKey: string): Promise<void> {
  if (dialectOf(tx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`offers:${emailKey}`}))`.execute(tx);
}

export async function countOpenOffers(tx: Db, artworkId: string, emailKey: string): Promise<number> {
  const row = await tx
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('artwork_id', '=', artworkId)
    .where('email_key', '=', emailKey)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Offers made from an address since a moment, on any work. */
export async function countOffersSince(tx: Db, emailKey: string, since: string): Promise<number> {
  const row = await tx
    .selectFrom('offers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email_key', '=', emailKey)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const findOffer = (db: Db, id: string) =>
  db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirst();

export const findOfferForUpdate = (tx: Db, id: string) =>
  lockForUpdate(tx, tx.selectFrom('offers').selectAll().where('id', '=', id)).executeTakeFirst();

export const findOfferByToken = (db: Db, tokenHash: string) =>
  db.selectFrom('offers').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const findOfferByTokenForUpdate = (tx: Db, tokenHash: string) =>
  lockForUpdate(tx, tx.selectFrom('offers').selectAll().where('token_hash', '=', tokenHash)).executeTakeFirst();

/** Changes an offer only if it still has the status it was read with: a move happens once. */
export async function updateOfferFrom(
  tx: Db,
  id: string,
  from: OfferRow['status'],
  set: Updateable<OffersTable>,
): Promise<boolean> {
  const result = await tx
    .updateTable('offers')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return affected(result) === 1;
}

/** The Offers list: the open ones (open, countered, accepted) oldest first, then the latest answered ones. */
export async function listOffers(db: Db, limit: number): Promise<OfferRow[]> {
  const [open, answered] = await Promise.all([
    db
      .selectFrom('offers')
      .selectAll()
      .where('status', 'in', OPEN)
      .orderBy('created_at', 'asc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('offers')
      .selectAll()
      .where('status', 'not in', OPEN)
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return [...open, ...answered];
}

export async function eventsOf(db: Db, offerIds: string[]): Promise<OfferEventRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .selectFrom('offer_events')
    .selectAll()
    .where('offer_id', 'in', offerIds)
    .orderBy('at')
    .orderBy('id')
    .execute();
}
