import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { TrustProxy } from '../src/platform/http/trust-proxy.ts';
import { createLocalStorage } from '../src/platform/media/storage.ts';
import type { DialectCase, TestDb } from './databases.ts';

/** A fixed signing key, so tests can forge tokens (expired, other claims) the app would accept. */
export const TEST_JWT_SECRET = 'test-secret-for-admin-tokens-0123456789abcdefghi';

/** `role`: what the route declared it needs (decision 030), when it declared one. */
export type RegisteredRoute = { method: HTTPMethods; url: string; role?: string };
export type TestApp = {
  app: FastifyInstance;
  database: TestDb;
  dataDir: string;
  /** Every method and URL the app registered, in registration order. */
  routes: RegisteredRoute[];
  close(): Promise<void>;
};

/** The real app on a fresh database of the given dialect, without the HTML pages. */
export async function createTestApp(
  dialect: DialectCase,
  clock: Clock = { now: () => new Date() },
  options: { countryHeader?: string; trustProxy?: TrustProxy; adminIdleMinutes?: number; env?: 'production' } = {},
): Promise<TestApp> {
  const database = await dialect.create();
  const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-app-'));
  const mediaDir = join(dataDir, 'media');
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    config: {
      dataDir,
      publicUrl: 'http://localhost:3000',
      env: 'test',
      logLevel: 'silent',
      webRoot: '',
      trustProxy: false,
      ...options,
    },
    database,
    storage: createLocalStorage(mediaDir),
    mediaDir,
    clock,
    web: false,
    logger: false,
    jwtSecret: TEST_JWT_SECRET,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, role: route.config?.role });
    },
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    routes,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
