import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect-probe.ts';

/**
 * SQLite only (decision 088). Two narrow indexes that lead with a column a count can seek on: the
 * date a work was added (the gallery's new arrivals are a range of it) and whether it is a limited
 * edition. Each also holds every column the other filters test, so a count with more filters still
 * reads the index alone. Pages never use them: their tests of these columns are written so no index
 * serves them, and they keep walking the order's own listing index (migration 027).
 */
type Db = Kysely<unknown>;

const TESTED = 'category_mask, price_cents, featured, price_on_request, label_mask';

export async function up(db: Db): Promise<void> {
  if (await isPostgres(db)) return;
  await sql`create index artworks_count_added on artworks (created_at, limited, ${sql.raw(TESTED)})`.execute(db);
  await sql`create index artworks_count_limited on artworks (limited, created_at, ${sql.raw(TESTED)})`.execute(db);
}

export async function down(db: Db): Promise<void> {
  if (await isPostgres(db)) return;
  await sql`drop index artworks_count_limited`.execute(db);
  await sql`drop index artworks_count_added`.execute(db);
}
