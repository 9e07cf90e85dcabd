import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../test/databases.ts';
import { catalogHandleOf, openDb } from './connection.ts';
import { markFixedPlan } from './fixed-plans.ts';
import { namedStatements } from './named-statements.ts';

const postgres = dialects.find((d) => d.name === 'postgres');

describe.runIf(postgres)('named statements on PostgreSQL', () => {
  let database: TestDb;
  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).create();
  });
  afterAll(() => database.drop());

  /** The statements the connection holds prepared, and its plan cache mode, read on that connection. */
  const preparedOn = async (client: { query: (sql: string, p: unknown[]) => Promise<{ rows: unknown[] }> }) => {
    const held = await client.query('select statement from pg_prepared_statements order by statement', []);
    const mode = await client.query('show plan_cache_mode', []);
    return { statements: held.rows.map((r) => (r as { statement: string }).statement), mode: mode.rows[0] };
  };

  it('prepares a fixed-plan statement once per connection, lets PostgreSQL plan it once for all, and sends any other statement unnamed', async () => {
    markFixedPlan('select $1::int + 1 as n');
    const held = await database.db.connection().execute(async (c) => {
      const fixed = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`.execute(c);
      const other = (n: number) => sql<{ n: number }>`select ${n}::int + 2 as n`.execute(c);
      expect((await fixed(1)).rows).toEqual([{ n: 2 }]);
      expect((await other(1)).rows).toEqual([{ n: 3 }]);
      // Five custom plans, then PostgreSQL's default rule settles on the generic one.
      for (let n = 2; n <= 8; n++) expect((await fixed(n)).rows).toEqual([{ n: n + 1 }]);
      const rows = await sql<{ statement: string; generic_plans: string }>`
        select statement, generic_plans from pg_prepared_statements`.execute(c);
      // The app's pool (openDb) sets the default plan choice on every connection it opens.
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(c);
      return { statements: rows.rows, mode: mode.rows[0]?.plan_cache_mode };
    });
    expect(held.mode).toBe('auto');
    const statements = held.statements.map((r) => r.statement);
    expect(statements).toContain('select $1::int + 1 as n');
    expect(statements).not.toContain('select $1::int + 2 as n');
    const fixed = held.statements.find((r) => r.statement === 'select $1::int + 1 as n');
    expect(Number(fixed?.generic_plans)).toBeGreaterThan(0);
  });

  it('sends a text without parameters as it is (several statements in one), stops naming past its limit, and keeps one wrapper per connection', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const named = namedStatements(pool, { max: 2 });
    const client = await named.connect();
    try {
      await client.query('create table several (n int); insert into several values (1)', []);
      for (const n of [1, 2, 3]) markFixedPlan(`select n + $1::int as n from several where ${n} = ${n}`);
      for (const n of [1, 2, 3]) {
        const result = await client.query<{ n: number }>(`select n + $1::int as n from several where ${n} = ${n}`, [n]);
        expect(result.rows).toEqual([{ n: 1 + n }]);
      }
      const { statements } = await preparedOn(client);
      // The same pg client comes back as the same wrapper (Kysely keeps its connection per client).
      client.release();
      expect(await named.connect()).toBe(client);
      // The first two texts named; the third, past the limit of 2, sent unnamed each time.
      expect(statements.filter((s) => s.startsWith('select n +'))).toEqual([
        'select n + $1::int as n from several where 1 = 1',
        'select n + $1::int as n from several where 2 = 2',
      ]);
    } finally {
      client.release();
      await named.end();
    }
  });

  it("names every statement on the catalog's sessions, each planned for its own values", async () => {
    const handle = openDb({ databaseUrl: database.url, sqliteFile: ':memory:' });
    try {
      const catalog = catalogHandleOf(handle.db);
      expect(catalog).not.toBe(handle.db);
      const held = await catalog.connection().execute(async (c) => {
        for (let n = 1; n <= 7; n++) await sql`select ${n}::int + 3 as n`.execute(c);
        const rows = await sql<{ statement: string; generic_plans: string }>`
          select statement, generic_plans from pg_prepared_statements`.execute(c);
        const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(c);
        return { rows: rows.rows, mode: mode.rows[0]?.plan_cache_mode };
      });
      expect(held.mode).toBe('force_custom_plan');
      const read = held.rows.find((r) => r.statement === 'select $1::int + 3 as n');
      expect(read).toBeDefined();
      expect(Number(read?.generic_plans)).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
