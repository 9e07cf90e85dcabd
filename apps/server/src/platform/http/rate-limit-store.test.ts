import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { TOO_MANY_REQUESTS } from '@vernissage/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';

const postgres = dialects.find((d) => d.name === 'postgres');
const message = { name: 'Jane Collector', email: 'jane@example.com', message: 'Is Harmattan still available?' };

type Count = { current: number; ttl: number };
const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<Count>((resolve, reject) =>
    store.incr(key, (err, r?: Count) => (err || !r ? reject(err) : resolve(r)), windowMs, 10),
  );

describe.runIf(postgres)('rate limits shared by two nodes on one PostgreSQL database', () => {
  let database: TestDb;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    if (!postgres) return;
    database = await postgres.create();
    a = await createTestApp(postgres, undefined, { database });
    b = await createTestApp(postgres, undefined, { database });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('counts one client across both nodes: the contact form takes 3 a minute in all, not 3 per node', async () => {
    const send = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: message, remoteAddress: '10.9.0.1' });
    const answers = [await send(a), await send(b), await send(a), await send(b), await send(a)];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]?.json()).toEqual({ error: TOO_MANY_REQUESTS });
    // Another client, and another route, have counts of their own.
    const other = await a.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: message,
      remoteAddress: '10.9.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('adds up concurrent hits from two stores exactly, and starts a new window when one ends', async () => {
    // The merged limit options @fastify/rate-limit hands a route's store (its types say RouteOptions).
    const route = { routeInfo: { method: 'POST', url: '/api/test-limit' } } as unknown as Parameters<
      FastifyRateLimitStore['child']
    >[0];
    const one = new (databaseRateLimitStore(database.db))({}).child(route);
    const two = new (databaseRateLimitStore(database.db))({}).child(route);
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => incr(i % 2 ? one : two, '10.9.1.1', 60_000)));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(counts.every((c) => c.ttl > 0 && c.ttl <= 60_000)).toBe(true);

    await incr(one, '10.9.1.2', 1);
    await new Promise((r) => setTimeout(r, 20));
    expect((await incr(two, '10.9.1.2', 60_000)).current).toBe(1);
  });
});
