import { adminMessageEndpoints, INQUIRY_SENT } from '@vernissage/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { callEndpoint } from '../../../test/endpoint-call.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const asking = {
  name: 'Jane Collector',
  email: 'jane@example.com',
  message: 'Is it still available? <script>alert(1)</script>',
};

for (const dialect of dialects) {
  describe(`inquiries about a work on ${dialect.name}`, () => {
    let t: TestApp;
    let artworkId: string;
    let client = 0;
    const send = (payload: unknown, remoteAddress = `10.4.0.${++client}`) =>
      t.app.inject({ method: 'POST', url: '/api/inquiries', payload: payload as object, remoteAddress });
    const mailJobs = async () =>
      (await t.database.db.selectFrom('jobs').selectAll().where('kind', '=', 'mail.send').execute()).map(
        (j) => JSON.parse(j.payload) as { to: string; replyTo: string; subject: string; text: string; html?: string },
      );
    const inbox = async () => {
      const token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      const res = await callEndpoint(t.app, adminMessageEndpoints.list, { token, query: { page: 1 } });
      if (res.status !== 200) throw new Error(`inbox: ${res.status}`);
      return res.body.messages;
    };

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      const artistId = await insertArtist(t.database.db, { name: 'Amara Osei' });
      artworkId = await insertArtwork(t.database.db, { artistId, title: 'Harmattan', price: 40_000 });
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('jobs').execute();
      await t.database.db.deleteFrom('contact_messages').execute();
    });
    afterAll(() => t.close());

    it('stores the question with its work, shows it in the inbox with the title, and mails the shop naming the work', async () => {
      const res = await send({ ...asking, artworkId });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: INQUIRY_SENT });
      const [message] = await inbox();
      expect(message).toMatchObject({
        name: 'Jane Collector',
        email: 'jane@example.com',
        message: 'Is it still available? <script>alert(1)</script>',
        artwork: { _id: artworkId, title: 'Harmattan' },
      });
      const [mail] = await mailJobs();
      expect(mail?.subject).toBe('Vernissage inquiry: "Harmattan" from Jane Collector');
      expect(mail?.replyTo).toBe('jane@example.com');
      expect(mail?.html).toBeUndefined();
      expect(mail?.text).toContain('Work: Harmattan\n');
      expect(mail?.text).toContain(`/artworks/${artworkId}`);
      expect(mail?.text).toContain('<script>alert(1)</script>');
      // A plain contact message carries no work.
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: asking, remoteAddress: '10.4.9.1' });
      expect((await inbox()).filter((m) => m.artwork === null)).toHaveLength(1);
    });

    it('keeps the title it was asked about when the work is renamed or removed', async () => {
      await send({ ...asking, artworkId });
      await t.database.db.updateTable('artworks').set({ title: 'Harmattan II' }).where('id', '=', artworkId).execute();
      expect((await inbox())[0]?.artwork).toEqual({ _id: artworkId, title: 'Harmattan' });
      await t.database.db.updateTable('artworks').set({ title: 'Harmattan' }).where('id', '=', artworkId).execute();
    });

    it.each([
      ['no work', { ...asking }, 400, 'Choose the work to ask about.'],
      ['a work the gallery does not have', { ...asking, artworkId: 'no-such-work' }, 404, 'Artwork not found'],
      ['a 65-character id', { ...asking, artworkId: 'x'.repeat(65) }, 400, 'Choose the work to ask about.'],
      ['no name', { ...asking, name: '', artworkId: 'a' }, 400, 'Name is required.'],
      ['a malformed email', { ...asking, email: 'jane@', artworkId: 'a' }, 400, 'Invalid email address.'],
      ['a short message', { ...asking, message: 'Price?', artworkId: 'a' }, 400, 'Message is too short.'],
      ['a long message', { ...asking, message: 'm'.repeat(5001), artworkId: 'a' }, 400, 'Message is too long.'],
    ])('refuses %s with a clear error and stores nothing', async (_label, payload, status, error) => {
      const res = await send(payload);
      expect([res.statusCode, res.json().error]).toEqual([status, error]);
      expect(await t.database.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(0);
      expect(await mailJobs()).toHaveLength(0);
    });

    it('sends no mail while message notifications are off, and keeps bodies small', async () => {
      await t.database.db
        .insertInto('shop_settings')
        .values({ key: 'messageNotifications', value: 'false', updated_at: new Date().toISOString() })
        .execute();
      try {
        expect((await send({ ...asking, artworkId })).statusCode).toBe(200);
        expect(await mailJobs()).toHaveLength(0);
        expect(await inbox()).toHaveLength(1);
      } finally {
        await t.database.db.deleteFrom('shop_settings').where('key', '=', 'messageNotifications').execute();
      }
      const huge = await send({ ...asking, artworkId, message: 'm'.repeat(200_000) });
      expect(huge.statusCode).toBe(413);
    });

    it('answers 429 after three messages a minute from one client, as the contact form', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await send({ ...asking, artworkId }, '10.4.9.9')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
    });
  });
}
