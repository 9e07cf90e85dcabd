import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, HTTPMethods } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { PaymentProvider } from '../src/modules/payments/index.ts';
import type { CacheBus } from '../src/platform/cache/invalidation-bus.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { TrustProxy } from '../src/platform/http/trust-proxy.ts';
import { createLocalStorage } from '../src/platform/media/storage.ts';
import type { DialectCase, TestDb } from './databases.ts';

/** A fixed signing key, so tests can forge tokens (expired, other claims) the app would accept. */
export const TEST_JWT_SECRET = 'test-secret-for-admin-tokens-0123456789abcdefghi';
/** A fixed secrets key (decision 044), so tests can seal a TOTP secret the app opens. */
export const TEST_SECRETS_KEY = Buffer.from('7365637265747320617420726573742c20666f722074657374732030313233ab', 'hex');

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

/** The real app on a fresh database of the given dialect; the HTML pages too when given the web app's root (built). */
export async function createTestApp(
  dialect: DialectCase,
  clock: Clock = { now: () => new Date() },
  options: {
    countryHeader?: string;
    trustProxy?: TrustProxy;
    adminIdleMinutes?: number;
    requireOwnerTwoFactor?: boolean;
    publicUrl?: string;
    env?: 'production';
    webRoot?: string;
    metricsToken?: string;
    newArrivalDays?: number;
    draining?: () => boolean;
    /** Another node on this database: the app does not drop it when it closes. */
    database?: TestDb;
    cacheBus?: CacheBus;
    payments?: PaymentProvider | null;
    /** The process's logger (tests that read the log lines); no logging without it. */
    logger?: FastifyBaseLogger;
  } = {},
): Promise<TestApp> {
  const { database: shared, cacheBus, draining, payments, logger, webRoot = '', ...config } = options;
  const database = shared ?? (await dialect.create());
  const dataDir = mkdtempSync(join(tmpdir(), 'vernissage-app-'));
  const mediaDir = join(dataDir, 'media');
  const routes: RegisteredRoute[] = [];
  const app = await buildApp({
    config: {
      dataDir,
      publicUrl: 'http://localhost:3000',
      env: 'test',
      logLevel: 'silent',
      webRoot,
      trustProxy: false,
      ...config,
    },
    database,
    storage: createLocalStorage(mediaDir),
    clock,
    web: webRoot !== '',
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    jwtSecret: TEST_JWT_SECRET,
    secretsKey: TEST_SECRETS_KEY,
    ...(cacheBus ? { cacheBus } : {}),
    ...(draining ? { draining } : {}),
    ...(payments !== undefined ? { payments } : {}),
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
      await cacheBus?.close();
      if (!shared) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
