import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { DEFAULT_SHOP_SETTINGS } from './defaults.ts';
import { getShopSettings, toPublicShopSettings } from './service.ts';

for (const dialect of dialects) {
  describe(`shop settings on ${dialect.name}`, () => {
    let t: TestDb;
    const store = (key: string, value: unknown) =>
      t.db
        .insertInto('shop_settings')
        .values({
          key,
          value: typeof value === 'string' ? value : JSON.stringify(value),
          updated_at: '2026-01-01T00:00:00Z',
        })
        .execute();

    beforeAll(async () => {
      t = await dialect.create();
    });
    beforeEach(async () => {
      await t.db.deleteFrom('shop_settings').execute();
    });
    afterAll(() => t.drop());

    it('gives the defaults when nothing is stored', async () => {
      expect(await getShopSettings(t.db)).toEqual(DEFAULT_SHOP_SETTINGS);
    });

    it('merges stored values over the defaults, field by field within a section', async () => {
      await store('shopName', '"Galerie Nord"');
      await store('returnPolicy', { days: 30 });
      await store('storage', { monthlyFeeCents: 120_000 });
      const s = await getShopSettings(t.db);
      expect(s.shopName).toBe('Galerie Nord');
      expect(s.returnPolicy).toEqual({ days: 30, returnShippingPaidBy: 'customer', refundBusinessDays: '5-7' });
      expect(s.storage).toEqual({ monthlyFeeCents: 120_000, country: 'Kenya', firstMonthFree: true });
      expect(s.contactEmail).toBe('hello@vernissage.gallery');
    });

    it('keeps the default for a stored section that is invalid or not JSON, and ignores unknown keys', async () => {
      await store('contactEmail', '"not an address"');
      await store('social', { instagram: 'javascript:alert(1)' });
      await store('phone', '{broken');
      await store('stripeSecret', '"sk_live_nope"');
      const s = await getShopSettings(t.db);
      expect(s.contactEmail).toBe(DEFAULT_SHOP_SETTINGS.contactEmail);
      expect(s.social).toEqual(DEFAULT_SHOP_SETTINGS.social);
      expect(s.phone).toBe(DEFAULT_SHOP_SETTINGS.phone);
      expect(s).not.toHaveProperty('stripeSecret');
    });

    it('shows the storage fee in dollars in the public shape', () => {
      expect(toPublicShopSettings(DEFAULT_SHOP_SETTINGS).storage).toEqual({
        monthlyFee: 1500,
        country: 'Kenya',
        firstMonthFree: true,
      });
    });
  });
}
