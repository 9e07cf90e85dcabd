import { type AdminArtwork, type Artwork, adminOrderEndpoints, orderEndpoints, urlOf } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { insertArtist } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { callEndpoint } from '../../../test/endpoint-call.ts';
import { BUYER_ADDRESS } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipart, sampleJpeg } from '../../../test/upload-fixtures.ts';

const PASSWORD = 'correct horse battery';
let client = 0;
const nextClient = () => `10.64.${Math.floor(++client / 250)}.${client % 250}`;

for (const dialect of dialects) {
  describe(`withheld edition numbers on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let artistId: string;
    let images: string[];
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const body = (over: object = {}) => ({
      title: 'Tide Lines',
      artist: { _id: artistId, name: 'Wanjiru Kamau' },
      price: 300,
      description: 'A screenprint in ten numbered copies.',
      dimensions: '50 x 70 cm',
      medium: 'Screenprint',
      formats: [{ name: 'Screenprint', price: 300 }],
      images,
      limited: true,
      limitedCount: 10,
      ...over,
    });
    const create = async (over: object = {}) => {
      const res = await as({ method: 'POST', url: '/api/admin/artworks', payload: body(over) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as AdminArtwork;
    };
    const edit = (id: string, over: object) =>
      as({ method: 'PUT', url: `/api/admin/artworks/${id}`, payload: body(over) });
    const adminView = async (id: string) =>
      ((await as({ method: 'GET', url: '/api/admin/artworks' })).body as AdminArtwork[]).find((a) => a._id === id);
    const shown = async (id: string) =>
      ((await call(t.app, { method: 'GET', url: `/api/artworks?ids=${id}` })).body as Artwork[])[0];
    const buy = async (work: AdminArtwork, email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(orderEndpoints.sendInvoice),
        remoteAddress: nextClient(),
        payload: {
          email,
          fulfillmentType: 'shipping',
          cart: [{ artwork: { _id: work._id }, format: { id: work.formats[0]?.id }, quantity: 1 }],
          shippingAddress: BUYER_ADDRESS,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { orderId } = res.json() as { orderId: string };
      const order = await callEndpoint(t.app, adminOrderEndpoints.get, { token, params: { id: orderId } });
      if (order.status !== 200) throw new Error(`order ${orderId}: ${order.status}`);
      return { orderId, edition: order.body.order.items[0]?.edition };
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      const upload = await as({ method: 'POST', url: '/api/admin/upload-image', ...multipart(await sampleJpeg()) });
      images = [(upload.body as { url: string }).url];
      artistId = await insertArtist(t.database.db, { name: 'Wanjiru Kamau' });
    });
    afterAll(() => t.close());

    it('withholds numbers from the shop: they count as taken, are skipped by buyers, and are listed', async () => {
      const work = await create({ withheldNumbers: [1, 2] });
      expect(work.withheldNumbers).toEqual([1, 2]);
      expect((await shown(work._id))?.limitedCount).toBe(8);
      expect((await buy(work, 'first@example.com')).edition).toEqual({ size: 10, numbers: [3] });
      const withheld = await edit(work._id, { withheldNumbers: [1, 2, 9, 10] });
      expect(withheld.status, JSON.stringify(withheld.body)).toBe(200);
      expect((await shown(work._id))?.limitedCount).toBe(5);
      expect((await adminView(work._id))?.editionNumbers).toEqual({
        size: 10,
        sold: [],
        held: [3],
        withheld: [1, 2, 9, 10],
      });
      // Leaving the field out keeps the numbers withheld.
      expect(((await edit(work._id, { withheldNumbers: undefined })).body as AdminArtwork).withheldNumbers).toEqual([
        1, 2, 9, 10,
      ]);
    });

    it('refuses a number outside the edition, listed twice, sold or held, naming it', async () => {
      const work = await create();
      const sold = await buy(work, 'sold@example.com');
      const paid = await callEndpoint(t.app, adminOrderEndpoints.setPaymentStatus, {
        token,
        params: { id: sold.orderId },
        body: { paymentStatus: 'completed' },
      });
      expect(paid.status).toBe(200);
      expect((await buy(work, 'held@example.com')).edition).toEqual({ size: 10, numbers: [2] });
      const refusals: [object, number, string][] = [
        [{ withheldNumbers: [12] }, 400, 'Edition number 12 is outside 1-10.'],
        [{ withheldNumbers: [0] }, 400, 'Edition number 0 is outside 1-10.'],
        [{ withheldNumbers: [3, 4, 3] }, 400, 'Edition number 3 is listed twice.'],
        [{ withheldNumbers: [4, 1] }, 409, 'Edition number 1 is already sold.'],
        [{ withheldNumbers: [2] }, 409, 'Edition number 2 is held by an unpaid order.'],
        [{ withheldNumbers: [1.5] }, 400, 'Edition numbers must be whole numbers.'],
        [
          { limited: false, limitedCount: null, withheldNumbers: [4] },
          400,
          'Only a limited edition has numbers to withhold.',
        ],
      ];
      for (const [over, status, error] of refusals) {
        const res = await edit(work._id, over);
        expect({ status: res.status, body: res.body }, JSON.stringify(over)).toMatchObject({ status, body: { error } });
      }
      expect((await adminView(work._id))?.editionNumbers).toEqual({ size: 10, sold: [1], held: [2], withheld: [] });
    });

    it('refuses an edition smaller than a withheld number or a number given to an order', async () => {
      const work = await create({ withheldNumbers: [7] });
      const shrunk = await edit(work._id, { limitedCount: 6 });
      expect(shrunk).toMatchObject({ status: 400, body: { error: 'Edition number 7 is outside 1-6.' } });
      const first = await buy(work, 'one@example.com');
      expect((await buy(work, 'two@example.com')).edition).toEqual({ size: 10, numbers: [2] });
      const tooMany = await edit(work._id, { limitedCount: 3, withheldNumbers: [1, 3] });
      expect(tooMany).toMatchObject({ status: 409, body: { error: 'Edition number 1 is held by an unpaid order.' } });
      const crowded = await edit(work._id, { limitedCount: 3, withheldNumbers: [3] });
      expect(crowded.status).toBe(200);
      const full = await edit(work._id, { limitedCount: 3, withheldNumbers: [] });
      expect(full.status).toBe(200);
      const over = await edit(work._id, { limitedCount: 1, withheldNumbers: [] });
      expect(over).toMatchObject({
        status: 409,
        body: { error: 'More units of this edition are already sold or reserved than that.' },
      });
      // Number 1's order is cancelled: one unit is held, but its number 2 does not fit an edition of 1.
      const cancelled = await callEndpoint(t.app, adminOrderEndpoints.setStatus, {
        token,
        params: { id: first.orderId },
        body: { status: 'cancelled' },
      });
      expect(cancelled.status).toBe(200);
      const gap = await edit(work._id, { limitedCount: 1, withheldNumbers: [] });
      expect(gap).toMatchObject({
        status: 409,
        body: { error: 'More units of this edition are already sold or reserved than that.' },
      });
      const filled = await edit(work._id, { limitedCount: 2, withheldNumbers: [1] });
      expect(filled.status).toBe(200);
      expect((await adminView(work._id))?.editionNumbers).toEqual({ size: 2, sold: [], held: [2], withheld: [1] });
      expect((await shown(work._id))?.availability).toBe('reserved');
    });
  });
}
