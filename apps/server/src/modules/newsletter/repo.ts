import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';

export type NewSubscriber = { id: string; email: string; unsubscribe_token: string; created_at: string };

/** Inserts the address unless it exists; the unique e-mail decides between racing requests. */
export async function insertSubscriberIfNew(db: Db, row: NewSubscriber): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletter_subscribers')
    .values({ ...row, status: 'subscribed' })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Subscribes an unsubscribed address again; false when it was not unsubscribed. */
export async function resubscribe(db: Db, email: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'subscribed', unsubscribed_at: null })
    .where('email', '=', email)
    .where('status', '=', 'unsubscribed')
    .executeTakeFirst();
  return affected(result) > 0;
}

export async function findSubscriberByToken(db: Db, token: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
}

export async function markUnsubscribed(db: Db, id: string, at: string): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: at })
    .where('id', '=', id)
    .where('status', '=', 'subscribed')
    .execute();
}

/** Every address, newest first (the back office's list and CSV). */
export async function listSubscribers(db: Db) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status', 'created_at', 'unsubscribed_at'])
    .orderBy('created_at', 'desc')
    .orderBy('email')
    .execute();
}
