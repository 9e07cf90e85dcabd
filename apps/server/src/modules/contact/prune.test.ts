import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/admin-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { silentLog } from '../../../test/newsletter-fixtures.ts';
import { pruneMessagesJob } from './prune.ts';

for (const dialect of dialects) {
  describe(`pruning contact messages on ${dialect.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await dialect.create();
    });
    afterAll(() => t.drop());

    it('removes the messages older than one year, read or not, and keeps the rest', async () => {
      const at = ['2025-03-02T08:59:59.000Z', '2025-03-02T09:00:01.000Z', '2026-03-01T00:00:00.000Z'];
      await t.db
        .insertInto('contact_messages')
        .values(
          at.map((created_at, i) => ({
            id: `m${i}`,
            name: 'Jane',
            email: 'jane@example.com',
            message: 'Hello there, gallery.',
            created_at,
            read_at: i === 0 ? created_at : null,
          })),
        )
        .execute();
      const clock = testClock('2026-03-02T09:00:00.000Z');
      const ctx = { jobId: 'j', kind: 'contact.prune', attempt: 1, maxAttempts: 5, log: silentLog };
      await pruneMessagesJob.handle(null, ctx, { db: t.db, clock });
      const left = await t.db.selectFrom('contact_messages').select('id').orderBy('id').execute();
      expect(left.map((m) => m.id)).toEqual(['m1', 'm2']);
    });
  });
}
