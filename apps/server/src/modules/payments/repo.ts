import type { CardPaymentStatus } from '@vernissage/contract';
import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';

export async function insertPayment(
  tx: Db,
  row: {
    id: string;
    provider: string;
    providerRef: string;
    draftId: string;
    amountCents: number;
    currency: string;
    now: string;
  },
): Promise<void> {
  await tx
    .insertInto('payments')
    .values({
      id: row.id,
      provider: row.provider,
      provider_ref: row.providerRef,
      draft_id: row.draftId,
      amount_cents: row.amountCents,
      currency: row.currency.toLowerCase(),
      status: 'created',
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_ref']).doNothing())
    .execute();
}

export async function markPayment(
  tx: Db,
  p: { provider: string; providerRef: string; status: CardPaymentStatus; orderId: string | null; now: string },
): Promise<void> {
  await tx
    .updateTable('payments')
    .set({ status: p.status, order_id: p.orderId, updated_at: p.now })
    .where('provider', '=', p.provider)
    .where('provider_ref', '=', p.providerRef)
    .execute();
}

/** Moves one payment from a state to another, only if it is still in the first; true when it moved. */
export async function markPaymentFrom(
  db: Db,
  p: { provider: string; providerRef: string; from: CardPaymentStatus; to: CardPaymentStatus; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: p.to, updated_at: p.now })
    .where('provider', '=', p.provider)
    .where('provider_ref', '=', p.providerRef)
    .where('status', '=', p.from)
    .executeTakeFirst();
  return affected(result) > 0;
}

export function findPaymentsOfOrder(db: Db, orderId: string) {
  return db
    .selectFrom('payments')
    .select(['provider', 'amount_cents', 'status', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
}

/** Deletes the intents of these drafts that never took money (still `created`, no order). */
export async function deleteUnpaidIntentsOf(tx: Db, draftIds: string[]): Promise<number> {
  if (draftIds.length === 0) return 0;
  const result = await tx
    .deleteFrom('payments')
    .where('draft_id', 'in', draftIds)
    .where('status', '=', 'created')
    .where('order_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
