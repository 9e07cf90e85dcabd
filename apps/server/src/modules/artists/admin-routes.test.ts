import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { multipart, sampleJpeg } from '../../../test/upload-fixtures.ts';

const PASSWORD = 'correct horse battery';
const valid = {
  name: 'Wanjiru Kamau',
  bio: 'Paints the light of the Rift Valley.',
  website: 'wanjiru.example',
  instagram: '@wanjiru.studio',
  email: 'studio@wanjiru.example',
  country: 'Kenya',
  profileImage: '',
  awards: ['Kenya Arts Prize 2021', '', '  ', 'Nairobi Biennale Finalist'],
};
type Artist = { _id: string; name: string; profileImage: string; awards: string[] };

for (const dialect of dialects) {
  describe(`admin artists API on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const create = (payload: object) => as({ method: 'POST', url: '/api/admin/artists', payload });
    const uploadImage = async () => {
      const res = await as({ method: 'POST', url: '/api/admin/upload-image', ...multipart(await sampleJpeg()) });
      return (res.body as { url: string }).url;
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('artwork_formats').execute();
      await t.database.db.deleteFrom('artwork_images').execute();
      await t.database.db.deleteFrom('artworks').execute();
      await t.database.db.deleteFrom('artists').execute();
    });
    afterAll(() => t.close());

    it('creates an artist with awards (blank entries dropped) and an uploaded image', async () => {
      const image = await uploadImage();
      const res = await create({ ...valid, profileImage: image });
      expect(res.status).toBe(201);
      const artist = res.body as Artist;
      expect(artist).toMatchObject({
        name: 'Wanjiru Kamau',
        website: 'https://wanjiru.example',
        email: 'studio@wanjiru.example',
        profileImage: image,
        awards: ['Kenya Arts Prize 2021', 'Nairobi Biennale Finalist'],
        verified: false,
        featured: false,
        artworkCount: 0,
      });
      const list = await as({ method: 'GET', url: '/api/admin/artists' });
      expect(list.body).toEqual([artist]);
      const pub = await call(t.app, { method: 'GET', url: `/api/artists/${artist._id}` });
      expect(pub.body).toMatchObject({ name: 'Wanjiru Kamau', image, awards: artist.awards });
      const found = await call(t.app, { method: 'GET', url: '/api/artists?search=wanjiru' });
      expect(found.body).toHaveLength(1);
    });

    it.each([
      ['no name', { ...valid, name: '' }, 'Name is required.'],
      ['a blank name', { ...valid, name: '   ' }, 'Name is required.'],
      ['a missing name', { bio: 'x' }, 'Name is required.'],
      ['no body', undefined, 'Name is required.'],
      ['a malformed email', { ...valid, email: 'studio@' }, 'Please enter a valid email address.'],
      [
        'a script link as website',
        { ...valid, website: 'javascript:alert(1)' },
        'Website must be a web address such as https://example.com',
      ],
      [
        'an image that was not uploaded',
        { ...valid, profileImage: 'https://elsewhere.example/me.jpg' },
        'Unknown image',
      ],
      [
        'a media URL nobody uploaded',
        { ...valid, profileImage: '/media/0123456789abcdef01234567/320.jpg' },
        'Unknown image',
      ],
    ])('refuses %s with 400 and stores nothing', async (_label, payload, error) => {
      const res = await create(payload as object);
      expect(res).toMatchObject({ status: 400, body: { error } });
      expect(await t.database.db.selectFrom('artists').select('id').execute()).toEqual([]);
    });

    it('updates an artist, keeping the storefront fields the form does not send', async () => {
      const { _id } = (await create({ ...valid, style: ['Landscape'], featured: true, verified: true })).body as Artist;
      const res = await as({
        method: 'PUT',
        url: `/api/admin/artists/${_id}`,
        payload: { ...valid, name: ' Wanjiru K. ', awards: ['One prize'], profileImage: await uploadImage() },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        name: 'Wanjiru K.',
        awards: ['One prize'],
        style: ['Landscape'],
        featured: true,
        verified: true,
      });
      const cleared = await as({
        method: 'PUT',
        url: `/api/admin/artists/${_id}`,
        payload: { ...valid, profileImage: '' },
      });
      expect(cleared.body).toMatchObject({ profileImage: '', picture: null });
    });

    it('refreshes the search text of the artist’s artworks after a rename', async () => {
      const { _id } = (await create(valid)).body as Artist;
      await insertArtwork(t.database.db, { artistId: _id, title: 'Rift Light', price: 900 });
      await as({ method: 'PUT', url: `/api/admin/artists/${_id}`, payload: { ...valid, name: 'Njeri Otieno' } });
      const found = await call(t.app, { method: 'GET', url: '/api/artworks?search=njeri' });
      expect(found.body).toMatchObject([{ title: 'Rift Light', artist: { name: 'Njeri Otieno' } }]);
    });

    it('answers 404 for an unknown artist', async () => {
      const put = await as({ method: 'PUT', url: '/api/admin/artists/nobody', payload: valid });
      expect(put).toMatchObject({ status: 404, body: { error: 'Artist not found' } });
      const del = await as({ method: 'DELETE', url: '/api/admin/artists/nobody' });
      expect(del).toMatchObject({ status: 404, body: { error: 'Artist not found' } });
    });

    it('refuses to delete an artist who still has artworks, then deletes once they are gone', async () => {
      const { _id } = (await create(valid)).body as Artist;
      const artworkId = await insertArtwork(t.database.db, { artistId: _id, title: 'Rift Light', price: 900 });
      const refused = await as({ method: 'DELETE', url: `/api/admin/artists/${_id}` });
      expect(refused).toMatchObject({
        status: 409,
        body: { error: 'This artist still has artworks. Delete or reassign them first.' },
      });
      await as({ method: 'DELETE', url: `/api/admin/artworks/${artworkId}` });
      const res = await as({ method: 'DELETE', url: `/api/admin/artists/${_id}` });
      expect(res).toMatchObject({ status: 200, body: { success: true } });
      expect((await as({ method: 'GET', url: '/api/admin/artists' })).body).toEqual([]);
    });
  });
}
