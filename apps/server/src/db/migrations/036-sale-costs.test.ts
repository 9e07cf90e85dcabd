import { RATED_CLASSES, rateOf, SHIPPING_CLASSES, shipsFree, taxRateFor, zoneOf } from '@vernissage/contract';
import { type Kysely, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { getShopSettings, seedShopSettings, toPublicShopSettings } from '../../modules/settings/index.ts';
import type { DbHandle } from '../connection.ts';
import { migrateToLatest, provider } from '../migrate.ts';
import { SHIPPING_CLASS_VALUES } from './036-sale-costs.ts';

type Loose = Kysely<Record<string, Record<string, unknown>>>;
const loose = (h: DbHandle) => h.db as unknown as Loose;
const at = '2026-10-01T09:00:00.000Z';

describe('migration 036', () => {
  it("writes the contract's shipping classes", () => {
    expect([...SHIPPING_CLASS_VALUES]).toEqual([...SHIPPING_CLASSES]);
  });
});

for (const dialect of dialects) {
  describe(`migration 036 on ${dialect.name}`, () => {
    it("keeps a shop seeded before it at today's behaviour: US dollars, free shipping, no tax", async () => {
      const h = await dialect.create();
      try {
        const down = await new Migrator({ db: h.db, provider }).migrateTo('034-offers-and-holds');
        expect(down.error).toBeUndefined();
        // The shop as it stood: its settings rows of the day (none of the new keys), a work, an order.
        const clock = testClock(at);
        for (const key of ['shopName', 'address', 'storage']) {
          const value =
            key === 'shopName'
              ? '"Galerie Nord"'
              : key === 'address'
                ? JSON.stringify({ line1: '1 Quay', city: 'Nairobi', region: '', postalCode: '', country: 'Kenya' })
                : JSON.stringify({ monthlyFeeCents: 150000, country: 'Kenya', firstMonthFree: true });
          await loose(h).insertInto('shop_settings').values({ key, value, updated_at: at }).execute();
        }
        const artistId = await insertArtist(h.db, { name: 'Amara Okafor' });
        const artworkId = await insertArtwork(h.db, { artistId, title: 'Before', price: 4200 });
        await loose(h)
          .insertInto('format_categories')
          .values({ id: 'cat', name: 'Originals', slug: 'originals' })
          .execute();
        await loose(h).insertInto('format_types').values({ id: 'type', name: 'Canvas', category_id: 'cat' }).execute();
        await loose(h)
          .insertInto('orders')
          .values({
            id: 'old',
            email: 'old@example.com',
            payment_method: 'invoice',
            subtotal_cents: 420000,
            total_cents: 420000,
            created_at: at,
            updated_at: at,
          })
          .execute();

        await migrateToLatest(h);
        await seedShopSettings({ db: h.db, clock });

        const order = await h.db.selectFrom('orders').selectAll().where('id', '=', 'old').executeTakeFirstOrThrow();
        expect(order).toMatchObject({
          currency: 'USD',
          subtotal_cents: 420000,
          shipping_cents: 0,
          shipping_quoted: 0,
          tax_cents: 0,
          tax_label: null,
          tax_rate_milli: null,
          prices_include_tax: 0,
          total_cents: 420000,
        });
        const type = await h.db.selectFrom('format_types').select('shipping_class').executeTakeFirstOrThrow();
        expect(type.shipping_class).toBe('medium');
        const format = await h.db
          .selectFrom('artwork_formats')
          .select('shipping_class')
          .where('artwork_id', '=', artworkId)
          .executeTakeFirstOrThrow();
        expect(format.shipping_class).toBeNull();

        // The shop's rules of the day: dollars, every class free at home and abroad, no tax anywhere.
        const settings = toPublicShopSettings(await getShopSettings(h.db));
        expect(settings).toMatchObject({ shopName: 'Galerie Nord', currency: 'USD', taxRates: [], shippingZones: [] });
        expect(shipsFree(settings.shippingRates, settings.shippingZones)).toBe(true);
        for (const country of ['KE', 'US', 'DE', 'JP']) {
          const zone = zoneOf(country, settings.address.country, settings.shippingZones);
          for (const cls of RATED_CLASSES) expect(rateOf(settings.shippingRates, zone, cls)).toBe(0);
          expect(taxRateFor(settings.taxRates, country, 'CA')).toBeNull();
        }

        const back = await new Migrator({ db: h.db, provider }).migrateTo('034-offers-and-holds');
        expect(back.error).toBeUndefined();
      } finally {
        await h.drop();
      }
    });
  });
}
