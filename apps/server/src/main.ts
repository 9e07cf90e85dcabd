import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_TOO_COMMON } from '@vernissage/contract';
import { buildApp } from './app.ts';
import { assertServerConfig, ConfigError, loadConfig } from './config.ts';
import { databaseBusy, openDb } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoCatalog } from './demo/seed-demo.ts';
import { jobRegistry } from './jobs.ts';
import {
  ensureFirstAdmin,
  FirstAdminEmailMissing,
  forgetFirstPassword,
  isCommonPassword,
  protectTwoFactorAtRest,
  writeFirstPassword,
} from './modules/admins/index.ts';
import { restrictDecoders } from './modules/media/index.ts';
import { selectPaymentProvider } from './modules/payments/index.ts';
import { seedShopSettings } from './modules/settings/index.ts';
import { resolveJwtSecret } from './platform/auth/jwt-secret.ts';
import { CATALOG_STALE_MS, createCatalogCache } from './platform/cache/catalog-cache.ts';
import { createPostgresCacheBus, sharedInvalidation } from './platform/cache/invalidation-bus.ts';
import { aheadBy } from './platform/clock.ts';
import { bufferedStdout, processLogger } from './platform/http/request-log.ts';
import { trustProxyWarning } from './platform/http/trust-proxy.ts';
import { createJobWorker } from './platform/jobs/worker.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { sqliteFileOf, storageOf } from './platform/media/storage-of.ts';
import { countedMailer, createMetrics } from './platform/metrics/metrics.ts';
import { SecretUnreadable, secretBox } from './platform/secrets/secret-box.ts';
import { resolveSecretsKey } from './platform/secrets/secrets-key.ts';
import {
  describeDatabaseFailure,
  describeListenFailure,
  ensureWritableDataDir,
  StartupError,
} from './startup-checks.ts';

// Works from src/main.ts (tsx) and from dist/main.js (bundle): both sit two levels below apps/.
const defaultWebRoot = join(dirname(fileURLToPath(import.meta.url)), '../../web');

// Log lines leave through a buffer (one write for many requests, not a write each); every way out
// of the process writes what it holds first.
const stdout = bufferedStdout();

async function start(): Promise<void> {
  const config = loadConfig(process.env, defaultWebRoot);
  assertServerConfig(config);
  // The back office's strength check, here because its dictionaries load asynchronously (decision 053).
  if (config.admin?.password && (await isCommonPassword(config.admin.password, config.admin.email))) {
    throw new ConfigError(`Invalid ADMIN_PASSWORD: ${PASSWORD_TOO_COMMON}`);
  }
  // Request URLs are logged without their secrets (decision 043).
  const log = processLogger(config.logLevel, stdout.stream);
  process.on('uncaughtException', (err) => {
    log.fatal({ err }, 'uncaught exception: exiting');
    stdout.flushSync();
    process.exit(1);
  });
  const dataDir = ensureWritableDataDir(config.dataDir);
  if (dataDir.warning) log.warn(dataDir.warning);
  const proxyWarning = trustProxyWarning(config.trustProxy, config.host);
  if (proxyWarning) log.warn(proxyWarning);

  const sqliteFile = sqliteFileOf(config);
  let database: ReturnType<typeof openDb>;
  try {
    // Outside production the root handle refuses to be used inside a transaction (decision 046).
    database = openDb({ databaseUrl: config.databaseUrl, sqliteFile, guardTransactions: config.env !== 'production' });
    await migrateToLatest(database);
  } catch (err) {
    throw describeDatabaseFailure(config.databaseUrl, sqliteFile, err);
  }
  const clock = aheadBy(config.clockOffsetMinutes);
  await seedShopSettings({ db: database.db, clock });
  const firstAdmin = await ensureFirstAdmin({ db: database.db, clock }, config.admin);
  if (firstAdmin?.generatedPassword) {
    // The log names the file, never the password (decision 053): logs are collected and kept.
    const file = writeFirstPassword(config.dataDir, firstAdmin.generatedPassword);
    console.log(
      `First admin created: ${firstAdmin.email}; the generated password is in ${file} (readable by this user only; good for the first sign-in, which asks for a new one)`,
    );
  } else if (await forgetFirstPassword(database.db, config.dataDir)) {
    log.info('the first password was replaced: its file in DATA_DIR is deleted');
  }
  const secretsKey = resolveSecretsKey(config.secretsKey, config.dataDir);
  if (secretsKey.createdFile) {
    log.warn(
      { file: secretsKey.createdFile },
      'created the secrets key, which encrypts the two-factor secrets: back it up apart from the database (or set SECRETS_KEY)',
    );
  }
  // Needs the key, which the migrations do not see: encrypts what is still in clear (decision 044).
  const atRest = await protectTwoFactorAtRest({ db: database.db, clock, secrets: secretBox(secretsKey.key) }).catch(
    (err: unknown) => {
      if (err instanceof SecretUnreadable) throw new StartupError(`${err.message}; the two-factor secrets stay unread`);
      throw err;
    },
  );
  if (atRest.sealed || atRest.rehashed) log.info(atRest, 'two-factor secrets encrypted and recovery codes rehashed');

  const storage = storageOf(config);
  if (config.demoCatalog) {
    await seedDemoCatalog({ db: database.db, storage, clock, log });
  }
  // From here on libvips decodes only the image types uploads may be (the demo draws in SVG first).
  restrictDecoders();

  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const payments = selectPaymentProvider(config.payments, jwtSecret, clock);
  if (config.payments.provider === 'sandbox' && config.env === 'production') {
    // Only set explicitly in production (decision 027); the operator should still see it in the log.
    log.warn('PAYMENT_PROVIDER is sandbox: this is a test shop, no card payment is real');
  }
  // On PostgreSQL other nodes may share the database: each tells the others when a cache goes stale.
  const cacheBus = config.databaseUrl ? await createPostgresCacheBus({ url: config.databaseUrl, log }) : undefined;
  // One read cache for the app and the job worker, so a hold released by a job shows at once.
  const catalogCache = sharedInvalidation(
    createCatalogCache({ clock, maxBytes: config.catalogCacheBytes, staleMs: CATALOG_STALE_MS }),
    'catalog',
    cacheBus,
  );
  const metrics = createMetrics();
  let draining = false;
  const app = await buildApp({
    metrics,
    draining: () => draining,
    catalogCache,
    cacheBus,
    config,
    database,
    storage,
    clock,
    web: true,
    loggerInstance: log,
    jwtSecret,
    secretsKey: secretsKey.key,
    payments,
  });
  const mailer = countedMailer(
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      testShop: config.payments.provider === 'sandbox',
    }),
    metrics,
  );
  const worker = createJobWorker({
    db: database.db,
    ...jobRegistry({
      db: database.db,
      clock,
      mailer,
      publicUrl: config.publicUrl,
      payments,
      mediaUrl: (key) => storage.publicUrl(key),
      storage,
      jwtSecret,
      catalogChanged: () => catalogCache.invalidate(),
    }),
    clock,
    log,
    concurrency: config.jobConcurrency,
    databaseBusy: () => databaseBusy(database),
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await database.close();
    throw describeListenFailure(config.host, config.port, err);
  }
  worker.start();
  console.log(`Vernissage is open at ${config.publicUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    draining = true;
    log.info({ signal }, 'shutting down: finishing requests and jobs');
    // Past the deadline a stuck request or job must not keep a deploy waiting for ever.
    setTimeout(() => {
      log.error({ seconds: config.shutdownTimeoutSeconds }, 'shutdown deadline passed: exiting with work unfinished');
      stdout.flushSync();
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    // Stop accepting (requests on open connections get 503), let requests and jobs in flight finish.
    await Promise.all([app.close(), worker.stop()]);
    mailer.close();
    await cacheBus?.close();
    await database.close();
    stdout.flushSync();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

start().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof StartupError || err instanceof FirstAdminEmailMissing;
  stdout.flushSync();
  console.error(`vernissage: cannot start: ${known ? err.message : String((err as Error)?.stack ?? err)}`);
  process.exit(1);
});
