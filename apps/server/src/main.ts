import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDb } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoCatalog } from './demo/seed-demo.ts';
import { jobRegistry } from './jobs.ts';
import { ensureFirstAdmin, FirstAdminEmailMissing } from './modules/admins/first-admin.ts';
import { resolveJwtSecret } from './platform/auth/jwt-secret.ts';
import { createCatalogCache } from './platform/cache/catalog-cache.ts';
import { systemClock } from './platform/clock.ts';
import { createJobWorker } from './platform/jobs/worker.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { createLocalStorage } from './platform/media/storage.ts';
import { selectPaymentProvider } from './platform/payments/select-provider.ts';
import {
  describeDatabaseFailure,
  describeListenFailure,
  ensureWritableDataDir,
  StartupError,
} from './startup-checks.ts';

// Works from src/main.ts (tsx) and from dist/main.js (bundle): both sit two levels below apps/.
const defaultWebRoot = join(dirname(fileURLToPath(import.meta.url)), '../../web');

async function start(): Promise<void> {
  const config = loadConfig(process.env, defaultWebRoot);
  const log = pino({ level: config.logLevel });
  ensureWritableDataDir(config.dataDir);

  const sqliteFile = join(config.dataDir, 'vernissage.db');
  let database: ReturnType<typeof openDb>;
  try {
    database = openDb({ databaseUrl: config.databaseUrl, sqliteFile });
    await migrateToLatest(database);
  } catch (err) {
    throw describeDatabaseFailure(config.databaseUrl, sqliteFile, err);
  }
  const clock = systemClock;
  const firstAdmin = await ensureFirstAdmin({ db: database.db, clock }, config.admin);
  if (firstAdmin?.generatedPassword) {
    // Printed once, on the console only: it is never stored in clear anywhere.
    console.log(`First admin created: ${firstAdmin.email} with password ${firstAdmin.generatedPassword}`);
  }

  const mediaDir = join(config.dataDir, 'media');
  const storage = createLocalStorage(mediaDir);
  if (config.demoCatalog) {
    await seedDemoCatalog({ db: database.db, storage, clock, log });
  }

  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const payments = selectPaymentProvider(config.stripe, jwtSecret, clock);
  // One read cache for the app and the job worker, so a hold released by a job shows at once.
  const catalogCache = createCatalogCache({ clock });
  const app = await buildApp({
    catalogCache,
    config,
    database,
    storage,
    mediaDir,
    clock,
    web: true,
    loggerInstance: log,
    jwtSecret,
    payments,
  });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const worker = createJobWorker({
    db: database.db,
    dialect: database.dialect,
    ...jobRegistry({
      db: database.db,
      clock,
      mailer,
      publicUrl: config.publicUrl,
      payments,
      mediaUrl: (key) => storage.publicUrl(key),
      jwtSecret,
      catalogChanged: () => catalogCache.invalidate(),
    }),
    clock,
    log,
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
    log.info({ signal }, 'shutting down: finishing requests and jobs');
    // Stop accepting, let in-flight requests and jobs finish, then close the database.
    await app.close();
    await worker.stop();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

start().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof StartupError || err instanceof FirstAdminEmailMissing;
  console.error(`vernissage: cannot start: ${known ? err.message : String((err as Error)?.stack ?? err)}`);
  process.exit(1);
});
