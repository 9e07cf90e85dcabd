import type { Db } from '../../db/connection.ts';
import type { CertificatesTable, Insertable, Selectable, Updateable } from '../../db/schema.ts';

export type CertificateRow = Selectable<CertificatesTable>;

export async function insertCertificates(tx: Db, rows: Insertable<CertificatesTable>[]): Promise<void> {
  if (rows.length > 0) await tx.insertInto('certificates').values(rows).execute();
}

export function findCertificate(db: Db, hash: string): Promise<CertificateRow | undefined> {
  return db.selectFrom('certificates').selectAll().where('code_hash', '=', hash).executeTakeFirst();
}

/** An order's certificates, line by line and unit by unit, each unit's replacements after it. */
export function findCertificatesOfOrder(db: Db, orderId: string): Promise<CertificateRow[]> {
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('order_item_id')
    .orderBy('unit')
    .orderBy('issued_at')
    .execute();
}

export async function orderHasCertificates(db: Db, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('certificates')
    .select('code_hash')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The valid certificates of these order lines. */
export function findValidOfItems(db: Db, itemIds: readonly string[]): Promise<CertificateRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('order_item_id', 'in', [...itemIds])
    .where('status', '=', 'valid')
    .orderBy('unit')
    .execute();
}

/** Changes a certificate that is still valid; false when it no longer is (or never was). */
export async function updateValid(tx: Db, hash: string, set: Updateable<CertificatesTable>): Promise<boolean> {
  const result = await tx
    .updateTable('certificates')
    .set(set)
    .where('code_hash', '=', hash)
    .where('status', '=', 'valid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Revokes every valid certificate of an order; how many were. */
export async function revokeValidOfOrder(tx: Db, orderId: string, at: string, reason: string): Promise<number> {
  const result = await tx
    .updateTable('certificates')
    .set({ status: 'revoked', revoked_at: at, reason })
    .where('order_id', '=', orderId)
    .where('status', '=', 'valid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
