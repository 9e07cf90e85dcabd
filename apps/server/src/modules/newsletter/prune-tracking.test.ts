import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/admin-fixtures.ts';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { silentLog } from '../../../test/newsletter-fixtures.ts';
import { pruneTrackingJob } from './prune-tracking.ts';

for (const dialect of dialects) {
  describe(`pruning newsletter opens and clicks on ${dialect.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await dialect.create();
      await t.db
        .insertInto('newsletter_campaigns')
        .values({ id: 'c1', sent_by: null, created_at: '2023-01-01T00:00:00.000Z' })
        .execute();
      await t.db
        .insertInto('newsletter_variants')
        .values({ id: 'v1', campaign_id: 'c1', position: 0, subject: 'Spring', message: 'Hello' })
        .execute();
      await t.db
        .insertInto('newsletter_deliveries')
        .values({
          id: 'd1',
          campaign_id: 'c1',
          variant_id: 'v1',
          batch: 0,
          email: 'reader@example.com',
          status: 'sent',
          error: null,
          sent_at: null,
        })
        .execute();
    });
    afterAll(() => t.drop());

    it('removes the opens and clicks older than two years, and keeps the rest', async () => {
      const at = ['2024-03-02T08:59:59.000Z', '2024-03-02T09:00:01.000Z', '2026-03-01T00:00:00.000Z'];
      await t.db
        .insertInto('newsletter_opens')
        .values(at.map((created_at, i) => ({ id: `o${i}`, delivery_id: 'd1', created_at, dedupe_key: created_at })))
        .execute();
      await t.db
        .insertInto('newsletter_clicks')
        .values(
          at.map((created_at, i) => ({
            id: `k${i}`,
            delivery_id: 'd1',
            url: 'https://vernissage.test/',
            created_at,
            dedupe_key: created_at,
          })),
        )
        .execute();
      const clock = testClock('2026-03-02T09:00:00.000Z');
      const ctx = { jobId: 'j', kind: 'newsletter.prune-tracking', attempt: 1, maxAttempts: 5, log: silentLog };
      await pruneTrackingJob.handle(null, ctx, { db: t.db, clock });
      const opens = await t.db.selectFrom('newsletter_opens').select('id').orderBy('id').execute();
      const clicks = await t.db.selectFrom('newsletter_clicks').select('id').orderBy('id').execute();
      expect(opens.map((o) => o.id)).toEqual(['o1', 'o2']);
      expect(clicks.map((c) => c.id)).toEqual(['k1', 'k2']);
    });
  });
}
