import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Answer, call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { seedSubscribers } from '../../../test/newsletter-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const PASSWORD = 'correct horse battery';
const VARIANT_REQUIRED = 'Each variant must have a subject and message.';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const ENDPOINTS: [string, string][] = [
  ['POST', '/api/admin/newsletter/send'],
  ['GET', `/api/admin/newsletter/campaigns/${UNKNOWN}`],
  ['GET', '/api/admin/newsletter/templates'],
  ['GET', `/api/admin/newsletter/templates/${UNKNOWN}`],
  ['POST', '/api/admin/newsletter/templates'],
  ['DELETE', `/api/admin/newsletter/templates/${UNKNOWN}`],
  ['GET', '/api/admin/newsletter/subscribers'],
  ['GET', '/api/admin/newsletter/subscribers/csv'],
  ['GET', '/api/admin/newsletter/analytics'],
  ['GET', '/api/admin/newsletter/open-stats'],
  ['GET', '/api/admin/newsletter/click-stats'],
  ['GET', '/api/admin/newsletter/opened-by?subject=x'],
  ['GET', '/api/admin/newsletter/clicked-by?subject=x'],
  ['GET', '/api/admin/newsletter/user-analytics?email=a@example.com'],
];

for (const dialect of dialects) {
  describe(`admin newsletter API on ${dialect.name}`, () => {
    let t: TestApp;
    let token: string;
    const as = (options: Parameters<typeof call>[1]): Promise<Answer> => call(t.app, { ...options, token });
    const send = (payload: unknown) =>
      as({ method: 'POST', url: '/api/admin/newsletter/send', payload: payload as object });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await insertAdmin(t.database.db, 'curator@gallery.test', PASSWORD);
      token = await tokenFor(t.app, 'curator@gallery.test', PASSWORD);
    });
    beforeEach(async () => {
      await t.database.db.deleteFrom('jobs').execute();
      await t.database.db.deleteFrom('newsletter_campaigns').execute();
      await t.database.db.deleteFrom('newsletter_subscribers').execute();
      await t.database.db.deleteFrom('newsletter_templates').execute();
    });
    afterAll(() => t.close());

    it.each(ENDPOINTS)('%s %s refuses a caller without a token (401)', async (method, url) => {
      const res = await call(t.app, { method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
      expect(res.status).toBe(401);
    });

    it.each([
      ['no subject', { message: 'Hello' }],
      ['a blank subject', { subject: '   ', message: 'Hello' }],
      ['a blank message', { subject: 'Spring show', message: ' \n ' }],
      ['no body', undefined],
      ['an empty variant list', { variants: [] }],
      ['one bad variant of two', { variants: [{ subject: 'A', message: 'a' }, { subject: 'B' }] }],
      ['a variant that is not an object', { variants: ['hello'] }],
    ])('refuses a send with %s (400)', async (_label, payload) => {
      await seedSubscribers(t.database.db, 2);
      const res = await send(payload);
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toBe(VARIANT_REQUIRED);
    });

    it('refuses oversized parts and more variants than allowed (400)', async () => {
      const big = await send({ subject: 'x', message: 'y', html: 'a'.repeat(200_001) });
      expect(big.status).toBe(400);
      expect((big.body as { error: string }).error).toBe('HTML message is too long.');
      const many = await send({ variants: Array.from({ length: 6 }, () => ({ subject: 's', message: 'm' })) });
      expect((many.body as { error: string }).error).toBe('At most 5 variants.');
    });

    it('takes the largest allowed send, over the default 1 MB body limit', async () => {
      await seedSubscribers(t.database.db, 1);
      const html = `<p>${'é'.repeat(199_000)}</p>`;
      const variants = Array.from({ length: 5 }, (_, i) => ({ subject: `V${i}`, message: 'm'.repeat(50_000), html }));
      const res = await send({ variants });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ total: 1 });
    });

    it('answers 422 when nobody is subscribed, and 404 for an unknown campaign', async () => {
      const res = await send({ subject: 'Spring show', message: 'Hello' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: 'There are no subscribers to send to.' });
      const unknown = await as({ method: 'GET', url: `/api/admin/newsletter/campaigns/${UNKNOWN}` });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: 'Campaign not found' });
    });

    it('accepts a send at once (202) with the recipient count, splits the list evenly and queues batches', async () => {
      await seedSubscribers(t.database.db, 7);
      await t.database.db
        .updateTable('newsletter_subscribers')
        .set({ status: 'unsubscribed' })
        .where('email', '=', 'reader-00000@example.com')
        .execute();
      const res = await send({
        variants: [
          { subject: 'A', message: 'a' },
          { subject: 'B', message: 'b', html: null },
        ],
      });
      expect(res.status).toBe(202);
      const started = res.body as { campaignId: string; total: number; sent: number; done: boolean };
      expect(started).toMatchObject({ total: 6, sent: 0, failed: 0, done: false, error: null });
      const progress = await as({ method: 'GET', url: `/api/admin/newsletter/campaigns/${started.campaignId}` });
      expect(progress.body).toMatchObject({ campaignId: started.campaignId, total: 6, sent: 0, done: false });
      const perVariant = await t.database.db
        .selectFrom('newsletter_deliveries')
        .select((eb) => ['variant_id', eb.fn.countAll<number>().as('n')])
        .groupBy('variant_id')
        .execute();
      expect(perVariant.map((r) => Number(r.n))).toEqual([3, 3]);
      const jobs = await t.database.db.selectFrom('jobs').select('kind').execute();
      expect(jobs).toEqual([{ kind: 'newsletter.send-batch' }]);
    });

    it('saves, lists, loads, replaces and deletes templates', async () => {
      const variants = [{ subject: 'Spring', message: 'Hi', html: '<p onclick="x()">Hi<script>alert(1)</script></p>' }];
      const blank = await as({
        method: 'POST',
        url: '/api/admin/newsletter/templates',
        payload: { name: ' ', variants },
      });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ error: 'Template name is required.' });
      const created = await as({
        method: 'POST',
        url: '/api/admin/newsletter/templates',
        payload: { name: 'Spring', variants },
      });
      expect(created.status).toBe(201);
      const { template } = created.body as { template: { id: string; name: string; variants: unknown[] } };
      expect(template.variants).toEqual([{ subject: 'Spring', message: 'Hi', html: '<p>Hi</p>' }]);
      const draft = { name: 'Spring', variants: [{ subject: '', message: '' }, { subject: 'B' }] };
      const replaced = await as({ method: 'POST', url: '/api/admin/newsletter/templates', payload: draft });
      expect(replaced.status).toBe(200);
      expect((replaced.body as { template: { id: string } }).template.id).toBe(template.id);
      const list = await as({ method: 'GET', url: '/api/admin/newsletter/templates' });
      expect(list.body).toEqual({
        templates: [{ _id: template.id, id: template.id, name: 'Spring', updated_at: expect.any(String) }],
      });
      const one = await as({ method: 'GET', url: `/api/admin/newsletter/templates/${template.id}` });
      expect((one.body as { variants: unknown[] }).variants).toEqual([
        { subject: '', message: '', html: '' },
        { subject: 'B', message: '', html: '' },
      ]);
      expect((await as({ method: 'DELETE', url: `/api/admin/newsletter/templates/${template.id}` })).status).toBe(200);
      for (const method of ['GET', 'DELETE'] as const) {
        const gone = await as({ method, url: `/api/admin/newsletter/templates/${template.id}` });
        expect(gone.status).toBe(404);
        expect(gone.body).toEqual({ error: 'Template not found' });
      }
    });

    it('keeps one template when two first saves of a name race', async () => {
      const payload = { name: 'Race', variants: [{ subject: 'S', message: 'M' }] };
      const saves = await Promise.all(
        [0, 1, 2].map(() => as({ method: 'POST', url: '/api/admin/newsletter/templates', payload })),
      );
      expect(saves.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      const list = await as({ method: 'GET', url: '/api/admin/newsletter/templates' });
      expect((list.body as { templates: unknown[] }).templates).toHaveLength(1);
    });

    it('lists subscribers and exports them as subscribers.csv with formulas neutralised', async () => {
      await seedSubscribers(t.database.db, 2);
      await t.database.db
        .insertInto('newsletter_subscribers')
        .values({
          id: 'evil',
          email: '=cmd|"/c calc"!a0@example.com',
          status: 'unsubscribed',
          unsubscribe_token: 'tok-evil',
          created_at: '2026-02-01T00:00:00.000Z',
          unsubscribed_at: '2026-02-02T00:00:00.000Z',
        })
        .execute();
      const list = await as({ method: 'GET', url: '/api/admin/newsletter/subscribers' });
      expect(list.status).toBe(200);
      const body = list.body as { subscribers: { email: string; status: string }[]; active: number };
      expect(body.active).toBe(2);
      expect(body.subscribers[0]).toEqual({
        _id: 'evil',
        email: '=cmd|"/c calc"!a0@example.com',
        subscribed_at: '2026-02-01T00:00:00.000Z',
        status: 'unsubscribed',
        unsubscribed_at: '2026-02-02T00:00:00.000Z',
      });
      const csv = await t.app.inject({
        method: 'GET',
        url: '/api/admin/newsletter/subscribers/csv',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\r\n')).toEqual([
        '"E-mail","Subscribed date","Status"',
        `"'=cmd|""/c calc""!a0@example.com","2026-02-01T00:00:00.000Z","unsubscribed"`,
        '"reader-00001@example.com","2026-01-01T00:00:01.000Z","subscribed"',
        '"reader-00000@example.com","2026-01-01T00:00:00.000Z","subscribed"',
        '',
      ]);
    });

    it('answers empty analytics before any send, and 400 for a missing subject or bad address', async () => {
      expect((await as({ method: 'GET', url: '/api/admin/newsletter/analytics' })).body).toEqual({ logs: [] });
      expect((await as({ method: 'GET', url: '/api/admin/newsletter/open-stats' })).body).toEqual({ stats: {} });
      expect((await as({ method: 'GET', url: '/api/admin/newsletter/click-stats' })).body).toEqual({ stats: {} });
      for (const url of ['/api/admin/newsletter/opened-by', '/api/admin/newsletter/clicked-by?subject=']) {
        const res = await as({ method: 'GET', url });
        expect(res.status).toBe(400);
      }
      const bad = await as({ method: 'GET', url: '/api/admin/newsletter/user-analytics?email=nope' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ error: 'Please enter a valid email address.' });
    });
  });
}
