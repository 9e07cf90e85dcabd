import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { confirmSubscriber } from '../../../test/newsletter-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const INVALID = 'Please enter a valid email address.';

for (const dialect of dialects) {
  describe(`newsletter API on ${dialect.name}`, () => {
    let t: TestApp;
    let client = 0;
    // A fresh client address per call keeps the 5-per-minute limit out of the way.
    const subscribe = (payload: unknown, remoteAddress = `10.1.0.${++client}`) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: payload as object, remoteAddress });
    const row = (email: string) =>
      t.database.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();

    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    it.each([
      ['an empty address', { email: '' }],
      ['blanks only', { email: '   ' }],
      ['no domain', { email: 'jane@' }],
      ['no dot in the domain', { email: 'jane@example' }],
      ['a space inside', { email: 'jane doe@example.com' }],
      ['two addresses', { email: 'a@example.com,b@example.com' }],
      ['a number', { email: 42 }],
      ['no email field', {}],
    ])("refuses %s with the spec's message", async (_label, payload) => {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(INVALID);
    });

    const confirmMails = (email: string) =>
      t.database.db
        .selectFrom('jobs')
        .select('payload')
        .where('kind', '=', 'mail.send')
        .where('payload', 'like', `%"to":"${email}"%`)
        .execute();

    it('keeps a new address pending and mails it a link to confirm (double opt-in)', async () => {
      const res = await subscribe({ email: '  Jane.Doe@Example.COM ' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ status: 'subscribed', message: 'Thanks for subscribing!' });
      expect(await row('jane.doe@example.com')).toMatchObject({ status: 'pending', unsubscribed_at: null });
      const mails = await confirmMails('jane.doe@example.com');
      expect(mails).toHaveLength(1);
      expect(mails[0]?.payload).toMatch(/\/api\/newsletter\/confirm\?token=/);
    });

    it('answers the same for a new, a pending and a subscribed address', async () => {
      const fresh = await subscribe({ email: 'new-one@example.com' });
      const pending = await subscribe({ email: 'NEW-ONE@example.com' });
      // One confirmation mail an hour per address, however often it is signed up.
      expect(await confirmMails('new-one@example.com')).toHaveLength(1);
      await subscribe({ email: 'twice@example.com' });
      await confirmSubscriber(t.database.db, 'twice@example.com');
      const subscribed = await subscribe({ email: 'TWICE@example.com' });
      const answers = [fresh, pending, subscribed].map((r) => ({ status: r.statusCode, body: r.json() }));
      expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
      expect(await confirmMails('twice@example.com')).toHaveLength(0);
    });

    it('creates one row when the same new address arrives five times at once', async () => {
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => subscribe({ email: 'race@example.com' })));
      expect(new Set(answers.map((r) => JSON.stringify(r.json()))).size).toBe(1);
      const rows = await t.database.db
        .selectFrom('newsletter_subscribers')
        .select('id')
        .where('email', '=', 'race@example.com')
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('answers 429 with the spec-style message after five subscriptions a minute from one client', async () => {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++)
        codes.push((await subscribe({ email: `burst${i}@example.com` }, '10.1.9.9')).statusCode);
      expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
      const res = await subscribe({ email: 'later@example.com' }, '10.1.9.9');
      expect(res.json()).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
      expect(await row('later@example.com')).toBeUndefined();
    });
  });
}
