import { adminAccountEndpoints, adminOrderEndpoints } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, tokenFor } from './admin-fixtures.ts';
import { dialects } from './databases.ts';
import { callEndpoint } from './endpoint-call.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const PASSWORD = 'a-long-passphrase-for-tests';
const [sqlite] = dialects;

describe('callEndpoint', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    if (!sqlite) throw new Error('no SQLite case');
    t = await createTestApp(sqlite);
    await insertAdmin(t.database.db, 'owner@gallery.test', PASSWORD);
    token = await tokenFor(t.app, 'owner@gallery.test', PASSWORD);
  });
  afterAll(() => t.close());

  it("calls the endpoint's method and path with the token, the answer typed by its status", async () => {
    const me = await callEndpoint(t.app, adminAccountEndpoints.me, { token });
    if (me.status !== 200) throw new Error(`expected 200, got ${me.status}`);
    expect(me.body.email).toBe('owner@gallery.test');
  });

  it('fills in path parameters', async () => {
    const missing = await callEndpoint(t.app, adminOrderEndpoints.get, { token, params: { id: 'no-such-order' } });
    expect(missing.status).toBe(404);
  });

  it('sends the body, which the server keeps', async () => {
    const order = ['orders', 'artworks'];
    const saved = await callEndpoint(t.app, adminAccountEndpoints.setSidebar, { token, body: { order } });
    expect(saved.status).toBe(200);
    const read = await callEndpoint(t.app, adminAccountEndpoints.sidebar, { token });
    if (read.status !== 200) throw new Error(`expected 200, got ${read.status}`);
    expect(read.body.sidebar.slice(0, 2).map((tab) => tab.id)).toEqual(order);
  });

  it('sends no token when none is given', async () => {
    expect((await callEndpoint(t.app, adminAccountEndpoints.me)).status).toBe(401);
  });
});
