import { type Kysely, sql } from 'kysely';
import { rebuildSqliteTable, withConstraint, withoutConstraint } from './sqlite-rebuild.ts';

/**
 * A migration that makes status columns accept only their lists of values, checked by the database
 * itself (decision 046). A row outside its list (edited by hand) stops the migration with the values
 * it found, and nothing is rewritten behind the operator's back. PostgreSQL adds the constraints in
 * place; SQLite rebuilds the tables (`sqlite-rebuild.ts`). NULL passes a CHECK, so a nullable
 * column keeps its NULLs.
 */
type Db = Kysely<unknown>;
export type StatusCheck = { table: string; column: string; values: readonly string[] };

const constraintName = (c: StatusCheck) => `${c.table}_${c.column}_check`;
const valueList = (c: StatusCheck) => c.values.map((v) => `'${v}'`).join(', ');
const constraintSql = (c: StatusCheck) =>
  `CONSTRAINT "${constraintName(c)}" CHECK ("${c.column}" IN (${valueList(c)}))`;

// A probe that only PostgreSQL answers: a failed statement aborts a PostgreSQL transaction, not a SQLite one.
async function isPostgres(db: Db): Promise<boolean> {
  return sql`select current_setting('server_version') as v`.execute(db).then(
    () => true,
    () => false,
  );
}

async function refuseStrayValues(db: Db, checks: readonly StatusCheck[]): Promise<void> {
  for (const c of checks) {
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

/** The `up` and `down` of a migration adding these checks. */
export function statusChecksMigration(checks: readonly StatusCheck[]) {
  const tables = [...new Set(checks.map((c) => c.table))];
  const checksOf = (table: string) => checks.filter((c) => c.table === table);
  async function up(db: Db): Promise<void> {
    await refuseStrayValues(db, checks);
    if (await isPostgres(db)) {
      for (const c of checks) {
        await sql.raw(`alter table "${c.table}" add ${constraintSql(c)}`).execute(db);
      }
      return;
    }
    for (const table of tables) {
      await rebuildSqliteTable(db, table, (create) =>
        checksOf(table).reduce((s, c) => withConstraint(s, constraintSql(c)), create),
      );
    }
  }

  async function down(db: Db): Promise<void> {
    if (await isPostgres(db)) {
      for (const c of checks) {
        await sql.raw(`alter table "${c.table}" drop constraint "${constraintName(c)}"`).execute(db);
      }
      return;
    }
    for (const table of tables) {
      await rebuildSqliteTable(db, table, (create) =>
        checksOf(table).reduce((s, c) => withoutConstraint(s, constraintSql(c)), create),
      );
    }
  }
  return { up, down };
}
