import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { parseMail } from '../../../test/mime.ts';
import { seedSubscribers, silentLog } from '../../../test/newsletter-fixtures.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app.ts';
import { createJobWorker } from '../../platform/jobs/worker.ts';
import { createMailer, type Mailer } from '../../platform/mail/mailer.ts';
import { sendBatchJob } from './send-job.ts';

const PASSWORD = 'correct horse battery';
const PUBLIC_URL = 'http://localhost:3000';
const SHOW = 'https://gallery.example/show?a=1&b=2';
const HOSTILE =
  `<h1>Spring</h1><p onclick="steal()">See <a href="${SHOW.replace('&', '&amp;')}">the show</a> ` +
  '<a href="javascript:alert(1)">x</a></p><script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
  '<form action="https://evil.example"><input name="q"></form><img src="x" onerror="steal()">';
const attr = (html: string, pattern: RegExp): string => (pattern.exec(html)?.[1] ?? '').replaceAll('&amp;', '&');
const local = (url: string): string => url.replace(PUBLIC_URL, '');

for (const dialect of dialects) {
  describe(`sending a newsletter on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    let smtp: TestSmtpServer;
    let mailer: Mailer;
    let dataDir: string;
    // The app's clock runs with real time; a test moves it ahead (a click counts once per minute).
    let ahead = 0;
    const clock = { now: () => new Date(Date.now() + ahead) };
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const send = async (payload: object) => {
      const res = await as({ method: 'POST', url: '/api/admin/newsletter/send', payload });
      expect(res.status).toBe(202);
      return (res.body as { campaignId: string }).campaignId;
    };
    const progress = async (id: string) =>
      (await as({ method: 'GET', url: `/api/admin/newsletter/campaigns/${id}` })).body;
    const drain = async () => {
      const deps = { db: t.database.db, clock, mailer, publicUrl: PUBLIC_URL };
      const worker = createJobWorker({
        db: t.database.db,
        jobs: [sendBatchJob.bind({ ...deps, jwtSecret: TEST_JWT_SECRET })],
        clock,
        log: silentLog,
      });
      while ((await worker.runOnce()) > 0) {}
    };
    const mails = () => smtp.received.map((m) => ({ to: m.to[0] ?? '', ...parseMail(m.raw) }));

    beforeAll(async () => {
      t = await createTestApp(dialect, clock);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
      smtp = await startTestSmtpServer({ refuse: (address) => address.startsWith('bounce') });
      dataDir = mkdtempSync(join(tmpdir(), 'vernissage-newsletter-'));
      mailer = createMailer({ smtpUrl: smtp.url, from: 'Gallery <news@gallery.example>', dataDir });
    });
    beforeEach(async () => {
      smtp.received.length = 0;
      await t.database.db.deleteFrom('newsletter_campaigns').execute();
      await t.database.db.deleteFrom('newsletter_subscribers').execute();
    });
    afterAll(async () => {
      mailer.close();
      await smtp.close();
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('splits the list between the variants and sends each mail with both parts, sanitised, and one-click unsubscribe', async () => {
      await seedSubscribers(t.database.db, 9);
      await seedSubscribers(t.database.db, 1, 'bounce');
      const id = await send({
        variants: [
          { subject: 'Spring show', message: 'Hello A', html: HOSTILE },
          { subject: 'Summer show', message: 'Hello B\n\nSee you', html: '' },
        ],
      });
      await drain();
      expect(await progress(id)).toMatchObject({ total: 10, sent: 9, failed: 1, done: true, error: null });
      const received = mails();
      expect(new Set(received.map((m) => m.to)).size).toBe(9);
      const a = received.filter((m) => m.headers.subject === 'Spring show');
      const b = received.filter((m) => m.headers.subject === 'Summer show');
      expect(a.length + b.length).toBe(9);
      expect([a.length, b.length].sort()).toEqual([4, 5]);
      for (const m of received) {
        const unsubscribe = attr(m.html, /href="([^"]*unsubscribe[^"]*)"/);
        expect(unsubscribe).toMatch(/^http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=tok-/);
        expect(m.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
        expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        expect(m.text).toContain(`Unsubscribe: ${unsubscribe}`);
        expect(m.html).toMatch(/<img src="http:\/\/localhost:3000\/api\/newsletter\/o\/[^"]+\.gif"/);
      }
      const first = a[0];
      if (!first) throw new Error('no mail of variant A');
      expect(first.text).toContain('Hello A');
      expect(first.html).toContain('<h1>Spring</h1>');
      for (const banned of [
        'script',
        'onclick',
        'onerror',
        'javascript:',
        'iframe',
        '<form',
        '<input',
        'evil.example',
      ]) {
        expect(first.html).not.toContain(banned);
      }
      expect(b[0]?.html).toContain('<p>Hello B</p>');

      // The tracked link leads to the show; a changed signature or target leads nowhere.
      const click = attr(first.html, /href="(http:\/\/localhost:3000\/api\/newsletter\/c\/[^"]+)"/);
      const followed = await t.app.inject({ method: 'GET', url: local(click) });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe(SHOW);
      const tampered = [
        click.replace(/\/c\/([^/]+)\/(.)/, (_m, d: string, c: string) => `/c/${d}/${c === 'A' ? 'B' : 'A'}`),
        click.replace(encodeURIComponent(SHOW), encodeURIComponent('https://evil.example/')),
        click.replace(/\/c\/[^/]+\//, `/c/${b[0]?.html.match(/\/o\/([^/]+)\//)?.[1]}/`),
      ];
      for (const url of tampered) {
        const res = await t.app.inject({ method: 'GET', url: local(url) });
        expect(res.statusCode).toBe(404);
        expect(res.headers.location).toBeUndefined();
        expect(res.json()).toEqual({ error: 'Link not recognised' });
      }
      expect(first.html.match(/<img /g)).toHaveLength(1);
      const pixel = attr(first.html, /<img src="([^"]+)"/);
      expect((await t.app.inject({ method: 'HEAD', url: local(pixel) })).statusCode).toBe(404);
      const opened = await t.app.inject({ method: 'GET', url: local(pixel) });
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('image/gif');
      expect(opened.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
      expect((await t.app.inject({ method: 'GET', url: local(pixel.replace(/.\.gif$/, '_.gif')) })).statusCode).toBe(
        404,
      );

      // The analytics count that one reader once per variant.
      const logs = (await as({ method: 'GET', url: '/api/admin/newsletter/analytics' })).body as {
        logs: { subject: string; variant: string; sent: number; opened: number; clicked: number }[];
      };
      expect(logs.logs.map((l) => [l.variant, l.subject, l.sent, l.opened, l.clicked])).toEqual(
        expect.arrayContaining([
          ['A', 'Spring show', a.length, 1, 1],
          ['B', 'Summer show', b.length, 0, 0],
        ]),
      );
      const q = encodeURIComponent('Spring show');
      expect((await as({ method: 'GET', url: `/api/admin/newsletter/opened-by?subject=${q}` })).body).toEqual({
        emails: [first.to],
      });
      expect((await as({ method: 'GET', url: `/api/admin/newsletter/clicked-by?subject=${q}` })).body).toEqual({
        emails: [first.to],
      });
      expect((await as({ method: 'GET', url: '/api/admin/newsletter/open-stats' })).body).toEqual({
        stats: { 'Spring show': { opens: 1, uniqueOpens: 1 } },
      });
      ahead += 60_000;
      await t.app.inject({ method: 'GET', url: local(click) });
      expect((await as({ method: 'GET', url: '/api/admin/newsletter/click-stats' })).body).toEqual({
        stats: { 'Spring show': { clicks: 2, uniqueClicks: 1, urls: { [SHOW]: 2 } } },
      });
      const user = await as({ method: 'GET', url: `/api/admin/newsletter/user-analytics?email=${first.to}` });
      expect(user.body).toMatchObject({
        email: first.to,
        opens: [{ subject: 'Spring show', timestamp: expect.any(String) }],
        clicks: [
          { url: SHOW, subject: 'Spring show' },
          { url: SHOW, subject: 'Spring show' },
        ],
      });
    });

    it('sends nothing more to an address unsubscribed by one click, even mid-campaign, until it subscribes again', async () => {
      const [kept, leaving] = await seedSubscribers(t.database.db, 2);
      await send({ subject: 'Autumn show', message: 'Hello' });
      await drain();
      const mail = mails().find((m) => m.to === leaving);
      const oneClick = attr(mail?.html ?? '', /href="([^"]*unsubscribe[^"]*)"/);
      const res = await t.app.inject({
        method: 'POST',
        url: local(oneClick),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);

      smtp.received.length = 0;
      expect(await progress(await send({ subject: 'Winter show', message: 'Hello' }))).toMatchObject({ total: 1 });
      await drain();
      const midway = await send({ subject: 'Late winter', message: 'Hello' });
      await t.database.db
        .updateTable('newsletter_subscribers')
        .set({ status: 'unsubscribed' })
        .where('email', '=', kept ?? '')
        .execute();
      await drain();
      expect(mails().map((m) => [m.to, m.headers.subject])).toEqual([[kept, 'Winter show']]);
      expect(await progress(midway)).toMatchObject({ total: 0, sent: 0, done: true });

      const again = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        payload: { email: leaving },
      });
      expect(again.statusCode).toBe(201);
      // Subscribed again only by the link mailed to the address (decision 044).
      const status = async () =>
        (
          await t.database.db
            .selectFrom('newsletter_subscribers')
            .select('status')
            .where('email', '=', leaving ?? '')
            .executeTakeFirstOrThrow()
        ).status;
      expect(await status()).toBe('unsubscribed');
      const queued = await t.database.db.selectFrom('jobs').select('payload').where('kind', '=', 'mail.send').execute();
      const texts = queued.map((j) => JSON.parse(j.payload) as { to: string; text: string });
      const text = texts.find((m) => m.to === leaving)?.text ?? '';
      const link = /\/api\/newsletter\/confirm\?token=\S+/.exec(text)?.[0] ?? '';
      const confirmed = await t.app.inject({
        method: 'POST',
        url: link,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(confirmed.statusCode).toBe(200);
      expect(await status()).toBe('subscribed');
      expect(await progress(await send({ subject: 'Spring again', message: 'Hello' }))).toMatchObject({ total: 1 });
    });
  });
}
