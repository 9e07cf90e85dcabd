import { type Kysely, sql } from 'kysely';

/**
 * SQLite cannot add or drop a table constraint in place, so a migration that does rebuilds the
 * table, the way SQLite's ALTER TABLE page describes: with foreign keys off (a DROP TABLE would
 * otherwise cascade into every child row), in one transaction, create the table under its new
 * definition, copy every row with its rowid (an FTS index keyed on the rowid stays right), drop the
 * old one, rename the new one, recreate its indexes and triggers, and prove no foreign key broke.
 * Migrations run outside a transaction on SQLite (Kysely's migrator), which lets the pragma change.
 */
type Db = Kysely<unknown>;
type SchemaRow = { type: string; name: string; sql: string };

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `define` turns the table's CREATE statement into the new one; the rows must satisfy it. */
export async function rebuildSqliteTable(db: Db, table: string, define: (create: string) => string): Promise<void> {
  const schema = (
    await sql<SchemaRow>`select type, name, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(
      db,
    )
  ).rows;
  const create = schema.find((r) => r.type === 'table')?.sql;
  if (!create) throw new Error(`No table ${table} to rebuild`);
  const dependents = schema.filter((r) => r.type === 'index' || r.type === 'trigger');
  const columns = (await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)).rows
    .map((c) => quoted(c.name))
    .join(', ');
  const temporary = `${table}_rebuild`;
  const next = define(create).replace(/^create table\s+("?)(\w+)\1/i, `CREATE TABLE ${quoted(temporary)}`);
  const foreignKeys = (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]?.foreign_keys;
  const brokenBefore = await brokenForeignKeys(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await sql.raw(next).execute(db);
      await sql
        .raw(`insert into ${quoted(temporary)} (rowid, ${columns}) select rowid, ${columns} from ${quoted(table)}`)
        .execute(db);
      await sql.raw(`drop table ${quoted(table)}`).execute(db);
      await sql.raw(`alter table ${quoted(temporary)} rename to ${quoted(table)}`).execute(db);
      for (const d of dependents) await sql.raw(d.sql).execute(db);
      if ((await brokenForeignKeys(db)) > brokenBefore) throw new Error(`Rebuilding ${table} broke a foreign key`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    if (foreignKeys === 1) await sql`pragma foreign_keys = on`.execute(db);
  }
}

/** Rows whose foreign key points nowhere, anywhere in the database (a rebuild must add none). */
async function brokenForeignKeys(db: Db): Promise<number> {
  return (await sql`pragma foreign_key_check`.execute(db)).rows.length;
}

/** The CREATE statement with one more table constraint at its end. */
export const withConstraint = (create: string, constraint: string): string => {
  const end = create.lastIndexOf(')');
  return `${create.slice(0, end)}, ${constraint}${create.slice(end)}`;
};

/** The CREATE statement without a constraint `withConstraint` added. */
export const withoutConstraint = (create: string, constraint: string): string => {
  if (!create.includes(`, ${constraint}`)) throw new Error(`The table has no constraint ${constraint}`);
  return create.replace(`, ${constraint}`, '');
};
