import { affected } from '../../../db/affected-rows.ts';
import type { Db } from '../../../db/connection.ts';
import { lockForUpdate } from '../../../db/tx.ts';

/**
 * The address's checkout row, created on first use and locked for the rest of the transaction on
 * PostgreSQL: two checkouts from one address take turns, so neither can slip past a cap the other
 * is about to fill (SQLite's write transactions already take turns).
 */
export async function lockCheckoutAddress(tx: Db, emailKey: string, now: string) {
  await tx
    .insertInto('checkout_addresses')
    .values({ email_key: emailKey, confirmed_at: null, created_at: now })
    .onConflict((oc) => oc.column('email_key').doNothing())
    .execute();
  return lockForUpdate(
    tx,
    tx.selectFrom('checkout_addresses').select(['email_key', 'confirmed_at']).where('email_key', '=', emailKey),
  ).executeTakeFirstOrThrow();
}

export async function markAddressConfirmed(tx: Db, emailKey: string, now: string): Promise<void> {
  await tx
    .insertInto('checkout_addresses')
    .values({ email_key: emailKey, confirmed_at: now, created_at: now })
    .onConflict((oc) => oc.column('email_key').doUpdateSet({ confirmed_at: now }))
    .execute();
}

/** Invoice orders for the address since `since` (each one sent an invoice e-mail). */
export async function countInvoiceOrdersSince(db: Db, emailKey: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('email_key', '=', emailKey)
    .where('created_at', '>', since)
    .where('payment_method', '=', 'invoice')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The address's orders still waiting for confirmation. */
export async function countUnconfirmedOrders(db: Db, emailKey: string): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('email_key', '=', emailKey)
    .where('hold_status', '=', 'unconfirmed')
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Moves the hold from one state to another, only if it is still in the first; true when it moved. */
export async function moveHold(
  tx: Db,
  orderId: string,
  from: string,
  to: { status: string; until: string | null; at: string },
): Promise<boolean> {
  const result = await tx
    .updateTable('orders')
    .set({
      hold_status: to.status,
      hold_until: to.until,
      updated_at: to.at,
    })
    .where('id', '=', orderId)
    .where('hold_status', '=', from)
    .executeTakeFirst();
  return affected(result) === 1;
}
