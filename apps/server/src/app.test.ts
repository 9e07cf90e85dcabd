import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects } from '../test/databases.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

for (const dialect of dialects) {
  describe(`the HTTP foundation on ${dialect.name}`, () => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp(dialect);
    });
    afterEach(() => t.close());

    it('reports health 200 while the database answers and 503 once it does not', async () => {
      const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ status: 'ok' });
      await t.database.close();
      const down = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable' });
    });

    it('answers an unknown API path with a JSON 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found: GET /api/nothing-here' });
    });

    it('sends security headers and a request id with every response', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(res.headers['x-request-id']).toBe('abc-123');
      const generated = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': '<script>' },
      });
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('publishes an OpenAPI document generated from the contract', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode).toBe(200);
      const doc = res.json() as {
        openapi: string;
        paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
      };
      expect(doc.openapi).toMatch(/^3\./);
      const params = doc.paths['/api/artworks']?.get?.parameters?.map((p) => p.name);
      expect(params).toEqual(expect.arrayContaining(['featured', 'minPrice', 'sortBy', 'limit', 'offset']));
      expect(doc.paths['/api/health']).toBeDefined();
    });
  });
}
