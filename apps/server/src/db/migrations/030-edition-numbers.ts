import { type Kysely, sql } from 'kysely';

/**
 * Numbered editions (decision 064): the numbers given of each edition (`edition_numbers`, one row
 * per number, the artwork and number its key: no number is ever given twice), the count of numbers
 * the gallery withholds from the shop (`artworks.withheld`, compared by the hold's conditional
 * update), and on each order line the numbers it was given and the edition's size then.
 * Orders placed before get their numbers here, in order of placement, so an old shop upgrades cleanly.
 */
type Db = Kysely<unknown>;

type OldLine = {
  id: string;
  artwork_id: string;
  quantity: number | string;
  units: number | string;
  status: string;
  paid_at: string | null;
};

const BATCH = 200;

export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('edition_numbers')
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('withheld', 'held', 'sold')`))
    .addColumn('order_item_id', 'text')
    .addPrimaryKeyConstraint('edition_numbers_pk', ['artwork_id', 'number'])
    .execute();
  await db.schema.createIndex('edition_numbers_item').on('edition_numbers').column('order_item_id').execute();
  await db.schema
    .alterTable('artworks')
    .addColumn('withheld', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('order_items').addColumn('edition_size', 'integer').execute();
  await db.schema.alterTable('order_items').addColumn('edition_numbers', 'text').execute();
  await numberOldOrders(db);
}

/**
 * Every line of a limited edition, oldest order first: a line whose order still holds or sold its
 * units takes the lowest numbers left; a line of an order cancelled before payment keeps the
 * edition's size and no number (its units went back to the shop).
 */
async function numberOldOrders(db: Db): Promise<void> {
  const { rows } = await sql<OldLine>`
    select i.id, i.artwork_id, i.quantity, a.units, o.status, o.paid_at
    from order_items i
    join orders o on o.id = i.order_id
    join artworks a on a.id = i.artwork_id
    where a.limited = 1
    order by i.artwork_id, o.created_at, o.id, i.id`.execute(db);
  const next = new Map<string, number>();
  const given: { artwork_id: string; number: number; state: string; order_item_id: string }[] = [];
  for (const line of rows) {
    const size = Number(line.units);
    const numbers: number[] = [];
    if (line.status !== 'cancelled' || line.paid_at !== null) {
      const first = next.get(line.artwork_id) ?? 1;
      // An old shop cannot have sold more than the edition; if it did, the extra units stay unnumbered.
      for (let n = first; n < first + Number(line.quantity) && n <= size; n++) numbers.push(n);
      next.set(line.artwork_id, first + numbers.length);
      const state = line.paid_at === null ? 'held' : 'sold';
      for (const number of numbers) given.push({ artwork_id: line.artwork_id, number, state, order_item_id: line.id });
    }
    await sql`update order_items set edition_size = ${size}, edition_numbers = ${numbers.join(',')}
      where id = ${line.id}`.execute(db);
  }
  for (let i = 0; i < given.length; i += BATCH) {
    const values = given
      .slice(i, i + BATCH)
      .map((g) => sql`(${g.artwork_id}, ${g.number}, ${g.state}, ${g.order_item_id})`);
    await sql`insert into edition_numbers (artwork_id, number, state, order_item_id) values ${sql.join(values)}`.execute(
      db,
    );
  }
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('edition_numbers').execute();
  await db.schema.alterTable('order_items').dropColumn('edition_size').execute();
  await db.schema.alterTable('artworks').dropColumn('withheld').execute();
  await db.schema.dropTable('edition_numbers').execute();
}
