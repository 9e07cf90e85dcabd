import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { parseMail } from '../../../test/mime.ts';
import { confirmSubscriber } from '../../../test/newsletter-fixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createJobWorker } from '../../platform/jobs/worker.ts';
import { mailJob } from '../../platform/mail/mail-job.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { shopMail } from '../settings/index.ts';

const HOUR = 60 * 60_000;
const NEW_SIGN_UP = { status: 'subscribed', message: 'Thanks for subscribing!' };
const log = pino({ level: 'silent' });

for (const dialect of dialects) {
  describe(`subscribing again after an unsubscribe, on ${dialect.name}`, () => {
    let t: TestApp;
    let smtp: TestSmtpServer;
    let mailer: Mailer;
    let client = 0;
    const clock = testClock();
    const signUp = (email: string, remoteAddress = `10.3.0.${++client}`) =>
      t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email }, remoteAddress });
    const row = (email: string) =>
      t.database.db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const unsubscribed = async (email: string) => {
      expect((await signUp(email)).statusCode).toBe(201);
      await confirmSubscriber(t.database.db, email);
      const { unsubscribe_token } = await row(email);
      await t.app.inject({ method: 'POST', url: `/api/newsletter/unsubscribe?token=${unsubscribe_token}` });
      expect(await row(email)).toMatchObject({ status: 'unsubscribed' });
    };
    /** Sends every queued mail through the real SMTP server; answers the links mailed to `email`. */
    const linksMailedTo = async (email: string): Promise<string[]> => {
      const jobs = [mailJob.bind({ mailer, finishMail: shopMail(t.database.db) })];
      const worker = createJobWorker({ db: t.database.db, jobs, clock, log });
      while ((await worker.runOnce()) > 0) {}
      return smtp.received
        .filter((m) => m.to.includes(email))
        .map((m) => parseMail(m.raw))
        .map((m) => {
          expect(m.headers.subject).toBe('Confirm your subscription to Vernissage');
          return /http:\/\/localhost:3000(\/api\/newsletter\/confirm\?token=\S+)/.exec(m.text)?.[1] ?? '';
        });
    };
    const open = (url: string, method: 'GET' | 'POST' = 'GET') =>
      t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' } : {}),
      });

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      smtp = await startTestSmtpServer();
      mailer = createMailer({ smtpUrl: smtp.url, from: 'Vernissage <shop@vernissage.test>', dataDir: t.dataDir });
    });
    afterAll(async () => {
      mailer.close();
      await smtp.close();
      await t.close();
    });

    it('keeps a new address pending, out of every campaign, until the link mailed to it is confirmed', async () => {
      clock.advance(1000);
      expect((await signUp('first@example.com')).statusCode).toBe(201);
      expect(await row('first@example.com')).toMatchObject({ status: 'pending' });
      const campaignList = await t.database.db
        .selectFrom('newsletter_subscribers')
        .select('email')
        .where('status', '=', 'subscribed')
        .execute();
      expect(campaignList.map((r) => r.email)).not.toContain('first@example.com');

      const [link = ''] = await linksMailedTo('first@example.com');
      const asked = await open(link);
      expect(asked.body).toContain('Press the button to receive the Vernissage newsletter at first@example.com.');
      expect(await row('first@example.com')).toMatchObject({ status: 'pending' });
      const confirmed = await open(link, 'POST');
      expect(confirmed.body).toContain('first@example.com will receive the Vernissage newsletter.');
      expect(await row('first@example.com')).toMatchObject({ status: 'subscribed' });
    });

    it('stays unsubscribed until the link mailed to the address is confirmed', async () => {
      await unsubscribed('back@example.com');
      const again = await signUp('back@example.com');
      expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 201, body: NEW_SIGN_UP });
      expect(await row('back@example.com')).toMatchObject({ status: 'unsubscribed' });

      const [link = ''] = await linksMailedTo('back@example.com');
      expect(link).toMatch(/^\/api\/newsletter\/confirm\?token=[\w.-]+$/);
      // Following the link (as a mail scanner would) only shows the question.
      const asked = await open(link);
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-security-policy']).toContain("form-action 'self'");
      expect(asked.body).toContain('<h1>Confirm your subscription</h1>');
      expect(asked.body).toContain(
        `<form method="post" action="${link}"><button type="submit">Subscribe again</button>`,
      );
      expect(await row('back@example.com')).toMatchObject({ status: 'unsubscribed' });

      const confirmed = await open(link, 'POST');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.body).toContain('<h1>Thanks for subscribing!</h1>');
      expect(confirmed.body).toContain('back@example.com will receive the Vernissage newsletter again.');
      expect(await row('back@example.com')).toMatchObject({ status: 'subscribed', unsubscribed_at: null });
      expect((await open(link, 'POST')).statusCode).toBe(200);

      // Unsubscribed again, a moment later: the old link is spent.
      clock.advance(1000);
      await t.app.inject({
        method: 'POST',
        url: `/api/newsletter/unsubscribe?token=${(await row('back@example.com')).unsubscribe_token}`,
      });
      const spent = await open(link, 'POST');
      expect(spent.statusCode).toBe(404);
      expect(spent.body).toContain('<h1>This link is no longer valid</h1>');
      expect(await row('back@example.com')).toMatchObject({ status: 'unsubscribed' });
    });

    it('refuses a tampered, borrowed or expired link', async () => {
      await unsubscribed('tamper@example.com');
      await unsubscribed('other@example.com');
      await signUp('tamper@example.com');
      const [link = ''] = await linksMailedTo('tamper@example.com');
      const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
      const [id = '', ...rest] = token.split('.');
      const signature = rest.at(-1) ?? '';
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      const other = (await row('other@example.com')).id;
      for (const forged of [
        token.replace(signature, flipped),
        token.replace(id, other),
        `${token}x`,
        'not-a-token',
        '',
      ]) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await open(`/api/newsletter/confirm?token=${encodeURIComponent(forged)}`, method);
          expect(res.statusCode, `${method} ${forged}`).toBe(404);
        }
      }
      expect(await row('tamper@example.com')).toMatchObject({ status: 'unsubscribed' });
      expect(await row('other@example.com')).toMatchObject({ status: 'unsubscribed' });
      clock.advance(25 * HOUR);
      expect((await open(link, 'POST')).statusCode).toBe(404);
      expect(await row('tamper@example.com')).toMatchObject({ status: 'unsubscribed' });
    });

    it('mails an address one link an hour, and one client three an hour, answering every sign-up alike', async () => {
      await unsubscribed('often@example.com');
      for (let i = 0; i < 3; i++) expect((await signUp('often@example.com')).json()).toEqual(NEW_SIGN_UP);
      expect(await linksMailedTo('often@example.com')).toHaveLength(1);
      clock.advance(HOUR + 1000);
      await signUp('often@example.com');
      expect(await linksMailedTo('often@example.com')).toHaveLength(2);

      const addresses = ['a', 'b', 'c', 'd'].map((n) => `bomb-${n}@example.com`);
      for (const email of addresses) await unsubscribed(email);
      for (const email of addresses) expect((await signUp(email, '10.9.9.9')).json()).toEqual(NEW_SIGN_UP);
      const mailed: number[] = [];
      for (const email of addresses) mailed.push((await linksMailedTo(email)).length);
      expect(mailed).toEqual([1, 1, 1, 0]);
    });

    it('mails nothing to an address that is subscribed', async () => {
      await signUp('steady@example.com');
      await confirmSubscriber(t.database.db, 'steady@example.com');
      const res = await signUp('steady@example.com');
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 201, body: NEW_SIGN_UP });
      expect(await linksMailedTo('steady@example.com')).toEqual([]);
    });
  });
}
