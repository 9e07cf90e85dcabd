import type { Db } from '../../../db/connection.ts';
import type { Insertable, OrderDraftsTable } from '../../../db/schema.ts';
import { lockForUpdate } from '../../../db/tx.ts';

export async function insertDraft(tx: Db, row: Insertable<OrderDraftsTable>): Promise<void> {
  await tx.insertInto('order_drafts').values(row).execute();
}

export async function findDraft(db: Db, id: string) {
  return db.selectFrom('order_drafts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The draft, locked for the rest of the transaction on PostgreSQL (finalisations queue here). */
export async function findDraftForUpdate(tx: Db, id: string) {
  return lockForUpdate(tx, tx.selectFrom('order_drafts').selectAll().where('id', '=', id)).executeTakeFirst();
}

/** Moves a draft from one status to another, only if it is still in the first; true when it moved. */
export async function moveDraft(
  tx: Db,
  id: string,
  from: string,
  to: { status: string; orderId?: string },
  extra: { expiredBy?: string } = {},
): Promise<boolean> {
  let q = tx
    .updateTable('order_drafts')
    .set({ status: to.status, ...(to.orderId ? { order_id: to.orderId } : {}) })
    .where('id', '=', id)
    .where('status', '=', from);
  if (extra.expiredBy) q = q.where('expires_at', '<=', extra.expiredBy);
  return Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
}
