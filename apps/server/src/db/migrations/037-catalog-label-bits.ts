import { type Kysely, sql } from 'kysely';

/**
 * Label bits (decision 073). Up to 63 collections, tags and format names (`label_bits`: kind
 * `collection`, `tag` or `format`, the label's value or the format's `name_key`) get a bit each;
 * `artworks.label_mask` holds the bits of the work's labels and formats, and every listing index
 * (and the count index) holds it, so a filter on such a label is a column test read from the index,
 * as a category is (027). Bits go to the densest labels first, then to new labels as they first
 * appear, and are never given back: a label without one keeps the label-index plans. Triggers keep
 * the masks in the writing statement's transaction, whoever writes labels or formats; an artwork
 * inserted with a mask from elsewhere (a copy) starts from none. PostgreSQL's listings also include
 * `title`, `year` and `artist_id`, the columns a page reads besides its keys, so it can walk them
 * index-only (it cannot read a column back from an expression such as `lower(title)`).
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
  else await createSqliteTriggers(db);
  await rebuildIndexes(db, true, postgres);
}

export async function down(db: Db): Promise<void> {
  const postgres = await isPostgres(db);
  await rebuildIndexes(db, false, postgres);
  if (postgres) {
    await sql`drop trigger artworks_label_mask_insert on artworks`.execute(db);
    await sql`drop trigger artwork_labels_bits on artwork_labels`.execute(db);
    await sql`drop trigger artwork_formats_bits on artwork_formats`.execute(db);
    await sql`drop function artworks_label_mask_insert()`.execute(db);
    await sql`drop function artwork_labels_bits()`.execute(db);
    await sql`drop function artwork_formats_bits()`.execute(db);
    await sql`drop function label_bit_sync(text, text, text, boolean)`.execute(db);
  } else {
    for (const t of SQLITE_TRIGGERS) await sql`drop trigger ${sql.id(t)}`.execute(db);
  }
  await db.schema.alterTable('artworks').dropColumn('label_mask').execute();
  await db.schema.dropTable('label_bits').execute();
}

const SQLITE_TRIGGERS = [
  'artworks_label_mask_insert',
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
  return `${take}
    update artworks set label_mask = case when ${present} then label_mask | ${bit} else label_mask & ~${bit} end
      where id = ${work};`;
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
    `create trigger artworks_label_mask_insert after insert on artworks when new.label_mask <> 0 begin
      update artworks set label_mask = 0 where rowid = new.rowid; end`,
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

/**
 * PostgreSQL: the same rules in functions. A label without a bit takes the next free one under a
 * transaction lock, so two writers never give one label two bits or two labels one.
 */
async function createPostgresTriggers(db: Db): Promise<void> {
  await sql
    .raw(`create function label_bit_sync(work text, k text, v text, present boolean) returns void
    language plpgsql as $$
    declare b integer;
    begin
      select slot into b from label_bits where kind = k and value = v;
      if b is null and present then
        perform pg_advisory_xact_lock(hashtext('label_bits'));
        select slot into b from label_bits where kind = k and value = v;
        if b is null then
          insert into label_bits (kind, value, slot)
            select k, v, count(*) from label_bits having count(*) < ${BITS} returning slot into b;
        end if;
      end if;
      if b is null then return; end if;
      update artworks set label_mask = case when present then label_mask | (cast(1 as bigint) << b)
        else label_mask & ~(cast(1 as bigint) << b) end where id = work;
    end $$`)
    .execute(db);
  await sql
    .raw(`create function artwork_labels_bits() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and old.kind in ('collection', 'tag') then
        perform label_bit_sync(old.artwork_id, old.kind, old.value, exists (select 1 from artwork_labels
          where artwork_id = old.artwork_id and kind = old.kind and value = old.value));
      end if;
      if tg_op <> 'DELETE' and new.kind in ('collection', 'tag') then
        perform label_bit_sync(new.artwork_id, new.kind, new.value, true);
      end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create function artwork_formats_bits() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' then
        perform label_bit_sync(old.artwork_id, 'format', old.name_key, exists (select 1 from artwork_formats
          where artwork_id = old.artwork_id and name_key = old.name_key));
      end if;
      if tg_op <> 'DELETE' then perform label_bit_sync(new.artwork_id, 'format', new.name_key, true); end if;
      return null;
    end $$`)
    .execute(db);
  await sql
    .raw(`create function artworks_label_mask_insert() returns trigger language plpgsql as $$
    begin new.label_mask := 0; return new; end $$`)
    .execute(db);
  await sql
    .raw(`create trigger artworks_label_mask_insert before insert on artworks
    for each row execute function artworks_label_mask_insert()`)
    .execute(db);
  await sql
    .raw(`create trigger artwork_labels_bits after insert or delete or update of artwork_id, kind, value
    on artwork_labels for each row execute function artwork_labels_bits()`)
    .execute(db);
  await sql
    .raw(`create trigger artwork_formats_bits after insert or delete or update of artwork_id, name_key
    on artwork_formats for each row execute function artwork_formats_bits()`)
    .execute(db);
}
