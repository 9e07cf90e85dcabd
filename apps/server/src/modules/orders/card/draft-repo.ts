import type { DraftStatus } from '@vernissage/contract';
import { sql } from 'kysely';
import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';
import type { Insertable, OrderDraftsTable } from '../../../db/schema.ts';
import { dialectOf, lockForUpdate } from '../../../db/tx.ts';

// Any constant works; it only keeps these locks apart from other advisory locks.
const DRAFT_LOCK_SPACE = 52;

/**
 * Makes card checkouts for the same address or from the same client take turns for the rest of the
 * transaction, so two cannot both pass a budget the other is about to fill. PostgreSQL: advisory
 * locks, always the address before the client (no cycle); SQLite's write transactions already take turns.
 */
export async function lockDraftBudget(tx: Db, keys: { emailKey: string; clientKey: string }): Promise<void> {
  if (dialectOf(tx) !== 'postgres') return;
  for (const key of [`email:${keys.emailKey}`, `client:${keys.clientKey}`]) {
    await sql`select pg_advisory_xact_lock(${DRAFT_LOCK_SPACE}, hashtext(${key}))`.execute(tx);
  }
}

/** The drafts of this address, or from this client, still holding their work at `now`. */
export async function findHoldingDrafts(tx: Db, by: { emailKey: string } | { clientKey: string }, now: string) {
  const q = tx.selectFrom('order_drafts').selectAll().where('status', '=', 'open').where('expires_at', '>', now);
  return ('emailKey' in by ? q.where('email_key', '=', by.emailKey) : q.where('client_key', '=', by.clientKey))
    .orderBy('created_at')
    .execute();
}

export async function insertDraft(tx: Db, row: Insertable<OrderDraftsTable>): Promise<void> {
  await tx.insertInto('order_drafts').values(row).execute();
}

export async function findDraft(db: Db, id: string) {
  return db.selectFrom('order_drafts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The draft, locked for the rest of the transaction on PostgreSQL (finalizations queue here). */
export async function findDraftForUpdate(tx: Db, id: string) {
  return lockForUpdate(tx, tx.selectFrom('order_drafts').selectAll().where('id', '=', id)).executeTakeFirst();
}

/**
 * Sets a draft's status only if it still holds `from` (and, with `expiredBy`, its hold ended by
 * then); true when it changed. `to.expiresAt` ends the hold early (a replaced draft).
 * `draft-lifecycle.ts` decides which moves are allowed.
 */
export async function updateDraftIf(
  tx: Db,
  id: string,
  from: DraftStatus,
  to: { status: DraftStatus; orderId?: string; expiresAt?: string },
  expiredBy?: string,
): Promise<boolean> {
  let q = tx
    .updateTable('order_drafts')
    .set({
      status: to.status,
      ...(to.orderId ? { order_id: to.orderId } : {}),
      ...(to.expiresAt ? { expires_at: to.expiresAt } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from);
  if (expiredBy) q = q.where('expires_at', '<=', expiredBy);
  return affected(await q.executeTakeFirst()) === 1;
}

/** Up to `limit` expired drafts whose hold ended before `before`, after `after` (the last batch's end). */
export async function findExpiredDrafts(
  db: Db,
  range: { before: string; after: string },
  limit: number,
): Promise<{ id: string; expires_at: string }[]> {
  return db
    .selectFrom('order_drafts')
    .select(['id', 'expires_at'])
    .where('status', '=', 'expired')
    .where('expires_at', '<', range.before)
    .where('expires_at', '>=', range.after)
    .orderBy('expires_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Deletes these drafts if still expired and no payment refers to them; returns how many. */
export async function deleteAbandonedDrafts(tx: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await tx
    .deleteFrom('order_drafts')
    .where('id', 'in', ids)
    .where('status', '=', 'expired')
    .where((eb) => {
      // A read-only subquery into payments (decision 019): a draft any payment still refers to stays.
      const payment = eb.selectFrom('payments as p').select('p.id').whereRef('p.draft_id', '=', 'order_drafts.id');
      return eb.not(eb.exists(payment));
    })
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
