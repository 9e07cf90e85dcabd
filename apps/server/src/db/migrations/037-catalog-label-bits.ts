import { type Kysely, sql } from 'kysely';

/**
 * Label bits (decision 073). Up to 63 collections, tags and format names (`label_bits`: kind
 * `collection`, `tag` or `format`, the label's value or the format's `name_key`) get a bit each;
 * `artworks.label_mask` holds the bits of the work's labels and formats, and every listing index
 * (and the count index) holds it, so a filter on such a label is a column test read from the index,
 * as a category is (027). Bits go to the densest labels first, then to new labels as they first
 * appear, and are never given back: a label without one keeps the label-index plans. Triggers keep
 * the masks in the writing statement's transaction, whoever writes labels or formats: an insert adds
 * its bits, a change or removal recomputes them, and a work whose mask is already right is not
 * written again (an update rewrites every index entry of the work; a copy that brings its masks and
 * `label_bits` along, as the bench's does, costs nothing more). An artwork row is inserted with the
 * default mask, none; a copy of one with its mask must bring `label_bits` too. PostgreSQL's listings also include
 * `title`, `year` and `artist_id`, the columns a page reads besides its keys, so it can walk them
 * index-only (it cannot read a column back from an expression such as `lower(title)`). SQLite also
 * gets an index of `lower(search_text)`, on which a search too short for trigrams is counted.
 */
type Db = Kysely<unknown>;

/** A signed 64-bit integer holds 63 bits that keep it positive. */
const BITS = 63;
const TIES = '(lower(title)), id';
const TESTED = 'category_mask, price_cents, limited, featured, created_at, price_on_request';
const LISTED = '(case when price_on_request = 0 then price_cents end)';
const LISTINGS: [name: string, order: string][] = [
  ['artworks_featured_desc_list', `featured desc, (coalesce(year, 0)) desc, ${TIES}`],
  ['artworks_featured_asc_list', `featured, (coalesce(year, 0)) desc, ${TIES}`],
  ['artworks_price_asc_list', `price_on_request, ${LISTED}, ${TIES}`],
  ['artworks_price_desc_list', `price_on_request, ${LISTED} desc, ${TIES}`],
  ['artworks_year_asc_list', `(coalesce(year, 0)), ${TIES}`],
  ['artworks_year_desc_list', `(coalesce(year, 0)) desc, ${TIES}`],
  ['artworks_title_asc_list', '(lower(title)), id'],
  ['artworks_title_desc_list', '(lower(title)) desc, id'],
];
const COUNTED = 'category_mask, limited, price_cents, created_at, featured, price_on_request';

// A probe that only PostgreSQL answers: a failed statement aborts a PostgreSQL transaction, not a SQLite one.
async function isPostgres(db: Db): Promise<boolean> {
  return sql`select current_setting('server_version') as v`.execute(db).then(
    () => true,
    () => false,
  );
}

async function rebuildIndexes(db: Db, withMask: boolean, postgres: boolean): Promise<void> {
  const mask = withMask ? ', label_mask' : '';
  const include = withMask && postgres ? ' include (title, year, artist_id)' : '';
  for (const [name, order] of LISTINGS) {
    await db.schema.dropIndex(name).execute();
    await sql`create index ${sql.id(name)} on artworks (${sql.raw(`${order}, ${TESTED}${mask}`)})${sql.raw(include)}`.execute(
      db,
    );
  }
  await db.schema.dropIndex('artworks_filter_count').execute();
  await sql`create index artworks_filter_count on artworks (${sql.raw(COUNTED + mask)})`.execute(db);
}

/** Every label and format name in use with its number of works, densest first. */
const LABELS_IN_USE = sql`select kind, value, count(*) as n from (
    select kind, value, artwork_id from artwork_labels where kind in ('collection', 'tag')
    union select 'format', name_key, artwork_id from artwork_formats) as used
  group by kind, value order by count(*) desc, kind, value`;

export async function up(db: Db): Promise<void> {
  const postgres = await isPostgres(db);
  await db.schema
    .createTable('label_bits')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('collection', 'tag', 'format')`))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`slot >= 0 and slot < ${sql.lit(BITS)}`),
    )
    .addPrimaryKeyConstraint('label_bits_pk', ['kind', 'value'])
    .execute();
  await db.schema
    .alterTable('artworks')
    .addColumn('label_mask', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  const used = (await LABELS_IN_USE.execute(db)).rows as { kind: string; value: string }[];
  for (const [slot, { kind, value }] of used.slice(0, BITS).entries()) {
    await sql`insert into label_bits (kind, value, slot) values (${kind}, ${value}, ${slot})`.execute(db);
  }
  await sql`update artworks set label_mask = coalesce((select sum(b.one) from (
      select distinct (cast(1 as bigint) << label_bits.slot) as one from label_bits
      join artwork_labels on artwork_labels.kind = label_bits.kind and artwork_labels.value = label_bits.value
      where artwork_labels.artwork_id = artworks.id
      union select distinct (cast(1 as bigint) << label_bits.slot) from label_bits
      join artwork_formats on label_bits.kind = 'format' and artwork_formats.name_key = label_bits.value
      where artwork_formats.artwork_id = artworks.id) as b), 0)`.execute(db);
  if (postgres) await createPostgresTriggers(db);
  else {
    await createSqliteTriggers(db);
    // A search of one or two characters, which the trigram index cannot serve, is counted on this.
    await sql`create index artworks_search_text on artworks ((lower(search_text)))`.execute(db);
  }
  await rebuildIndexes(db, true, postgres);
}

export async function down(db: Db): Promise<void> {
  const postgres = await isPostgres(db);
  await rebuildIndexes(db, false, postgres);
  if (postgres) {
    for (const [table] of POSTGRES_SOURCES) {
      for (const event of ['insert', 'delete', 'update']) {
        await sql`drop trigger ${sql.id(`${table}_bits_${event}`)} on ${sql.id(table)}`.execute(db);
      }
      await sql`drop function ${sql.id(`${table}_bits`)}()`.execute(db);
    }
    await sql`drop function label_masks_refresh(text[])`.execute(db);
  } else {
    for (const t of SQLITE_TRIGGERS) await sql`drop trigger ${sql.id(t)}`.execute(db);
    await db.schema.dropIndex('artworks_search_text').execute();
  }
  await db.schema.alterTable('artworks').dropColumn('label_mask').execute();
  await db.schema.dropTable('label_bits').execute();
}

const SQLITE_TRIGGERS = [
  'artwork_labels_bits_insert',
  'artwork_labels_bits_delete',
  'artwork_labels_bits_update',
  'artwork_formats_bits_insert',
  'artwork_formats_bits_delete',
  'artwork_formats_bits_update',
];

/** SQLite: a new label takes the next bit while one is free; the work's bit follows whether it still has the label. */
function sqliteSync(work: string, kind: string, value: string, present: string, allocate: boolean): string {
  const bit = `coalesce((select 1 << slot from label_bits where kind = ${kind} and value = ${value}), 0)`;
  const take = allocate
    ? `insert or ignore into label_bits (kind, value, slot) select ${kind}, ${value}, (select count(*) from label_bits)
        where (select count(*) from label_bits) < ${BITS} and ${kind} in ('collection', 'tag', 'format');`
    : '';
  const mask = `case when ${present} then label_mask | ${bit} else label_mask & ~${bit} end`;
  // A work whose mask is already right is not written (a bulk copy brings its masks along).
  return `${take}
    update artworks set label_mask = ${mask} where id = ${work} and label_mask <> ${mask};`;
}

async function createSqliteTriggers(db: Db): Promise<void> {
  const labelHeld = (row: string) =>
    `exists (select 1 from artwork_labels where artwork_id = ${row}.artwork_id and kind = ${row}.kind and value = ${row}.value)`;
  const formatHeld = (row: string) =>
    `exists (select 1 from artwork_formats where artwork_id = ${row}.artwork_id and name_key = ${row}.name_key)`;
  const label = (row: string, allocate: boolean) =>
    sqliteSync(`${row}.artwork_id`, `${row}.kind`, `${row}.value`, labelHeld(row), allocate);
  const format = (row: string, allocate: boolean) =>
    sqliteSync(`${row}.artwork_id`, `'format'`, `${row}.name_key`, formatHeld(row), allocate);
  const labelled = (row: string) => `${row}.kind in ('collection', 'tag')`;
  const statements = [
    `create trigger artwork_labels_bits_insert after insert on artwork_labels when ${labelled('new')} begin
      ${label('new', true)} end`,
    `create trigger artwork_labels_bits_delete after delete on artwork_labels when ${labelled('old')} begin
      ${label('old', false)} end`,
    `create trigger artwork_labels_bits_update after update of artwork_id, kind, value on artwork_labels
      when ${labelled('old')} or ${labelled('new')} begin
      ${label('old', false)} ${label('new', true)} end`,
    `create trigger artwork_formats_bits_insert after insert on artwork_formats begin ${format('new', true)} end`,
    `create trigger artwork_formats_bits_delete after delete on artwork_formats begin ${format('old', false)} end`,
    `create trigger artwork_formats_bits_update after update of artwork_id, name_key on artwork_formats begin
      ${format('old', false)} ${format('new', true)} end`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

/** PostgreSQL: the rows a statement wrote, as (artwork_id, kind, value) of the labels that can hold a bit. */
const POSTGRES_SOURCES: [table: string, rows: (changed: string) => string][] = [
  ['artwork_labels', (t) => `select artwork_id, kind, value from ${t} where kind in ('collection', 'tag')`],
  ['artwork_formats', (t) => `select artwork_id, 'format' as kind, name_key as value from ${t}`],
];

/**
 * PostgreSQL: statement triggers, so a bulk insert writes each work once, not once a row. New labels
 * take the next free bits (by kind and value) under a transaction lock, so two writers never give
 * one label two bits or two labels one. An insert adds the bits of its rows to their works; a change
 * or removal recomputes the touched works' masks from the labels and formats they hold.
 */
async function createPostgresTriggers(db: Db): Promise<void> {
  await sql
    .raw(`create function label_masks_refresh(works text[]) returns void language sql as $$
    update artworks set label_mask = fresh.mask from (
      select w.id, coalesce((select sum(cast(1 as bigint) << s.slot) from (
        select label_bits.slot from artwork_labels join label_bits
          on label_bits.kind = artwork_labels.kind and label_bits.value = artwork_labels.value
          where artwork_labels.artwork_id = w.id
        union select label_bits.slot from artwork_formats join label_bits
          on label_bits.kind = 'format' and label_bits.value = artwork_formats.name_key
          where artwork_formats.artwork_id = w.id) as s), 0) as mask
      from unnest(works) as w(id)) as fresh
    where artworks.id = fresh.id and artworks.label_mask <> fresh.mask $$`)
    .execute(db);
  for (const [table, rows] of POSTGRES_SOURCES) {
    const fresh = `select distinct n.kind, n.value from (${rows('added')}) as n
      where not exists (select 1 from label_bits b where b.kind = n.kind and b.value = n.value)`;
    await sql
      .raw(`create function ${table}_bits() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'DELETE' then
          if exists (${fresh}) then
            perform pg_advisory_xact_lock(hashtext('label_bits'));
            insert into label_bits (kind, value, slot)
              select kind, value, cast((select count(*) from label_bits) + row_number() over (order by kind, value) - 1 as integer)
              from (${fresh}) as f order by kind, value limit greatest(0, ${BITS} - (select count(*) from label_bits));
          end if;
        end if;
        if tg_op = 'INSERT' then
          update artworks set label_mask = artworks.label_mask | held.mask from (
            select n.artwork_id, cast(sum(distinct cast(1 as bigint) << b.slot) as bigint) as mask
            from (${rows('added')}) as n join label_bits b on b.kind = n.kind and b.value = n.value
            group by n.artwork_id) as held
          where artworks.id = held.artwork_id and (artworks.label_mask | held.mask) <> artworks.label_mask;
        elsif tg_op = 'DELETE' then
          perform label_masks_refresh(array(select distinct artwork_id from removed));
        else
          perform label_masks_refresh(array(select artwork_id from removed union select artwork_id from added));
        end if;
        return null;
      end $$`)
      .execute(db);
    const events: [event: string, referencing: string][] = [
      ['insert', 'new table as added'],
      ['delete', 'old table as removed'],
      ['update', 'old table as removed new table as added'],
    ];
    for (const [event, referencing] of events) {
      await sql
        .raw(`create trigger ${table}_bits_${event} after ${event} on ${table} referencing ${referencing}
        for each statement execute function ${table}_bits()`)
        .execute(db);
    }
  }
}
