import { TOO_MANY_REQUESTS } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/test-app.ts';
import { TRACKING_HITS_PER_MINUTE } from './storefront-tracking-routes.ts';
import { trackingKey, trackingLinks } from './tracking.ts';

const links = trackingLinks(trackingKey(TEST_JWT_SECRET), 'http://localhost:3000');
const path = (url: string) => url.slice('http://localhost:3000'.length);

let client = 0;
const nextClient = () => `10.88.${Math.floor(++client / 250)}.${client % 250}`;

for (const dialect of dialects) {
  describe(`newsletter tracking on ${dialect.name}`, () => {
    let t: TestApp;
    let now = new Date('2026-05-04T10:00:05.000Z');
    const hit = (url: string, remoteAddress = nextClient()) => t.app.inject({ method: 'GET', url, remoteAddress });
    const rows = async (table: 'newsletter_opens' | 'newsletter_clicks', deliveryId: string) =>
      t.database.db.selectFrom(table).select(['created_at']).where('delivery_id', '=', deliveryId).execute();

    async function delivery(id: string): Promise<string> {
      await t.database.db
        .insertInto('newsletter_deliveries')
        .values({
          id,
          campaign_id: 'c1',
          variant_id: 'v1',
          batch: 0,
          email: `${id}@example.com`,
          status: 'sent',
          error: null,
          sent_at: null,
        })
        .execute();
      return id;
    }

    beforeAll(async () => {
      t = await createTestApp(dialect, { now: () => now });
      const db = t.database.db;
      await db
        .insertInto('newsletter_campaigns')
        .values({ id: 'c1', sent_by: null, created_at: now.toISOString() })
        .execute();
      await db
        .insertInto('newsletter_variants')
        .values({ id: 'v1', campaign_id: 'c1', position: 0, subject: 'Spring', message: 'Hello' })
        .execute();
    });
    afterAll(() => t.close());

    it('stores one open for 100 hits of the pixel in a minute, then one more the next minute', async () => {
      const id = await delivery('d-open');
      const pixel = path(links.open(id));
      for (let i = 0; i < 100; i++) {
        const res = await hit(pixel);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/gif');
      }
      expect(await rows('newsletter_opens', id)).toHaveLength(1);
      now = new Date('2026-05-04T10:01:00.000Z');
      await hit(pixel);
      await hit(pixel);
      expect(await rows('newsletter_opens', id)).toHaveLength(2);
    });

    it('stores one click per link and minute for 100 hits, and still redirects each', async () => {
      const id = await delivery('d-click');
      const first = path(links.click(id, 'https://vernissage.test/gallery'));
      const second = path(links.click(id, 'https://vernissage.test/artists'));
      for (let i = 0; i < 100; i++) {
        const res = await hit(first);
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('https://vernissage.test/gallery');
      }
      await hit(second);
      const clicks = await t.database.db
        .selectFrom('newsletter_clicks')
        .select('url')
        .where('delivery_id', '=', id)
        .orderBy('url')
        .execute();
      expect(clicks.map((c) => c.url)).toEqual(['https://vernissage.test/artists', 'https://vernissage.test/gallery']);
    });

    it(`refuses one client over ${TRACKING_HITS_PER_MINUTE} hits a minute on each route with 429`, async () => {
      const id = await delivery('d-limit');
      for (const url of [path(links.open(id)), path(links.click(id, 'https://vernissage.test/'))]) {
        const from = nextClient();
        for (let i = 0; i < TRACKING_HITS_PER_MINUTE; i++) expect((await hit(url, from)).statusCode).toBeLessThan(400);
        const refused = await hit(url, from);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ error: TOO_MANY_REQUESTS });
        expect((await hit(url)).statusCode).toBeLessThan(400);
      }
    });

    it('refuses hostile links at once: unsigned, over-long, repeated parameters', async () => {
      const id = await delivery('d-hostile');
      const click = path(links.click(id, 'https://vernissage.test/'));
      const cases: [string, number][] = [
        [`/api/newsletter/o/${id}/forged.gif`, 404],
        [`/api/newsletter/o/${'d'.repeat(5000)}/x.gif`, 414], // Fastify's parameter length cap
        [`/api/newsletter/c/${id}/forged?u=${encodeURIComponent('https://evil.test/')}`, 404],
        [`${click}&u=https://evil.test/`, 400],
        [`/api/newsletter/c/${id}/sig?u=${'a'.repeat(5000)}`, 400],
      ];
      for (const [url, status] of cases) expect((await hit(url)).statusCode).toBe(status);
      expect(await rows('newsletter_opens', id)).toEqual([]);
      expect(await rows('newsletter_clicks', id)).toEqual([]);
    });
  });
}
