import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertArtist } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { placeInvoiceOrder } from '../../../test/order-fixtures.ts';
import { startTestSmtpServer } from '../../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMailer } from '../mail/mailer.ts';
import { countedMailer, createMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-scraper';

for (const dialect of dialects) {
  describe(`GET /metrics on ${dialect.name}`, () => {
    let t: TestApp;
    let closed: TestApp;
    let draining = false;
    beforeAll(async () => {
      t = await createTestApp(dialect, undefined, { metricsToken: TOKEN, draining: () => draining });
      closed = await createTestApp(dialect);
    });
    afterAll(async () => {
      await t?.close();
      await closed?.close();
    });
    const scrape = async (authorization?: string) =>
      t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

    it('is not served without METRICS_TOKEN, and answers 401 to a wrong or missing token', async () => {
      expect((await closed.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await scrape()).statusCode).toBe(401);
      expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    });

    it('counts requests and latency by route pattern, jobs by status, orders and their value', async () => {
      const artistId = await insertArtist(t.database.db);
      await placeInvoiceOrder(t, { artistId, email: 'buyer@example.com', price: 1200 });
      await t.app.inject({ method: 'GET', url: '/api/artworks?ids=nothing-here' });
      const res = await scrape(`Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      const text = res.body;
      expect(text).toContain('vernissage_http_requests_total{method="POST",route="/api/send-invoice",status="200"} 1');
      expect(text).toContain('vernissage_http_requests_total{method="GET",route="/api/artworks",status="200"} 1');
      expect(text).toMatch(/vernissage_http_request_duration_seconds_count\{method="GET",route="\/api\/artworks"\} 1/);
      // The checkout queued its order-placed job; nothing ran it in this test.
      expect(text).toMatch(/vernissage_jobs\{status="pending"\} [1-9]/);
      expect(text).toContain('vernissage_jobs{status="failed"} 0');
      expect(text).toContain('vernissage_orders{payment_status="pending"} 1');
      expect(text).toContain('vernissage_order_value_cents{payment_status="pending"} 120000');
      if (dialect.name === 'postgres') expect(text).toMatch(/vernissage_db_pool_connections\{state="total"\} [1-9]/);
      else expect(text).not.toContain('vernissage_db_pool_connections');
    });

    it('GET /api/ready: ready, then 503 while migrations are missing, then 503 draining', async () => {
      expect((await t.app.inject('/api/ready')).json()).toEqual({ status: 'ready' });
      const db = t.database.db;
      const last = await db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      const name =
        (last as { name: string }[])
          .map((r) => r.name)
          .sort()
          .at(-1) ?? '';
      await db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', name as never)
        .execute();
      const migrating = await t.app.inject('/api/ready');
      expect(migrating.statusCode).toBe(503);
      expect(migrating.json()).toEqual({ status: 'migrating' });
      await db
        .insertInto('kysely_migration' as never)
        .values({ name, timestamp: new Date().toISOString() } as never)
        .execute();
      expect((await t.app.inject('/api/ready')).statusCode).toBe(200);
      draining = true;
      const res = await t.app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining' });
      // Liveness is another question: the node still answers.
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      draining = false;
    });
  });
}

describe('mails counted by outcome', () => {
  it('counts a mail the SMTP server took as sent and one it refused as failed', async () => {
    const smtp = await startTestSmtpServer({ refuse: (address) => address.startsWith('nobody@') });
    const metrics = createMetrics();
    const mailer = countedMailer(
      createMailer({ smtpUrl: smtp.url, from: 'Gallery <g@example.com>', dataDir: '' }),
      metrics,
    );
    await mailer.send({ to: 'collector@example.com', subject: 'Hello', text: 'Hi' });
    await expect(mailer.send({ to: 'nobody@example.com', subject: 'Hello', text: 'Hi' })).rejects.toThrow();
    mailer.close();
    await smtp.close();
    const text = await metrics.registry.metrics();
    expect(text).toContain('vernissage_mails_total{outcome="sent"} 1');
    expect(text).toContain('vernissage_mails_total{outcome="failed"} 1');
  });
});
