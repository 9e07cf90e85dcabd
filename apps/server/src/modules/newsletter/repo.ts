import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import { newId } from '../../platform/ids.ts';

export type NewSubscriber = { id: string; email: string; unsubscribe_token: string; created_at: string };

/**
 * Inserts the address, pending until its owner confirms (decision 054), unless it exists; the unique
 * e-mail decides between racing requests.
 */
export async function insertSubscriberIfNew(db: Db, row: NewSubscriber): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletter_subscribers')
    .values({ ...row, status: 'pending' })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findSubscriberByEmail(db: Db, email: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status', 'created_at', 'unsubscribed_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

export async function findSubscriberById(db: Db, id: string) {
  return db
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status', 'created_at', 'unsubscribed_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Claims the one confirmation mail a pending or unsubscribed address may get per window: true for exactly one of
 * any number of simultaneous requests, and for none while a mail went out after `sentBefore`.
 */
export async function claimComeBackMail(db: Db, id: string, now: string, sentBefore: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ confirm_sent_at: now })
    .where('id', '=', id)
    .where('status', 'in', ['unsubscribed', 'pending'])
    .where((eb) => eb.or([eb('confirm_sent_at', 'is', null), eb('confirm_sent_at', '<=', sentBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records who asked for a come-back mail, and forgets requests older than `forgetBefore`. */
export async function recordComeBackMail(db: Db, clientIp: string, now: string, forgetBefore: string): Promise<void> {
  await db.deleteFrom('newsletter_confirm_mails').where('created_at', '<', forgetBefore).execute();
  await db
    .insertInto('newsletter_confirm_mails')
    .values({ id: newId(), client_ip: clientIp, created_at: now })
    .execute();
}

export async function countComeBackMails(db: Db, clientIp: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('newsletter_confirm_mails')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_ip', '=', clientIp)
    .where('created_at', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Subscribes the address, only as it was when the link was mailed: pending since `moment` (its
 * sign-up), or unsubscribed at `moment`.
 */
export async function confirmComeBack(db: Db, id: string, moment: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'subscribed', unsubscribed_at: null, confirm_sent_at: null })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'unsubscribed'), eb('unsubscribed_at', '=', moment)]),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '=', moment)]),
      ]),
    )
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
