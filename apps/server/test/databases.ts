import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DbHandle, openDb } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/**
 * The databases every API test runs on: a real SQLite file always, and the real
 * PostgreSQL on this machine when it answers (required where REQUIRE_POSTGRES=1).
 */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const pgAvailable = await postgresAnswers();
if (!pgAvailable && process.env.REQUIRE_POSTGRES === '1') {
  throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL does not answer at ${PG_ADMIN_URL}`);
}

export type TestDb = DbHandle & { url?: string; sqliteFile?: string; drop(): Promise<void> };
export type DialectCase = { name: 'sqlite' | 'postgres'; create(): Promise<TestDb> };

async function createSqlite(): Promise<TestDb> {
  const dir = mkdtempSync(join(tmpdir(), 'vernissage-test-'));
  const sqliteFile = join(dir, 'test.db');
  const handle = openDb({ sqliteFile, guardTransactions: true });
  await migrateToLatest(handle);
  return {
    ...handle,
    sqliteFile,
    drop: async () => {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgres(): Promise<TestDb> {
  const name = `vernissage_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  const handle = openDb({ databaseUrl: url, sqliteFile: '', guardTransactions: true });
  await migrateToLatest(handle);
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Use with `describe.each(dialects)('... on %s', ...)`-style loops: `for (const d of dialects)`. */
export const dialects: DialectCase[] = [
  { name: 'sqlite', create: createSqlite },
  ...(pgAvailable ? [{ name: 'postgres' as const, create: createPostgres }] : []),
];
