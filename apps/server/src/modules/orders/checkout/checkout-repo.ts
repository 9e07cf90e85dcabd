import type { Db } from '../../../db/connection.ts';
import { precompiled } from '../../../db/precompiled.ts';

/**
 * The address's checkout row, created on first use and locked for the rest of the transaction on
 * PostgreSQL: two checkouts from one address take turns, so neither can slip past a cap the other
 * is about to fill (SQLite's write transactions already take turns). One statement: the upsert
 * that touches the row takes its lock, as `select ... for update` would, in one round trip.
 */
export async function lockCheckoutAddress(tx: Db, emailKey: string, now: string) {
  const row = await addressLock.first(tx, { emailKey, now });
  if (!row) throw new Error(`checkout address ${emailKey} was not written`);
  return row;
}

const addressLock = precompiled((tx: Db, a: { emailKey: string; now: string }) =>
  tx
    .insertInto('checkout_addresses')
    .values({ email_key: a.emailKey, confirmed_at: null, created_at: a.now })
    .onConflict((oc) => oc.column('email_key').doUpdateSet((eb) => ({ email_key: eb.ref('excluded.email_key') })))
    .returning(['email_key', 'confirmed_at']),
);

/**
 * The address's caps in one read: its unpaid orders still holding works (confirmed or not), and its
 * invoice orders since `since` (each one sent an invoice e-mail).
 */
export async function countAddressOrders(
  db: Db,
  emailKey: string,
  since: string,
): Promise<{ open: number; invoicesSince: number }> {
  const row = await addressCounts.first(db, { emailKey, since });
  return { open: Number(row?.open ?? 0), invoicesSince: Number(row?.invoices_since ?? 0) };
}

const addressCounts = precompiled((db: Db, { emailKey, since }: { emailKey: string; since: string }) =>
  db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(
              eb.and([
                eb('hold_status', 'in', ['unconfirmed', 'confirmed']),
                eb('status', '<>', 'cancelled'),
                eb('payment_status', '=', 'pending'),
              ]),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('open'),
      eb.fn
        .sum<number | string | null>(
          eb
            .case()
            .when(eb.and([eb('created_at', '>', since), eb('payment_method', '=', 'invoice')]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('invoices_since'),
    ])
    .where('email_key', '=', emailKey),
);
