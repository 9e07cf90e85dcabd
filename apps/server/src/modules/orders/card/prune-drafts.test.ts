import type { CardPaymentStatus } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../../test/catalog-fixtures.ts';
import { dialects, type TestDb } from '../../../../test/databases.ts';
import { silentLog } from '../../../../test/newsletter-fixtures.ts';
import { pruneDraftsJob } from './prune-drafts.ts';

const NOW = '2026-06-30T12:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
/** `days` before NOW and a minute more (negative minutes: a minute less, still inside the period). */
const daysBefore = (days: number, minutes = 1) =>
  new Date(Date.parse(NOW) - days * DAY_MS - minutes * 60_000).toISOString();

for (const dialect of dialects) {
  describe(`pruning abandoned card checkouts on ${dialect.name}`, () => {
    let t: TestDb;

    beforeAll(async () => {
      t = await dialect.create();
    });
    afterAll(() => t.drop());

    it('deletes drafts whose hold ended unpaid over 30 days ago, with their unpaid intents, and keeps the rest', async () => {
      const artistId = await insertArtist(t.db);
      const artworkId = await insertArtwork(t.db, { artistId, title: 'Blue Hour', price: 900 });
      const draft = (id: string, status: 'open' | 'expired' | 'refunded', expires_at: string) => ({
        id,
        email: `${id}@example.com`,
        delivery_address: '1 Gallery Road',
        artwork_id: artworkId,
        format_id: `${artworkId}-f0`,
        amount_cents: 90_000,
        status,
        created_at: expires_at,
        expires_at,
      });
      await t.db
        .insertInto('order_drafts')
        .values([
          draft('abandoned', 'expired', daysBefore(30)),
          draft('abandoned-with-intent', 'expired', daysBefore(45)),
          draft('lately', 'expired', daysBefore(30, -1)),
          draft('refunded', 'refunded', daysBefore(60)),
          draft('open', 'open', daysBefore(-1)),
        ])
        .execute();
      const payment = (id: string, draftId: string, status: CardPaymentStatus) => ({
        id,
        provider: 'sandbox',
        provider_ref: `pi_${id}`,
        draft_id: draftId,
        amount_cents: 90_000,
        status,
        created_at: daysBefore(60),
        updated_at: daysBefore(60),
      });
      await t.db
        .insertInto('payments')
        .values([payment('p1', 'abandoned-with-intent', 'created'), payment('p2', 'refunded', 'refunded')])
        .execute();

      await pruneDraftsJob.handle(
        null,
        { jobId: 'j', kind: pruneDraftsJob.kind, attempt: 1, maxAttempts: 5, log: silentLog },
        { db: t.db, clock: testClock(NOW) },
      );
      const drafts = await t.db.selectFrom('order_drafts').select('id').orderBy('id').execute();
      expect(drafts.map((d) => d.id)).toEqual(['lately', 'open', 'refunded']);
      const payments = await t.db.selectFrom('payments').select('id').orderBy('id').execute();
      expect(payments.map((p) => p.id)).toEqual(['p2']);
    });
  });
}
