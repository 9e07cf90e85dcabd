import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, tokenFor } from '../../../test/admin-fixtures.ts';
import { dialects } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const [sqlite] = dialects;

describe('the API docs in production', () => {
  let production: TestApp;
  let development: TestApp;
  beforeAll(async () => {
    if (!sqlite) throw new Error('no SQLite');
    production = await createTestApp(sqlite, undefined, { env: 'production' });
    development = await createTestApp(sqlite);
    await insertAdmin(production.database.db, 'owner@gallery.test', 'correct horse battery');
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  it('are for signed-in admins only', async () => {
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/index.html',
      '/api/docs/static/swagger-initializer.js',
    ]) {
      const stranger = await production.app.inject({ method: 'GET', url });
      expect(stranger.statusCode, url).toBe(401);
    }
    const token = await tokenFor(production.app, 'owner@gallery.test', 'correct horse battery');
    const admin = await production.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ info: { title: 'Vernissage API' } });
  });

  it('stay open outside production, for development', async () => {
    expect((await development.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
