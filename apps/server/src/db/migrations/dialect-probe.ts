import { type Kysely, sql } from 'kysely';

/** A probe that only PostgreSQL answers: for the few statements the two dialects spell differently. */
export async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  const probe = sql<{ v: string }>`select current_setting('server_version') as v`.execute(db);
  return probe.then(
    () => true,
    () => false,
  );
}
