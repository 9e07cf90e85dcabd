import { COLLECTOR_HOLD_STATUSES, OFFER_STATUSES } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { COLLECTOR_HOLD_STATUS_VALUES, OFFER_STATUS_VALUES } from './034-offers-and-holds.ts';

const at = '2026-09-01T09:00:00.000Z';

describe('migration 034', () => {
  it("writes the contract's status lists", () => {
    expect([...OFFER_STATUS_VALUES]).toEqual([...OFFER_STATUSES]);
    expect([...COLLECTOR_HOLD_STATUS_VALUES]).toEqual([...COLLECTOR_HOLD_STATUSES]);
  });
});

for (const dialect of dialects) {
  describe(`offers and holds columns on ${dialect.name}`, () => {
    let t: TestDb;
    beforeAll(async () => {
      t = await dialect.create();
    });
    afterAll(() => t.drop());

    const offer = (id: string, over: Record<string, unknown> = {}) =>
      t.db
        .insertInto('offers')
        .values({
          id,
          artwork_id: 'a1',
          format_id: 'f1',
          format_name: 'Original',
          email: 'ann@example.com',
          email_key: 'ann@example.com',
          name: 'Ann',
          amount_cents: 1000,
          created_at: at,
          updated_at: at,
          ...over,
        })
        .execute();

    it('refuses a status outside the lifecycle, an amount of 0, and an accepted offer without its end or price', async () => {
      await offer('ok');
      await expect(offer('bad-status', { status: 'haggling' as 'open' })).rejects.toThrow();
      await expect(offer('zero', { amount_cents: 0 })).rejects.toThrow();
      await expect(offer('no-end', { status: 'accepted', agreed_amount_cents: 1000 })).rejects.toThrow();
      await offer('held', { status: 'accepted', agreed_amount_cents: 1000, expires_at: at });
      await expect(
        t.db
          .insertInto('collector_holds')
          .values({
            id: 'h1',
            artwork_id: 'a1',
            collector: 'Ann',
            until_day: '2026-09-02',
            ends_at: at,
            created_by: 'x',
            created_at: at,
            status: 'paused' as 'active',
          })
          .execute(),
      ).rejects.toThrow();
    });
  });
}
