import { type Kysely, sql } from 'kysely';

type Db = Kysely<unknown>;

/**
 * The two price listings order by the listed price (decision 071): null for a work on request, so
 * works on request, last, sort among themselves by title and id, never by their hidden price. The
 * expression must stay the one `listedPrice` (artwork-order.ts) writes: SQLite uses an index on an
 * expression only for the same expression. The other listings and the count index are unchanged.
 */
const LISTED = '(case when price_on_request = 0 then price_cents end)';
// Migration 034's ties and tested columns, kept.
const AFTER = '(lower(title)), id, category_mask, price_cents, limited, featured, created_at, price_on_request';
const PRICE_LISTINGS: [name: string, direction: '' | ' desc'][] = [
  ['artworks_price_asc_list', ''],
  ['artworks_price_desc_list', ' desc'],
];

async function rebuild(db: Db, key: string): Promise<void> {
  for (const [name, direction] of PRICE_LISTINGS) {
    await db.schema.dropIndex(name).execute();
    await sql`create index ${sql.id(name)} on artworks (price_on_request, ${sql.raw(key + direction)}, ${sql.raw(AFTER)})`.execute(
      db,
    );
  }
}

export async function up(db: Db): Promise<void> {
  await rebuild(db, LISTED);
}

export async function down(db: Db): Promise<void> {
  await rebuild(db, 'price_cents');
}
