import pg from 'pg';

const PG_ADMIN = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `use` with a database of its own: on PostgreSQL a fresh database (created, then dropped even
 * when `use` fails), whose URL `use` gets; on SQLite nothing to create (`use` gets undefined).
 */
export async function withBenchDatabase<T>(
  dialect: 'sqlite' | 'postgres',
  port: number,
  use: (databaseUrl: string | undefined) => Promise<T>,
): Promise<T> {
  if (dialect === 'sqlite') return use(undefined);
  const dbName = `vernissage_bench_${process.pid}_${port}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${dbName}`);
    return await use(PG_ADMIN.replace(/\/[^/]*$/, `/${dbName}`));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
