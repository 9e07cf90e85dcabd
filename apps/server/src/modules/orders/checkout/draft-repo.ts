import type { DraftStatus } from '@vernissage/contract';
import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';
import type { Insertable, OrderDraftsTable } from '../../../db/schema.ts';
import { lockForUpdate } from '../../../db/tx.ts';

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
 * then); true when it changed. `draft-lifecycle.ts` decides which moves are allowed.
 */
export async function updateDraftIf(
  tx: Db,
  id: string,
  from: DraftStatus,
  to: { status: DraftStatus; orderId?: string },
  expiredBy?: string,
): Promise<boolean> {
  let q = tx
    .updateTable('order_drafts')
    .set({ status: to.status, ...(to.orderId ? { order_id: to.orderId } : {}) })
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
