import { type Kysely, sql } from 'kysely';

type Db = Kysely<unknown>;

/**
 * Price on request, offers on a work and holds for a collector (gallery.md §5, decisions 068, 069). The status lists are
 * written out as they were when this migration was made; the contract's `OFFER_STATUSES` and
 * `COLLECTOR_HOLD_STATUSES` must match them (the migration's test compares them).
 */
export const OFFER_STATUS_VALUES = ['open', 'countered', 'accepted', 'declined', 'expired', 'ordered'] as const;
export const COLLECTOR_HOLD_STATUS_VALUES = ['active', 'released'] as const;

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

// The listing indexes of migration 027 (and 029's count index) learn `price_on_request`: a price
// filter leaves such works out and a price sort puts them last, both without reading the table.
const FILTERED_BEFORE = 'category_mask, price_cents, limited, featured, created_at';
const FILTERED = `${FILTERED_BEFORE}, price_on_request`;
const TIES = '(lower(title)), id';
const LISTINGS: [name: string, before: string, after: string][] = [
  ['artworks_featured_desc_list', `featured desc, (coalesce(year, 0)) desc, ${TIES}`, ''],
  ['artworks_featured_asc_list', `featured, (coalesce(year, 0)) desc, ${TIES}`, ''],
  ['artworks_price_asc_list', `price_cents, ${TIES}`, `price_on_request, price_cents, ${TIES}`],
  ['artworks_price_desc_list', `price_cents desc, ${TIES}`, `price_on_request, price_cents desc, ${TIES}`],
  ['artworks_year_asc_list', `(coalesce(year, 0)), ${TIES}`, ''],
  ['artworks_year_desc_list', `(coalesce(year, 0)) desc, ${TIES}`, ''],
  ['artworks_title_asc_list', '(lower(title)), id', ''],
  ['artworks_title_desc_list', '(lower(title)) desc, id', ''],
];
const COUNTED_BEFORE = 'category_mask, limited, price_cents, created_at, featured';

async function rebuildListings(db: Db, withPriceOnRequest: boolean): Promise<void> {
  for (const [name, before, after] of LISTINGS) {
    const order = withPriceOnRequest && after ? after : before;
    const tested = withPriceOnRequest ? FILTERED : FILTERED_BEFORE;
    await db.schema.dropIndex(name).execute();
    await sql`create index ${sql.id(name)} on artworks (${sql.raw(order)}, ${sql.raw(tested)})`.execute(db);
  }
  await db.schema.dropIndex('artworks_filter_count').execute();
  const counted = withPriceOnRequest ? `${COUNTED_BEFORE}, price_on_request` : COUNTED_BEFORE;
  await sql`create index artworks_filter_count on artworks (${sql.raw(counted)})`.execute(db);
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('artworks')
    .addColumn('accepts_offers', 'integer', (c) => c.notNull().defaultTo(0).check(sql`accepts_offers in (0, 1)`))
    .execute();
  // Price on request (gallery.md §5, decision 069): the price is kept for the gallery, never shown.
  await db.schema
    .alterTable('artworks')
    .addColumn('price_on_request', 'integer', (c) => c.notNull().defaultTo(0).check(sql`price_on_request in (0, 1)`))
    .execute();
  await rebuildListings(db, true);

  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artwork_id', 'text', (c) => c.notNull())
    .addColumn('format_id', 'text', (c) => c.notNull())
    .addColumn('format_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('listed_price_cents', 'integer')
    .addColumn('counter_amount_cents', 'integer', (c) => c.check(sql`counter_amount_cents > 0`))
    .addColumn('agreed_amount_cents', 'integer', (c) => c.check(sql`agreed_amount_cents > 0`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(inList('status', OFFER_STATUS_VALUES)))
    // SHA-256 of the collector's link token: the link itself is only ever in their e-mail.
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('expires_at', 'text')
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // A held unit always has its end: accepted means a unit held until expires_at.
    .addCheckConstraint(
      'offers_accepted_expires',
      sql`status <> 'accepted' or (expires_at is not null and agreed_amount_cents is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('offers_by_collector')
    .on('offers')
    .columns(['artwork_id', 'email_key', 'status'])
    .execute();
  await db.schema.createIndex('offers_by_address').on('offers').columns(['email_key', 'created_at']).execute();
  await db.schema.createIndex('offers_by_status').on('offers').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('offer_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('offer_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('offer_events_by_offer').on('offer_events').columns(['offer_id', 'at']).execute();

  // A card checkout through an offer's link: the unit stays the offer's until the payment makes the order.
  await db.schema.alterTable('order_drafts').addColumn('offer_id', 'text').execute();

  // An inquiry about a work (gallery.md §5): a contact message that names it; the title as it was.
  await db.schema.alterTable('contact_messages').addColumn('artwork_id', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('artwork_title', 'text').execute();

  await db.schema
    .createTable('collector_holds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artwork_id', 'text', (c) => c.notNull())
    .addColumn('collector', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('until_day', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(inList('status', COLLECTOR_HOLD_STATUS_VALUES)),
    )
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text')
    .addColumn('released_by', 'text')
    .execute();
  await db.schema
    .createIndex('collector_holds_by_status')
    .on('collector_holds')
    .columns(['status', 'ends_at'])
    .execute();
  await db.schema.createIndex('collector_holds_by_artwork').on('collector_holds').column('artwork_id').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('collector_holds').execute();
  await db.schema.dropTable('offer_events').execute();
  await db.schema.dropTable('offers').execute();
  await db.schema.alterTable('contact_messages').dropColumn('artwork_title').execute();
  await db.schema.alterTable('contact_messages').dropColumn('artwork_id').execute();
  await db.schema.alterTable('order_drafts').dropColumn('offer_id').execute();
  await rebuildListings(db, false);
  await db.schema.alterTable('artworks').dropColumn('price_on_request').execute();
  await db.schema.alterTable('artworks').dropColumn('accepts_offers').execute();
}
