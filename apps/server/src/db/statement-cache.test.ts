import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedStatements } from './statement-cache.ts';

type Db = { notes: { id: number; body: string } };

describe('cachedStatements', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  function open(max?: number) {
    const dir = mkdtempSync(join(tmpdir(), 'statements-'));
    dirs.push(dir);
    const database = new Sqlite(join(dir, 'test.db'));
    const prepared: string[] = [];
    const prepare = database.prepare.bind(database);
    database.prepare = ((sql: string) => {
      prepared.push(sql);
      return prepare(sql);
    }) as typeof database.prepare;
    const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: cachedStatements(database, max) }) });
    return { db, prepared };
  }

  it('prepares a statement once for the same SQL and answers with each call’s own parameters', async () => {
    const { db, prepared } = open();
    await db.schema
      .createTable('notes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('body', 'text')
      .execute();
    for (let id = 1; id <= 3; id++)
      await db
        .insertInto('notes')
        .values({ id, body: `note ${id}` })
        .execute();
    const bodies = [];
    for (let id = 1; id <= 3; id++) {
      bodies.push((await db.selectFrom('notes').select('body').where('id', '=', id).executeTakeFirst())?.body);
    }
    expect(bodies).toEqual(['note 1', 'note 2', 'note 3']);
    expect(prepared.filter((sql) => sql.startsWith('insert'))).toHaveLength(1);
    expect(prepared.filter((sql) => sql.startsWith('select'))).toHaveLength(1);
    await db.destroy();
  });

  it('keeps at most `max` statements, dropping the least recently used', async () => {
    const { db, prepared } = open(2);
    await db.schema
      .createTable('notes')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('body', 'text')
      .execute();
    const byId = () => db.selectFrom('notes').select('body').where('id', '=', 1).execute();
    const byBody = () => db.selectFrom('notes').select('id').where('body', '=', 'x').execute();
    const all = () => db.selectFrom('notes').selectAll().execute();
    await byId();
    await byBody();
    await byId(); // used last: kept when the third statement comes
    await all();
    await byId();
    await byBody(); // dropped: prepared again
    const selects = prepared.filter((sql) => sql.startsWith('select'));
    expect(selects).toHaveLength(4);
    await db.destroy();
  });
});
