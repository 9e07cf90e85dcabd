import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { queuedMails } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const valid = { name: 'Jane Collector', email: 'jane@example.com', message: 'Is Harmattan still available?' };

for (const dialect of dialects) {
  describe(`messages inbox API on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let client = 0;
    const db = () => t.database.db;
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const insert = (id: string, created_at: string, read_at: string | null = null) =>
      db()
        .insertInto('contact_messages')
        .values({ id, name: `Writer ${id}`, email: `${id}@example.com`, message: `Message ${id}`, created_at, read_at })
        .execute();
    const ids = async () =>
      ((await as({ method: 'GET', url: '/api/admin/messages' })).body as { messages: { _id: string }[] }).messages.map(
        (m) => m._id,
      );

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(db(), 'owner@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
    });
    beforeEach(async () => {
      await db().deleteFrom('contact_messages').execute();
      await db().deleteFrom('jobs').execute();
      await db().deleteFrom('shop_settings').execute();
    });
    afterAll(() => t.close());

    it('refuses every route without a session with 401', async () => {
      await insert('m1', '2026-03-01T10:00:00.000Z');
      expect((await call(t.app, { method: 'GET', url: '/api/admin/messages' })).status).toBe(401);
      const read = await call(t.app, { method: 'PATCH', url: '/api/admin/messages/m1', payload: { read: true } });
      expect(read.status).toBe(401);
      expect((await call(t.app, { method: 'DELETE', url: '/api/admin/messages/m1' })).status).toBe(401);
      expect(await db().selectFrom('contact_messages').select(['id', 'read_at']).execute()).toEqual([
        { id: 'm1', read_at: null },
      ]);
    });

    it('lists unread first, then newest first, with the totals', async () => {
      await insert('old-unread', '2026-03-01T10:00:00.000Z');
      await insert('new-read', '2026-03-03T10:00:00.000Z', '2026-03-03T11:00:00.000Z');
      await insert('new-unread', '2026-03-02T10:00:00.000Z');
      await insert('old-read', '2026-02-01T10:00:00.000Z', '2026-02-02T10:00:00.000Z');
      const res = await as({ method: 'GET', url: '/api/admin/messages' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 4, unread: 2 });
      expect(await ids()).toEqual(['new-unread', 'old-unread', 'new-read', 'old-read']);
      expect((res.body as { messages: unknown[] }).messages[0]).toEqual({
        _id: 'new-unread',
        name: 'Writer new-unread',
        email: 'new-unread@example.com',
        message: 'Message new-unread',
        createdAt: '2026-03-02T10:00:00.000Z',
        read: false,
        artwork: null,
      });
    });

    it('marks a message read and unread again, and deletes it', async () => {
      await insert('m1', '2026-03-01T10:00:00.000Z');
      await insert('m2', '2026-03-02T10:00:00.000Z');
      expect(await as({ method: 'PATCH', url: '/api/admin/messages/m2', payload: { read: true } })).toMatchObject({
        status: 200,
        body: { success: true },
      });
      expect(await ids()).toEqual(['m1', 'm2']);
      expect((await as({ method: 'GET', url: '/api/admin/messages' })).body).toMatchObject({ unread: 1 });
      await as({ method: 'PATCH', url: '/api/admin/messages/m2', payload: { read: false } });
      expect(await ids()).toEqual(['m2', 'm1']);
      expect((await as({ method: 'DELETE', url: '/api/admin/messages/m2' })).status).toBe(200);
      expect(await ids()).toEqual(['m1']);
    });

    it('answers 400 with the field’s message for a bad body or page, and 404 for an unknown message', async () => {
      await insert('m1', '2026-03-01T10:00:00.000Z');
      expect(await as({ method: 'PATCH', url: '/api/admin/messages/m1', payload: { read: 'yes' } })).toMatchObject({
        status: 400,
        body: { error: 'read must be true or false', details: { read: 'read must be true or false' } },
      });
      expect(await as({ method: 'GET', url: '/api/admin/messages?page=0' })).toMatchObject({
        status: 400,
        body: { error: 'page must be a whole number from 1' },
      });
      const missing = { status: 404, body: { error: 'Message not found' } };
      expect(await as({ method: 'PATCH', url: '/api/admin/messages/nope', payload: { read: true } })).toMatchObject(
        missing,
      );
      expect(await as({ method: 'DELETE', url: '/api/admin/messages/nope' })).toMatchObject(missing);
    });

    it('puts a visitor’s message in the inbox, unread, and mails it only while notifications are on', async () => {
      const send = () =>
        t.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: `10.9.0.${++client}` });
      expect((await send()).statusCode).toBe(200);
      const listed = (await as({ method: 'GET', url: '/api/admin/messages' })).body;
      expect(listed).toMatchObject({ total: 1, unread: 1, messages: [{ ...valid, read: false }] });
      expect((await queuedMails(db())).map((m) => m.to)).toEqual(['hello@vernissage.gallery']);

      await db()
        .insertInto('shop_settings')
        .values({ key: 'messageNotifications', value: 'false', updated_at: '2026-03-01T00:00:00.000Z' })
        .execute();
      await db().deleteFrom('jobs').execute();
      expect((await send()).statusCode).toBe(200);
      expect((await as({ method: 'GET', url: '/api/admin/messages' })).body).toMatchObject({ total: 2, unread: 2 });
      expect(await queuedMails(db())).toEqual([]);
    });
  });
}
