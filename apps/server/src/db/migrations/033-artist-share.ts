import { type Kysely, sql } from 'kysely';
import { isPostgres } from './dialect-probe.ts';

type Db = Kysely<unknown>;
const APPEND_ONLY = ['artist_payables', 'artist_payouts'] as const;

/**
 * The artist's share (gallery.md §4, decision 067). Rates are whole hundredths of a percent (4000 is
 * 40%): the artist's (every artist starts at the shop's default, 50%), and a work's own override.
 * A work the gallery owns pays its artist nothing. The payables and the payouts are ledgers: rows
 * are only ever added, and the database refuses to update or delete them.
 */
export async function up(db: Db): Promise<void> {
  const rate = (column: string) => sql.raw(`${column} between 0 and 10000`);
  await db.schema
    .alterTable('artists')
    .addColumn('commission_bp', 'integer', (c) => c.notNull().defaultTo(5000).check(rate('commission_bp')))
    .execute();
  await db.schema
    .alterTable('artworks')
    .addColumn('ownership', 'text', (c) =>
      c.notNull().defaultTo('consigned').check(sql`ownership in ('consigned', 'gallery')`),
    )
    .execute();
  await db.schema
    .alterTable('artworks')
    .addColumn('commission_bp', 'integer', (c) => c.check(rate('commission_bp')))
    .execute();

  await db.schema
    .createTable('artist_payables')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artist_id', 'text', (c) => c.notNull())
    .addColumn('artwork_id', 'text')
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('order_item_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('sale', 'reversal')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('edition', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(rate('rate_bp')))
    .addColumn('commission_cents', 'integer', (c) => c.notNull())
    .addColumn('share_cents', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .addCheckConstraint('artist_payables_adds_up', sql`commission_cents + share_cents = amount_cents`)
    .execute();
  await db.schema
    .createIndex('artist_payables_by_artist')
    .on('artist_payables')
    .columns(['artist_id', 'recorded_at'])
    .execute();
  // Covering indexes for the tab: a period's figures read the first, every artist's balance the second,
  // so neither touches the table's rows.
  await db.schema
    .createIndex('artist_payables_by_time')
    .on('artist_payables')
    .columns(['recorded_at', 'artist_id', 'kind', 'amount_cents', 'commission_cents', 'share_cents'])
    .execute();
  await db.schema
    .createIndex('artist_payables_balance')
    .on('artist_payables')
    .columns(['artist_id', 'share_cents'])
    .execute();
  await db.schema.createIndex('artist_payables_by_item').on('artist_payables').column('order_item_id').execute();

  await db.schema
    .createTable('artist_payouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artist_id', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('artist_payouts_by_artist')
    .on('artist_payouts')
    .columns(['artist_id', 'paid_at'])
    .execute();

  if (await isPostgres(db)) {
    await sql`create function refuse_ledger_change() returns trigger language plpgsql as $$
      begin raise exception '% is a ledger: rows are only added', tg_table_name; end $$`.execute(db);
    for (const table of APPEND_ONLY) {
      await sql
        .raw(`create trigger ${table}_append_only before update or delete on ${table}
          for each row execute function refuse_ledger_change()`)
        .execute(db);
    }
  } else {
    for (const table of APPEND_ONLY) {
      for (const change of ['update', 'delete']) {
        await sql
          .raw(`create trigger ${table}_no_${change} before ${change} on ${table}
            begin select raise(abort, '${table} is a ledger: rows are only added'); end`)
          .execute(db);
      }
    }
  }
}

export async function down(db: Db): Promise<void> {
  for (const table of APPEND_ONLY) await db.schema.dropTable(table).execute();
  if (await isPostgres(db)) await sql`drop function refuse_ledger_change()`.execute(db);
  await db.schema.alterTable('artworks').dropColumn('commission_bp').execute();
  await db.schema.alterTable('artworks').dropColumn('ownership').execute();
  await db.schema.alterTable('artists').dropColumn('commission_bp').execute();
}
