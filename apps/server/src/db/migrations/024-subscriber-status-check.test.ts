import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

for (const dialect of dialects) {
  describe(`migration 024 on ${dialect.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    it('lets a subscriber be pending, and refuses a status outside its lifecycle', async () => {
      const row = (id: string, status: string) => ({
        id,
        email: `${id}@example.com`,
        status,
        unsubscribe_token: `token-${id}`,
        created_at: '2026-03-02T09:00:00.000Z',
      });
      await t.database.db.insertInto('newsletter_subscribers').values(row('p1', 'pending')).execute();
      await expect(
        t.database.db.insertInto('newsletter_subscribers').values(row('x1', 'maybe')).execute(),
      ).rejects.toThrow(/check/i);
    });
  });
}
