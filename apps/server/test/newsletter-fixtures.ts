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
