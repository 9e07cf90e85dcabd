import type { Db } from '../../db/connection.ts';
import type { Insertable, PaymentDetailsTable, Selectable, Updateable } from '../../db/schema.ts';

export type PaymentDetailsRow = Selectable<PaymentDetailsTable>;

/** The shop has one record; the oldest id wins should a second ever appear. */
export async function findPaymentDetailsRow(db: Db): Promise<PaymentDetailsRow | undefined> {
  return db.selectFrom('payment_details').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

export async function insertPaymentDetailsRow(db: Db, row: Insertable<PaymentDetailsTable>): Promise<void> {
  await db.insertInto('payment_details').values(row).execute();
}

export async function updatePaymentDetailsRow(db: Db, id: string, row: Updateable<PaymentDetailsTable>): Promise<void> {
  await db.updateTable('payment_details').set(row).where('id', '=', id).execute();
}
