import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const valid = { name: 'Jane Collector', email: 'jane@example.com', message: 'Is Harmattan still available?' };

for (const dialect of dialects) {
  describe(`contact API on ${dialect.name}`, () => {
    let t: TestApp;
    let client = 0;
    // A fresh client address per call keeps the 3-per-minute limit out of the way.
    const send = (payload: unknown, remoteAddress = `10.3.0.${++client}`) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });
    const mailJobs = async () =>
      (await t.database.db.selectFrom('jobs').selectAll().where('kind', '=', 'mail.send').execute()).map((j) =>
        JSON.parse(j.payload),
      );

    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('jobs').execute();
      await t.database.db.deleteFrom('contact_messages').execute();
      await t.database.db.deleteFrom('shop_settings').execute();
    });
    afterAll(() => t.close());

    it.each([
      ['no name', { ...valid, name: '' }, 'Name is required.'],
      ['a blank name', { ...valid, name: '   ' }, 'Name is required.'],
      ['a missing name', { email: valid.email, message: valid.message }, 'Name is required.'],
      ['a name over 200 characters', { ...valid, name: 'n'.repeat(201) }, 'Name is too long.'],
      ['no email', { ...valid, email: '' }, 'Email is required.'],
      ['a missing email', { name: valid.name, message: valid.message }, 'Email is required.'],
      ['a malformed email', { ...valid, email: 'jane@example' }, 'Invalid email address.'],
      ['two addresses', { ...valid, email: 'a@example.com, b@example.com' }, 'Invalid email address.'],
      ['no message', { ...valid, message: '' }, 'Message is required.'],
      ['a missing message', { name: valid.name, email: valid.email }, 'Message is required.'],
      ['9 characters after trimming', { ...valid, message: '  123456789  ' }, 'Message is too short.'],
      ['a message over 5000 characters', { ...valid, message: 'm'.repeat(5001) }, 'Message is too long.'],
      ['no body at all', undefined, 'Name is required.'],
    ])("refuses %s with the spec's message and stores nothing", async (_label, payload, message) => {
      const res = await send(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
      expect(await t.database.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(0);
      expect(await mailJobs()).toHaveLength(0);
    });

    it('refuses a body larger than a form with 413 before reading it, and a hostile address with 400', async () => {
      const huge = await send({ ...valid, message: 'm'.repeat(20_000) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toEqual({ error: 'The request is too large' });
      const hostile = await send({ ...valid, email: `a@${'.'.repeat(15_000)} ` });
      expect(hostile.statusCode).toBe(400);
      expect(hostile.json().error).toBe('Invalid email address.');
      expect(await t.database.db.selectFrom('contact_messages').select('id').execute()).toHaveLength(0);
    });

    it('stores the message and queues a plain-text mail to the shop, replies going to the visitor', async () => {
      const message = '  Hello <b>team</b>,\nis Harmattan & Lagos at Dusk still available?  ';
      const res = await send({ ...valid, name: ' Jane Collector ', message });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'Thank you! Your message has been sent.' });
      const stored = await t.database.db.selectFrom('contact_messages').selectAll().execute();
      expect(stored).toMatchObject([{ name: 'Jane Collector', email: 'jane@example.com', message: message.trim() }]);
      const [mail, ...others] = await mailJobs();
      expect(others).toHaveLength(0);
      expect(mail).toMatchObject({
        to: 'hello@vernissage.gallery',
        replyTo: 'jane@example.com',
        subject: 'Vernissage contact form: message from Jane Collector',
      });
      expect(mail.html).toBeUndefined();
      expect(mail.text).toContain('Name: Jane Collector\nEmail: jane@example.com\n');
      expect(mail.text).toContain('Hello <b>team</b>,\nis Harmattan & Lagos at Dusk still available?');
    });

    it("sends to the contact address from the shop's settings", async () => {
      await t.database.db
        .insertInto('shop_settings')
        .values({
          key: 'contactEmail',
          value: JSON.stringify('studio@gallery.example'),
          updated_at: new Date().toISOString(),
        })
        .execute();
      await send(valid);
      expect((await mailJobs())[0]).toMatchObject({ to: 'studio@gallery.example' });
    });

    it('keeps the subject on one line whatever the name holds', async () => {
      await send({ ...valid, name: 'Jane\r\nBcc: victim@example.com' });
      expect((await mailJobs())[0]?.subject).toBe('Vernissage contact form: message from Jane Bcc: victim@example.com');
    });

    it('answers 429 after three messages a minute from one client', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await send(valid, '10.3.9.9')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await send(valid, '10.3.9.9');
      expect(res.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
      expect(await mailJobs()).toHaveLength(3);
    });
  });
}
