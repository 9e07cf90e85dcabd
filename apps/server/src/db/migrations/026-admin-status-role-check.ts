import { type Kysely, sql } from 'kysely';
import { rebuildSqliteTable, withConstraint, withoutConstraint } from './sqlite-rebuild.ts';

/**
 * An admin's `status` (decision 014: active, or invited until the link is used) and `role`
 * (decision 030: owner or staff) accept only their values, checked by the database (the pattern of
 * migrations 020 and 024, decision 058). The lists are written out as they are today; a test holds
 * them equal to the contract's. No version of the shop wrote another value: a row outside its list
 * (edited by hand) stops the migration with the values found, and nothing is rewritten.
 */
type Db = Kysely<unknown>;
type Check = { column: string; values: readonly string[] };

export const ADMIN_CHECKS: readonly Check[] = [
  { column: 'status', values: ['active', 'invited'] },
  { column: 'role', values: ['owner', 'staff'] },
];

const constraintName = (c: Check) => `admins_${c.column}_check`;
const constraintSql = (c: Check) =>
  `CONSTRAINT "${constraintName(c)}" CHECK ("${c.column}" IN (${c.values.map((v) => `'${v}'`).join(', ')}))`;

// A probe that only PostgreSQL answers: a failed statement aborts a PostgreSQL transaction, not a SQLite one.
async function isPostgres(db: Db): Promise<boolean> {
  return sql`select current_setting('server_version') as v`.execute(db).then(
    () => true,
    () => false,
  );
}

async function refuseStrayValues(db: Db): Promise<void> {
  for (const c of ADMIN_CHECKS) {
    const stray = await sql<{ value: string }>`select distinct ${sql.ref(c.column)} as value from admins
      where ${sql.ref(c.column)} not in (${sql.join(c.values)})`.execute(db);
    if (stray.rows.length > 0) {
      const found = stray.rows.map((r) => `'${r.value}'`).join(', ');
      throw new Error(
        `admins.${c.column} holds ${found}, outside ${c.values.join(', ')}: correct those rows, then start again`,
      );
    }
  }
}

export async function up(db: Db): Promise<void> {
  await refuseStrayValues(db);
  if (await isPostgres(db)) {
    for (const c of ADMIN_CHECKS) await sql.raw(`alter table "admins" add ${constraintSql(c)}`).execute(db);
    return;
  }
  await rebuildSqliteTable(db, 'admins', (create) =>
    ADMIN_CHECKS.reduce((s, c) => withConstraint(s, constraintSql(c)), create),
  );
}

export async function down(db: Db): Promise<void> {
  if (await isPostgres(db)) {
    for (const c of ADMIN_CHECKS) {
      await sql.raw(`alter table "admins" drop constraint "${constraintName(c)}"`).execute(db);
    }
    return;
  }
  await rebuildSqliteTable(db, 'admins', (create) =>
    ADMIN_CHECKS.reduce((s, c) => withoutConstraint(s, constraintSql(c)), create),
  );
}
