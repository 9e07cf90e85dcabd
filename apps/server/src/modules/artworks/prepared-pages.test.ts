import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { insertArtist, insertArtwork } from '../../../test/catalog-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const TOKEN = 'metrics-token-for-prepared-pages';
const PAGE = '/api/artworks?limit=24&sortBy=title&sortDirection=asc';

for (const dialect of dialects) {
  describe(`catalog pages sent again without the app on ${dialect.name}`, () => {
    let t: TestApp;
    let base: string;
    let workId: string;
    const lines: { url?: string; statusCode?: number; reqId?: string; msg?: string }[] = [];
    const logger = pino(
      { level: 'info', base: null },
      new Writable({
        write(chunk, _enc, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
          done();
        },
      }),
    );
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(base + path, { headers: { 'accept-encoding': 'gzip', ...headers } });
      const bytes = Buffer.from(await res.arrayBuffer());
      return { status: res.status, headers: res.headers, bytes };
    };
    const titles = (bytes: Buffer) => (JSON.parse(bytes.toString('utf8')) as { title: string }[]).map((a) => a.title);

    beforeAll(async () => {
      t = await createTestApp(dialect, undefined, { metricsToken: TOKEN, logger });
      const artist = await insertArtist(t.database.db, { name: 'Amara Okafor' });
      workId = await insertArtwork(t.database.db, { artistId: artist, title: 'Harmattan', price: 4200 });
      // Long enough to be sent compressed.
      for (const n of [1, 2, 3, 4, 5, 6])
        await insertArtwork(t.database.db, { artistId: artist, title: `Study ${n}`, price: 900 });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('not listening');
      base = `http://127.0.0.1:${address.port}`;
    });
    afterAll(() => t.close());

    it('sends the same page again, each answer with its own request id, log line and count', async () => {
      const first = await get(PAGE);
      const again = await get(PAGE);
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.bytes.equals(first.bytes)).toBe(true);
      expect(titles(again.bytes)).toEqual([
        'Harmattan',
        'Study 1',
        'Study 2',
        'Study 3',
        'Study 4',
        'Study 5',
        'Study 6',
      ]);
      for (const name of ['etag', 'x-total-count', 'cache-control', 'vary', 'content-type', 'content-security-policy'])
        expect(again.headers.get(name), name).toBe(first.headers.get(name));
      expect(again.headers.get('x-total-count')).toBe('7');
      expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      expect(again.headers.get('x-request-id')).toMatch(/^[\w-]{20,}$/);
      const logged = lines.filter((l) => l.msg === 'request completed' && l.url === PAGE);
      expect(logged.map((l) => l.statusCode)).toEqual([200, 200]);
      expect(logged.map((l) => l.reqId)).toEqual([
        first.headers.get('x-request-id'),
        again.headers.get('x-request-id'),
      ]);
      const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(metrics).toContain('vernissage_http_requests_total{method="GET",route="/api/artworks",status="200"} 2');
    });

    it('sends gzip only to a client that takes it, and 304 to one that holds the version', async () => {
      const zipped = await fetch(base + PAGE, { headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      const plain = await fetch(base + PAGE, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(titles(Buffer.from(await plain.arrayBuffer()))).toHaveLength(7);
      const etag = zipped.headers.get('etag') ?? '';
      expect((await get(PAGE, { 'if-none-match': etag })).status).toBe(304);
    });

    it('answers from the database again once the back office changes the catalog', async () => {
      expect(titles((await get(PAGE)).bytes)).toContain('Harmattan');
      await insertAdmin(t.database.db, 'owner@gallery.test', 'correct horse battery');
      const token = await tokenFor(t.app, 'owner@gallery.test', 'correct horse battery');
      const removed = await call(t.app, { method: 'DELETE', url: `/api/admin/artworks/${workId}`, token });
      expect(removed.status).toBeLessThan(300);
      const after = await get(PAGE);
      expect(titles(after.bytes)).not.toContain('Harmattan');
      expect(after.headers.get('x-total-count')).toBe('6');
    });
  });
}
