import { type Kysely, sql } from 'kysely';
import { rebuildSqliteTable, withConstraint, withoutConstraint } from './sqlite-rebuild.ts';

/**
 * Typed lifecycles (decision 046): each status column accepts only its lifecycle's values, checked
 * by the database itself. The lists are written out here, as they were when this migration was
 * made (the contract's lists may grow later, through a migration of their own). No version of the
 * shop ever wrote another value, so none is mapped: a row outside its list (edited by hand) stops
 * the migration with the values it found, and nothing is rewritten behind the operator's back.
 * PostgreSQL adds the constraints in place; SQLite rebuilds the three tables (`sqlite-rebuild.ts`).
 */
type Db = Kysely<unknown>;
type Check = { table: string; column: string; values: readonly string[] };

export const LIFECYCLE_CHECKS: readonly Check[] = [
  {
    table: 'orders',
    column: 'status',
    values: ['pending', 'processing', 'shipped', 'delivered', 'completed', 'cancelled'],
  },
  { table: 'orders', column: 'payment_status', values: ['pending', 'partial', 'completed'] },
  { table: 'order_drafts', column: 'status', values: ['open', 'expired', 'ordered', 'refunded'] },
  { table: 'newsletter_deliveries', column: 'status', values: ['pending', 'sent', 'failed', 'skipped'] },
];

const constraintName = (c: Check) => `${c.table}_${c.column}_check`;
const valueList = (c: Check) => c.values.map((v) => `'${v}'`).join(', ');
const constraintSql = (c: Check) => `CONSTRAINT "${constraintName(c)}" CHECK ("${c.column}" IN (${valueList(c)}))`;
const tables = () => [...new Set(LIFECYCLE_CHECKS.map((c) => c.table))];
const checksOf = (table: string) => LIFECYCLE_CHECKS.filter((c) => c.table === table);

// A probe that only PostgreSQL answers: a failed statement aborts a PostgreSQL transaction, not a SQLite one.
async function isPostgres(db: Db): Promise<boolean> {
  return sql`select current_setting('server_version') as v`.execute(db).then(
    () => true,
    () => false,
  );
}

async function refuseStrayValues(db: Db): Promise<void> {
  for (const c of LIFECYCLE_CHECKS) {
    const stray = await sql<{ value: string }>`select distinct ${sql.ref(c.column)} as value from ${sql.table(c.table)}
      where ${sql.ref(c.column)} not in (${sql.join(c.values)})`.execute(db);
    if (stray.rows.length > 0) {
      const found = stray.rows.map((r) => `'${r.value}'`).join(', ');
      throw new Error(
        `${c.table}.${c.column} holds ${found}, outside ${c.values.join(', ')}: correct those rows, then start again`,
      );
    }
  }
}

export async function up(db: Db): Promise<void> {
  await refuseStrayValues(db);
  if (await isPostgres(db)) {
    for (const c of LIFECYCLE_CHECKS) {
      await sql.raw(`alter table "${c.table}" add ${constraintSql(c)}`).execute(db);
    }
    return;
  }
  for (const table of tables()) {
    await rebuildSqliteTable(db, table, (create) =>
      checksOf(table).reduce((s, c) => withConstraint(s, constraintSql(c)), create),
    );
  }
}

export async function down(db: Db): Promise<void> {
  if (await isPostgres(db)) {
    for (const c of LIFECYCLE_CHECKS) {
      await sql.raw(`alter table "${c.table}" drop constraint "${constraintName(c)}"`).execute(db);
    }
    return;
  }
  for (const table of tables()) {
    await rebuildSqliteTable(db, table, (create) =>
      checksOf(table).reduce((s, c) => withoutConstraint(s, constraintSql(c)), create),
    );
  }
}
