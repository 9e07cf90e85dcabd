import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { confirmSubscriber } from '../../../test/newsletter-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

for (const dialect of dialects) {
  describe(`newsletter unsubscribe on ${dialect.name}`, () => {
    let t: TestApp;
    let client = 0;
    const subscribe = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email },
        remoteAddress: `10.2.0.${++client}`,
      });
    const subscribed = async (email: string) => {
      await subscribe(email);
      await confirmSubscriber(t.database.db, email);
    };
    const row = (email: string) =>
      t.database.db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const tokenOf = async (email: string) => (await row(email)).unsubscribe_token;

    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    it('unsubscribes from the link with a small HTML page', async () => {
      await subscribed('link@example.com');
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/newsletter/unsubscribe?token=${await tokenOf('link@example.com')}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<h1>You have been unsubscribed.</h1>');
      expect(res.body).toContain('link@example.com will receive no more newsletters.');
      expect(res.body).toContain('<a href="http://localhost:3000/">Back to Vernissage</a>');
      expect(await row('link@example.com')).toMatchObject({ status: 'unsubscribed' });
      expect((await row('link@example.com')).unsubscribed_at).not.toBeNull();
    });

    it('unsubscribes with the one-click POST a mailbox provider sends (RFC 8058), twice without harm', async () => {
      await subscribed('oneclick@example.com');
      const url = `/api/newsletter/unsubscribe?token=${await tokenOf('oneclick@example.com')}`;
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'unsubscribed', message: 'You have been unsubscribed.' });
      }
      expect(await row('oneclick@example.com')).toMatchObject({ status: 'unsubscribed' });
    });

    it('accepts the one-click POST as multipart form data too', async () => {
      await subscribed('multipart@example.com');
      const boundary = 'xYzZY';
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${await tokenOf('multipart@example.com')}`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
      });
      expect(res.statusCode).toBe(200);
    });

    it('answers an unsubscribed address that signs up again like a new one, but keeps it unsubscribed', async () => {
      await subscribed('back@example.com');
      await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${await tokenOf('back@example.com')}`,
      });
      const res = await subscribe('back@example.com');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ status: 'subscribed', message: 'Thanks for subscribing!' });
      // Only the link mailed to the address subscribes it again (come-back.test.ts).
      expect(await row('back@example.com')).toMatchObject({ status: 'unsubscribed' });
    });

    it.each(['?token=not-a-real-token', '', '?token='])('does not recognise the link %j', async (query) => {
      const page = await t.app.inject({ method: 'GET', url: `/api/newsletter/unsubscribe${query}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<h1>Unsubscribe link not recognised</h1>');
      const post = await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe${query}` });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ error: 'Unsubscribe link not recognised' });
    });

    it('says it is a test shop when card payments go to the sandbox, as every storefront page does', async () => {
      await subscribed('test-shop@example.com');
      const url = `/api/newsletter/unsubscribe?token=${await tokenOf('test-shop@example.com')}`;
      const sandbox = await t.app.inject({ method: 'GET', url });
      expect(sandbox.body).toContain(
        '<section class="test-shop" aria-label="Test shop"><strong>Test shop</strong>No payment is real: orders placed here are test orders and no card is charged.</section>',
      );
      // The same database served by a shop without card payments: no bar.
      const real = await createTestApp(dialect, undefined, { database: t.database, payments: null });
      try {
        const page = await real.app.inject({
          method: 'GET',
          url: '/api/newsletter/unsubscribe?token=not-a-real-token',
        });
        expect(page.statusCode).toBe(404);
        expect(page.body).not.toContain('Test shop');
      } finally {
        await real.close();
      }
    });

    it('escapes the shop name and address on the page', async () => {
      const now = new Date().toISOString();
      await t.database.db
        .insertInto('shop_settings')
        .values({ key: 'shopName', value: JSON.stringify('<script>alert(1)</script> & "Co"'), updated_at: now })
        .execute();
      // An address the form would refuse, as an import from an older system could hold it.
      const email = "o'brien&<b>@example.com";
      await t.database.db
        .insertInto('newsletter_subscribers')
        .values({ id: 'imported-1', email, unsubscribe_token: 'imported-token', created_at: now })
        .execute();
      const res = await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=imported-token' });
      await t.database.db.deleteFrom('shop_settings').execute();
      expect(res.body).not.toContain('<script>');
      expect(res.body).not.toContain('<b>');
      expect(res.body).toContain('Back to &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
      expect(res.body).toContain('o&#39;brien&amp;&lt;b&gt;@example.com will receive');
    });
  });
}
