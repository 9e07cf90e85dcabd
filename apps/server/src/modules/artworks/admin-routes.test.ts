import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { insertArtist } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipart, sampleJpeg } from '../../../test/upload-fixtures.ts';

const PASSWORD = 'correct horse battery';
type Format = { id: string; name: string; price: number; available: boolean };
type Artwork = { _id: string; title: string; price: number; formats: Format[]; images: string[]; tags: string[] };

for (const dialect of dialects) {
  describe(`admin artworks API on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let artistId: string;
    let images: string[];
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const uploadImage = async () => {
      const res = await as({ method: 'POST', url: '/api/admin/upload-image', ...multipart(await sampleJpeg()) });
      return (res.body as { url: string }).url;
    };
    const body = () => ({
      title: 'Harmattan Morning',
      artist: { _id: artistId, name: 'Wanjiru Kamau' },
      price: 1200,
      description: 'Dust and gold over Lake Naivasha.',
      dimensions: '60 x 80 cm',
      medium: 'Oil on canvas',
      formats: [
        { id: 1767000000001, name: 'Original', price: 1200 },
        { id: 1767000000002, name: 'Fine Art Print', price: '150' },
      ],
      images,
    });
    const create = async (payload: object | undefined = body()) =>
      as({ method: 'POST', url: '/api/admin/artworks', payload });
    const publicList = async () => (await call(t.app, { method: 'GET', url: '/api/artworks' })).body as Artwork[];

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      images = [await uploadImage(), await uploadImage()];
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('order_items').execute();
      await t.database.db.deleteFrom('orders').execute();
      await t.database.db.deleteFrom('artworks').execute();
      await t.database.db.deleteFrom('artists').execute();
      artistId = await insertArtist(t.database.db, { name: 'Wanjiru Kamau' });
    });
    afterAll(() => t.close());

    it('saves price on request and offers, comes back the same, and shows the public no price', async () => {
      const created = await create({ ...body(), priceOnRequest: true, acceptsOffers: true });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body as Artwork)._id;
      const listed = ((await as({ method: 'GET', url: '/api/admin/artworks' })).body as Record<string, unknown>[]).find(
        (a) => a._id === id,
      );
      expect(listed).toMatchObject({ priceOnRequest: true, acceptsOffers: true, price: 1200 });
      const shop = (await publicList()).find((a) => a._id === id);
      expect(shop).toMatchObject({ priceOnRequest: true, acceptsOffers: true, price: null });
      // Saved again without the fields: kept; switched off: the price is public again.
      expect((await as({ method: 'PUT', url: `/api/admin/artworks/${id}`, payload: body() })).status).toBe(200);
      expect((await publicList()).find((a) => a._id === id)?.price).toBeNull();
      const off = await as({
        method: 'PUT',
        url: `/api/admin/artworks/${id}`,
        payload: { ...body(), priceOnRequest: false },
      });
      expect(off.status).toBe(200);
      expect((await publicList()).find((a) => a._id === id)).toMatchObject({ priceOnRequest: false, price: 1200 });
      const bad = await as({
        method: 'PUT',
        url: `/api/admin/artworks/${id}`,
        payload: { ...body(), priceOnRequest: 'yes' },
      });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('priceOnRequest must be true or false');
    });

    it('creates, edits and deletes an artwork, and the storefront follows each step', async () => {
      const created = await create();
      expect(created.status).toBe(201);
      const artwork = created.body as Artwork;
      expect(artwork).toMatchObject({
        title: 'Harmattan Morning',
        artist: { _id: artistId, name: 'Wanjiru Kamau' },
        price: 1200,
        images,
        formats: [
          { name: 'Original', price: 1200, available: true },
          { name: 'Fine Art Print', price: 150, available: true },
        ],
        availability: 'available',
        hasOrders: false,
      });
      expect(artwork.formats.map((f) => f.id)).not.toContain('1767000000001');
      expect(await publicList()).toMatchObject([{ _id: artwork._id, price: 1200, images }]);
      const found = await call(t.app, { method: 'GET', url: '/api/artworks?medium=paintings&search=wanjiru' });
      expect(found.body).toHaveLength(1);

      const edited = await as({
        method: 'PUT',
        url: `/api/admin/artworks/${artwork._id}`,
        payload: { ...body(), price: 1450, formats: artwork.formats.map((f) => ({ ...f, price: f.price + 50 })) },
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ price: 1450, formats: [{ price: 1250 }, { price: 200 }] });
      expect(await publicList()).toMatchObject([{ _id: artwork._id, price: 1450 }]);

      const deleted = await as({ method: 'DELETE', url: `/api/admin/artworks/${artwork._id}` });
      expect(deleted).toMatchObject({ status: 200, body: { success: true } });
      expect(await publicList()).toEqual([]);
      expect((await as({ method: 'GET', url: '/api/admin/artworks' })).body).toEqual([]);
    });

    it('keeps format ids across edits and gives new formats fresh ids', async () => {
      const artwork = (await create()).body as Artwork;
      const [original, print] = artwork.formats;
      const other = (await create({ ...body(), title: 'Another' })).body as Artwork;
      const res = await as({
        method: 'PUT',
        url: `/api/admin/artworks/${artwork._id}`,
        payload: {
          ...body(),
          formats: [
            { ...print, available: false },
            { id: Date.now(), name: 'Canvas Print', price: 300 },
            { id: other.formats[0]?.id, name: 'Stolen id', price: 10 },
          ],
        },
      });
      const formats = (res.body as Artwork).formats;
      expect(formats[0]).toEqual({ ...print, available: false });
      expect(formats.map((f) => f.id)).not.toContain(original?.id);
      expect(formats[1]?.id).not.toBe(String(Date.now()));
      expect(formats[2]?.id).not.toBe(other.formats[0]?.id);
      expect(new Set(formats.map((f) => f.id)).size).toBe(3);
    });

    it('keeps storefront fields the form leaves out, and saves them when sent', async () => {
      const rich = {
        ...body(),
        featured: true,
        limited: true,
        limitedCount: 25,
        year: 2024,
        tags: ['Rift', ' light '],
      };
      const artwork = (await create({ ...rich, collections: ['Summer'], originalPrice: 1500 })).body as Artwork;
      expect(artwork).toMatchObject({
        featured: true,
        limited: true,
        limitedCount: 25,
        year: 2024,
        originalPrice: 1500,
      });
      const res = await as({ method: 'PUT', url: `/api/admin/artworks/${artwork._id}`, payload: body() });
      expect(res.body).toMatchObject({
        featured: true,
        limited: true,
        limitedCount: 25,
        year: 2024,
        tags: ['Rift', 'light'],
        collections: ['Summer'],
        originalPrice: 1500,
      });
      const sold = await as({
        method: 'PUT',
        url: `/api/admin/artworks/${artwork._id}`,
        payload: { ...body(), availability: 'sold', limited: false, originalPrice: null },
      });
      expect(sold.body).toMatchObject({
        availability: 'sold',
        limited: false,
        limitedCount: null,
        originalPrice: null,
      });
    });

    const valid = () => body();
    it.each([
      ['no title', () => ({ ...valid(), title: '  ' }), 'Title is required.'],
      ['no body', () => undefined, 'Title is required.'],
      ['no artist', () => ({ ...valid(), artist: '' }), 'Artist is required.'],
      ['an artist object without id', () => ({ ...valid(), artist: { name: 'x' } }), 'Artist is required.'],
      ['no price', () => ({ ...valid(), price: '' }), 'Valid price is required.'],
      ['a price that is not a number', () => ({ ...valid(), price: 'twelve' }), 'Valid price is required.'],
      ['a negative price', () => ({ ...valid(), price: -5 }), 'Valid price is required.'],
      ['no formats', () => ({ ...valid(), formats: [] }), 'At least one format is required.'],
      ['a format without name', () => ({ ...valid(), formats: [{ name: ' ', price: 5 }] }), 'Format name required.'],
      [
        'a format without price',
        () => ({ ...valid(), formats: [{ name: 'Print', price: 'x' }] }),
        'Valid price required.',
      ],
      ['no images', () => ({ ...valid(), images: [] }), 'At least one image is required.'],
      ['an image from elsewhere', () => ({ ...valid(), images: ['https://cdn.example/x.jpg'] }), 'Unknown image'],
      ['an unknown artist', () => ({ ...valid(), artist: 'nobody' }), 'Artist not found'],
      [
        'a limited edition without size',
        () => ({ ...valid(), limited: true }),
        'A limited edition needs an edition size.',
      ],
    ])('refuses %s with 400 and stores nothing', async (_label, make, error) => {
      const res = await as({ method: 'POST', url: '/api/admin/artworks', payload: make() as object });
      expect(res).toMatchObject({ status: 400, body: { error } });
      expect(await t.database.db.selectFrom('artworks').select('id').execute()).toEqual([]);
    });

    it('answers 404 for an unknown artwork', async () => {
      const put = await as({ method: 'PUT', url: '/api/admin/artworks/nothing', payload: body() });
      expect(put).toMatchObject({ status: 404, body: { error: 'Artwork not found' } });
      const del = await as({ method: 'DELETE', url: '/api/admin/artworks/nothing' });
      expect(del).toMatchObject({ status: 404, body: { error: 'Artwork not found' } });
    });

    it('refuses to delete an artwork that has been ordered', async () => {
      const artwork = (await create()).body as Artwork;
      const at = '2026-03-01T10:00:00.000Z';
      const db = t.database.db;
      await db
        .insertInto('orders')
        .values({
          id: 'o1',
          email: 'c@x.test',
          payment_method: 'invoice',
          subtotal_cents: 120000,
          total_cents: 120000,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await db
        .insertInto('order_items')
        .values({
          id: 'i1',
          order_id: 'o1',
          artwork_id: artwork._id,
          format_id: artwork.formats[0]?.id ?? null,
          quantity: 1,
          unit_price_cents: 120000,
          title: 'Harmattan Morning',
          artist_name: 'Wanjiru Kamau',
          format_name: 'Original',
        })
        .execute();
      const res = await as({ method: 'DELETE', url: `/api/admin/artworks/${artwork._id}` });
      expect(res).toMatchObject({
        status: 409,
        body: { error: 'This artwork has orders and cannot be deleted. Mark it as sold instead.' },
      });
      expect((await as({ method: 'GET', url: '/api/admin/artworks' })).body).toMatchObject([
        { _id: artwork._id, hasOrders: true },
      ]);
    });
  });
}
