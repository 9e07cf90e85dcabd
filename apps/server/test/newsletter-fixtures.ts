import type { Db } from '../src/db/connection.ts';
import { newId } from '../src/platform/ids.ts';

/** Subscribed addresses `reader-0001@example.com` ... with their unsubscribe tokens. */
export async function seedSubscribers(db: Db, count: number, prefix = 'reader'): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    email: `${prefix}-${String(i).padStart(5, '0')}@example.com`,
    status: 'subscribed',
    unsubscribe_token: `tok-${newId()}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('newsletter_subscribers')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  return rows.map((r) => r.email);
}

export const silentLog = { info() {}, warn() {}, error() {} };

/**
 * What the confirmation link does (double opt-in, decision 054), for tests about a subscribed
 * address: the row subscribed, and the sign-up's queued confirmation mail dropped.
 */
export async function confirmSubscriber(db: Db, email: string): Promise<void> {
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'subscribed', confirm_sent_at: null })
    .where('email', '=', email)
    .execute();
  await db.deleteFrom('jobs').where('kind', '=', 'mail.send').execute();
}
