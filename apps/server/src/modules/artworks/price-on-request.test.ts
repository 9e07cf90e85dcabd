import { type Artwork, OFFER_TEXT, ON_REQUEST_CONFLICT, orderEndpoints, urlOf } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { BUYER_ADDRESS } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
let client = 0;
const nextClient = () => `10.79.${Math.floor(++client / 250)}.${client % 250}`;

for (const dialect of dialects) {
  describe(`price on request on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let artistId: string;
    const ids: Record<string, string> = {};
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const get = async (url: string) => (await call(t.app, { method: 'GET', url })).body as Artwork[];
    const one = async (id: string) =>
      (await call(t.app, { method: 'GET', url: `/api/artworks/${id}` })).body as Artwork;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      artistId = await insertArtist(t.database.db, { name: 'Kofi Mensah' });
      for (const [title, price] of [
        ['Cheap Study', 500],
        ['Middle Work', 5_000],
        ['Dear Work', 9_000],
      ] as const) {
        ids[title] = await insertArtwork(t.database.db, {
          artistId,
          title,
          price,
          formats: [
            { name: 'Original', price },
            { name: 'Print', price: 300 },
          ],
        });
      }
      // The gallery's most expensive canvas, shown without a price.
      ids.Canvas = await insertArtwork(t.database.db, { artistId, title: 'The Great Canvas', price: 40_000 });
      // The switch through the admin API is tested with the artwork dialog's routes (admin-routes.test.ts).
      await t.database.db
        .updateTable('artworks')
        .set({ price_on_request: 1, accepts_offers: 1 })
        .where('id', '=', ids.Canvas)
        .execute();
      // Two more on request, whose hidden prices follow neither their titles nor their titles
      // reversed: ranked by price, they would leave the title order in both directions.
      for (const [title, price] of [
        ['Another Canvas', 50_000],
        ['Zenith Canvas', 60_000],
      ] as const) {
        const id = await insertArtwork(t.database.db, { artistId, title, price });
        await t.database.db.updateTable('artworks').set({ price_on_request: 1 }).where('id', '=', id).execute();
      }
    });
    afterAll(() => t.close());

    it('keeps the price in the back office', async () => {
      const list = (await as({ method: 'GET', url: '/api/admin/artworks' })).body as Record<string, unknown>[];
      const back = list.find((a) => a._id === ids.Canvas);
      expect(back).toMatchObject({ priceOnRequest: true, acceptsOffers: true, price: 40_000 });
      expect(((back?.formats ?? []) as { price: number }[]).map((f) => f.price)).toEqual([40_000]);
    });

    it('answers price null for the work and its formats in every public shape', async () => {
      const work = await one(ids.Canvas ?? '');
      expect(work).toMatchObject({ priceOnRequest: true, price: null, originalPrice: null });
      expect(work.formats.map((f) => f.price)).toEqual([null]);
      const listed = (await get('/api/artworks')).find((a) => a.id === ids.Canvas);
      expect(listed?.price).toBeNull();
      const searched = (await get('/api/artworks?search=great')).find((a) => a.id === ids.Canvas);
      expect(searched?.price).toBeNull();
      const byArtist = (await get(`/api/artworks?artistId=${artistId}`)).find((a) => a.id === ids.Canvas);
      expect(byArtist?.formats[0]?.price).toBeNull();
      // Nothing in the whole answer gives the price away.
      const raw = (await t.app.inject({ method: 'GET', url: `/api/artworks/${ids.Canvas}` })).body;
      expect(raw).not.toContain('40000');
      const page = await t.app.inject({ method: 'GET', url: `/api/artworks?ids=${ids.Canvas}` });
      expect(page.body).not.toContain('40000');
      expect((await one(ids['Cheap Study'] ?? '')).priceOnRequest).toBe(false);
    });

    it('leaves it out of price filters and puts it last in both price sorts, by title among its kind', async () => {
      const titles = async (query: string) => (await get(`/api/artworks?${query}`)).map((a) => a.title);
      expect(await titles('minPrice=0')).not.toContain('The Great Canvas');
      expect(await titles('maxPrice=1000000')).not.toContain('The Great Canvas');
      expect(await titles('minPrice=30000')).toEqual([]);
      const onRequest = ['Another Canvas', 'The Great Canvas', 'Zenith Canvas'];
      expect(await titles('sortBy=price&sortDirection=asc')).toEqual([
        'Cheap Study',
        'Middle Work',
        'Dear Work',
        ...onRequest,
      ]);
      expect(await titles('sortBy=price&sortDirection=desc')).toEqual([
        'Dear Work',
        'Middle Work',
        'Cheap Study',
        ...onRequest,
      ]);
      // Paged, the same: a page is found by the listing index, its rows read apart.
      expect(await titles('sortBy=price&sortDirection=asc&limit=2&offset=3')).toEqual(onRequest.slice(0, 2));
      expect(await titles('sortBy=price&sortDirection=desc&limit=2&offset=4')).toEqual(onRequest.slice(1));
      const counted = await t.app.inject({ method: 'GET', url: '/api/artworks?minPrice=0&limit=1' });
      expect(counted.headers['x-total-count']).toBe('3');
    });

    it('leaves works on request out of every price filter in every order', async () => {
      const titles = async (query: string) => (await get(`/api/artworks?${query}`)).map((a) => a.title);
      for (const sortBy of ['featured', 'price', 'title', 'year']) {
        for (const sortDirection of ['asc', 'desc']) {
          for (const filter of [
            'minPrice=0',
            'maxPrice=1000000',
            'minPrice=0&maxPrice=1000000',
            'medium=paintings&minPrice=0',
          ]) {
            const query = `${filter}&sortBy=${sortBy}&sortDirection=${sortDirection}`;
            expect({ query, found: (await titles(query)).sort() }).toEqual({
              query,
              found: ['Cheap Study', 'Dear Work', 'Middle Work'],
            });
          }
        }
      }
    });

    it('refuses both checkouts with 409, also for a cart saved with the old price', async () => {
      const invoice = await post(urlOf(orderEndpoints.sendInvoice), {
        email: 'collector@example.com',
        fulfillmentType: 'shipping',
        cart: [{ artwork: { _id: ids.Canvas }, format: { id: `${ids.Canvas}-f0`, price: 40_000 }, quantity: 1 }],
        shippingAddress: BUYER_ADDRESS,
      });
      expect(invoice.statusCode).toBe(409);
      expect(invoice.json()).toEqual({ error: ON_REQUEST_CONFLICT });
      const card = await post(urlOf(orderEndpoints.createDraft), {
        artwork_id: ids.Canvas,
        email: 'collector@example.com',
        delivery_address: '14 Riverside Drive, Nairobi',
        variant: `${ids.Canvas}-f0`,
      });
      expect(card.statusCode).toBe(409);
      expect(card.json()).toEqual({ error: ON_REQUEST_CONFLICT });
      // Nothing was held by either attempt.
      const row = await t.database.db
        .selectFrom('artworks')
        .select('reserved')
        .where('id', '=', ids.Canvas ?? '')
        .executeTakeFirstOrThrow();
      expect(Number(row.reserved)).toBe(0);
    });

    it('takes an offer above the hidden price: there is no listed price to hold it to, nor to probe', async () => {
      const res = await post('/api/offers', {
        artworkId: ids.Canvas,
        formatId: `${ids.Canvas}-f0`,
        amount: 45_000,
        email: 'bidder@example.com',
        name: 'Bidder',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(OFFER_TEXT.sent);
    });
  });
}
