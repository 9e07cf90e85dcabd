import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../test/databases.ts';
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

  it('prepares a statement with parameters once per connection and runs it again by name', async () => {
    const held = await database.db.connection().execute(async (c) => {
      const read = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`.execute(c);
      expect((await read(1)).rows).toEqual([{ n: 2 }]);
      expect((await read(41)).rows).toEqual([{ n: 42 }]);
      const rows = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(c);
      // The app's pool (openDb) sets custom plans on every connection it opens.
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(c);
      return { statements: rows.rows.map((r) => r.statement), mode: mode.rows[0]?.plan_cache_mode };
    });
    expect(held.mode).toBe('force_custom_plan');
    expect(held.statements).toContain('select $1::int + 1 as n');
  });

  it('sends a text without parameters as it is (several statements in one), stops naming past its limit, and keeps one wrapper per connection', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    const named = namedStatements(pool, 2);
    const client = await named.connect();
    try {
      await client.query('create table several (n int); insert into several values (1)', []);
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
});
