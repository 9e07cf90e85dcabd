import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { type DeliveryOutcome, settleDeliveries } from './delivery-lifecycle.ts';

const AT = '2026-05-04T10:00:00.000Z';

for (const dialect of dialects) {
  describe(`newsletter delivery lifecycle on ${dialect.name}`, () => {
    let t: TestDb;
    const status = async (id: string) =>
      t.db
        .selectFrom('newsletter_deliveries')
        .select(['status', 'sent_at', 'error'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await dialect.create();
      await t.db.insertInto('newsletter_campaigns').values({ id: 'c1', sent_by: null, created_at: AT }).execute();
      await t.db
        .insertInto('newsletter_variants')
        .values({ id: 'v1', campaign_id: 'c1', position: 0, subject: 'Spring', message: 'Hello' })
        .execute();
      await t.db
        .insertInto('newsletter_deliveries')
        .values(
          ['d1', 'd2', 'd3'].map((id) => ({
            id,
            campaign_id: 'c1',
            variant_id: 'v1',
            batch: 0,
            email: `${id}@a.test`,
          })),
        )
        .execute();
    });
    afterAll(() => t.drop());

    it('settles a pending delivery once: sent keeps its time, failed its error, and neither moves again', async () => {
      expect(await settleDeliveries(t.db, ['d1', 'd2'], { status: 'sent', at: AT })).toBe(2);
      expect(await settleDeliveries(t.db, ['d3'], { status: 'failed', at: AT, error: '550 no such mailbox' })).toBe(1);
      expect(await status('d1')).toEqual({ status: 'sent', sent_at: AT, error: null });
      expect(await status('d3')).toEqual({ status: 'failed', sent_at: null, error: '550 no such mailbox' });
      // sent → failed, failed → skipped: not in DELIVERY_STATUS_NEXT, so nothing moves.
      expect(await settleDeliveries(t.db, ['d1'], { status: 'failed', at: AT, error: 'late' })).toBe(0);
      expect(await settleDeliveries(t.db, ['d3'], { status: 'skipped', at: AT })).toBe(0);
      expect(await status('d1')).toEqual({ status: 'sent', sent_at: AT, error: null });
      expect((await status('d3')).status).toBe('failed');
    });

    it('refuses a move the table does not list before touching the database', () => {
      const back = { status: 'pending', at: AT } as unknown as DeliveryOutcome;
      expect(() => settleDeliveries(t.db, ['d1'], back)).toThrow('cannot move from pending to pending');
    });
  });
}
