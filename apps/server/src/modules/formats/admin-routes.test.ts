import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
type Category = { id: string; slug: string; formatTypeCount: number };

for (const dialect of dialects) {
  describe(`format categories and types API on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const saveCategory = (payload: object) => as({ method: 'POST', url: '/api/admin/format-categories', payload });
    const saveType = (payload: object) => as({ method: 'POST', url: '/api/admin/format-types', payload });
    const categories = async () =>
      ((await as({ method: 'GET', url: '/api/admin/format-categories' })).body as { categories: Category[] })
        .categories;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('format_types').execute();
      await t.database.db.deleteFrom('format_categories').execute();
    });
    afterAll(() => t.close());

    it('creates a category with the slug rule, default colour and comma-separated keywords', async () => {
      const res = await saveCategory({
        id: 'cat-1767000000000',
        name: 'Fine  Art Prints',
        keywords: 'giclee, print,, paper',
      });
      expect(res).toMatchObject({
        status: 200,
        body: {
          _id: 'cat-1767000000000',
          id: 'cat-1767000000000',
          name: 'Fine  Art Prints',
          slug: 'fine-art-prints',
          description: '',
          keywords: ['giclee', 'print', 'paper'],
          color: '#6B7280',
          formatTypeCount: 0,
        },
      });
      expect(await categories()).toEqual([res.body]);
    });

    it('updates a category by id and keeps slugs unique', async () => {
      await saveCategory({ id: 'cat-a', name: 'Paintings', color: '#aa3300' });
      await saveCategory({ id: 'cat-b', name: 'Photography' });
      const renamed = await saveCategory({ id: 'cat-a', name: 'Oil Paintings', keywords: ['oil'], color: '#aa3300' });
      expect(renamed.body).toMatchObject({ id: 'cat-a', slug: 'oil-paintings', color: '#aa3300', keywords: ['oil'] });
      const clash = await saveCategory({ id: 'cat-b', name: 'oil paintings' });
      expect(clash).toMatchObject({ status: 409, body: { error: 'A category with this name already exists' } });
      const fresh = await saveCategory({ name: 'OIL PAINTINGS' });
      expect(fresh.status).toBe(409);
      expect((await categories()).map((c) => c.slug)).toEqual(['oil-paintings', 'photography']);
    });

    it('gives a category a server id when the one sent is unsafe', async () => {
      const res = await saveCategory({ id: '../../etc', name: 'Sculpture' });
      expect((res.body as Category).id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each([
      ['no name', { name: ' ' }, 'Name is required'],
      ['no body', undefined, 'Name is required'],
      ['a colour that is not hex', { name: 'X', color: 'red' }, 'Color must be a hex colour such as #6B7280'],
    ])('refuses a category with %s', async (_label, payload, error) => {
      const res = await as({ method: 'POST', url: '/api/admin/format-categories', payload: payload as object });
      expect(res).toMatchObject({ status: 400, body: { error } });
    });

    it('creates, updates, lists and deletes format types, counted on their category', async () => {
      await saveCategory({ id: 'cat-p', name: 'Paintings' });
      const created = await saveType({
        id: 'type-1767',
        name: 'Original Oil Painting',
        categoryId: 'cat-p',
        priceMultiplier: '1.5',
      });
      expect(created.body).toEqual({
        _id: 'type-1767',
        id: 'type-1767',
        name: 'Original Oil Painting',
        categoryId: 'cat-p',
        description: '',
        priceMultiplier: 1.5,
        shippingClass: 'medium',
      });
      const updated = await saveType({
        id: 'type-1767',
        name: 'Oil Original',
        categoryId: 'cat-p',
        description: 'One of a kind',
        shippingClass: 'crate',
      });
      expect(updated.body).toMatchObject({
        name: 'Oil Original',
        description: 'One of a kind',
        priceMultiplier: 1.5,
        shippingClass: 'crate',
      });
      const cleared = await saveType({
        id: 'type-1767',
        name: 'Oil Original',
        categoryId: 'cat-p',
        priceMultiplier: '',
      });
      // A save without a class keeps the stored one.
      expect(cleared.body).toMatchObject({ priceMultiplier: null, shippingClass: 'crate' });
      expect((await as({ method: 'GET', url: '/api/admin/format-types' })).body).toEqual({
        formatTypes: [cleared.body],
      });
      expect(await categories()).toMatchObject([{ id: 'cat-p', formatTypeCount: 1 }]);
      expect(await as({ method: 'DELETE', url: '/api/admin/format-types/type-1767' })).toMatchObject({ status: 200 });
      expect((await as({ method: 'GET', url: '/api/admin/format-types' })).body).toEqual({ formatTypes: [] });
    });

    it.each([
      ['no name', { categoryId: 'cat-p' }, 'Name is required'],
      ['no category', { name: 'Print' }, 'Category is required'],
      ['an unknown category', { name: 'Print', categoryId: 'cat-none' }, 'Category not found'],
      [
        'a negative multiplier',
        { name: 'Print', categoryId: 'cat-p', priceMultiplier: -2 },
        'Price multiplier must be a positive number',
      ],
      [
        'an unknown shipping class',
        { name: 'Print', categoryId: 'cat-p', shippingClass: 'pallet' },
        'Shipping class must be small, medium, large, crate or quote',
      ],
    ])('refuses a format type with %s', async (_label, payload, error) => {
      await saveCategory({ id: 'cat-p', name: 'Paintings' });
      expect(await saveType(payload)).toMatchObject({ status: 400, body: { error } });
    });

    it('deletes a category with its format types, and answers 404 for unknown ids', async () => {
      await saveCategory({ id: 'cat-p', name: 'Paintings' });
      await saveType({ name: 'Original', categoryId: 'cat-p' });
      expect(await as({ method: 'DELETE', url: '/api/admin/format-categories/cat-p' })).toMatchObject({
        status: 200,
        body: { success: true },
      });
      expect(await categories()).toEqual([]);
      expect((await as({ method: 'GET', url: '/api/admin/format-types' })).body).toEqual({ formatTypes: [] });
      expect(await as({ method: 'DELETE', url: '/api/admin/format-categories/cat-p' })).toMatchObject({
        status: 404,
        body: { error: 'Category not found' },
      });
      expect(await as({ method: 'DELETE', url: '/api/admin/format-types/nope' })).toMatchObject({
        status: 404,
        body: { error: 'Format type not found' },
      });
    });
  });
}
