import { type RawNode, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../test/databases.ts';
import { type Db, openDb } from './connection.ts';
import { inTransaction } from './tx.ts';

// A scratch table of our own, as in tx.test.ts.
type Scratch = { gc_scratch: { id: string } };

const sqlite = dialects.find((d) => d.name === 'sqlite');

describe('group commit on SQLite', () => {
  let t: TestDb;
  let commits = 0;
  /** The root handle, counting the COMMIT statements it sends. */
  let counted: Db;
  const insert = (tx: Db, id: string) => tx.withTables<Scratch>().insertInto('gc_scratch').values({ id }).execute();
  const ids = async () =>
    (await t.db.withTables<Scratch>().selectFrom('gc_scratch').select('id').orderBy('id').execute()).map((r) => r.id);
  const settle = <T>(p: Promise<T>) =>
    p.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error: (error as Error).message }),
    );

  beforeAll(async () => {
    t = await (sqlite as NonNullable<typeof sqlite>).create();
    await sql`create table gc_scratch (id varchar(20) primary key)`.execute(t.db);
    counted = t.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'RawNode' && (args.node as RawNode).sqlFragments.join('').trim() === 'commit') commits++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.withTables<Scratch>().deleteFrom('gc_scratch').execute();
    commits = 0;
  });

  it('commits transactions that arrive together once, each of them whole', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `w${String(i).padStart(2, '0')}`);
    const results = await Promise.all(
      names.map((id) =>
        inTransaction(counted, async (tx) => {
          await insert(tx, id);
          return id;
        }),
      ),
    );
    expect(results).toEqual(names);
    expect(await ids()).toEqual(names);
    expect(commits).toBe(1);
  });

  it('takes at most 32 works in a group; the rest commit in the next', async () => {
    const names = Array.from({ length: 40 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    await Promise.all(names.map((id) => inTransaction(counted, (tx) => insert(tx, id))));
    expect(await ids()).toEqual(names);
    expect(commits).toBe(2);
  });

  it('rolls back only the work that failed; the others in its group commit', async () => {
    const [a, b, c] = await Promise.all([
      settle(inTransaction(counted, (tx) => insert(tx, 'a'))),
      settle(
        inTransaction(counted, async (tx) => {
          await insert(tx, 'b');
          await insert(tx, 'a'); // a duplicate key: this statement fails, not the transaction
        }),
      ),
      settle(inTransaction(counted, (tx) => insert(tx, 'c'))),
    ]);
    expect(a.ok).toBe(true);
    expect(b).toMatchObject({ ok: false, error: expect.stringContaining('UNIQUE') });
    expect(c.ok).toBe(true);
    expect(await ids()).toEqual(['a', 'c']);
    expect(commits).toBe(1);
  });

  it('answers a caller only once its group is on disk: another connection reads what it wrote', async () => {
    const other = openDb({ sqliteFile: t.sqliteFile ?? '' });
    try {
      const seen = await Promise.all(
        ['p', 'q', 'r'].map(async (id) => {
          await inTransaction(counted, (tx) => insert(tx, id));
          return (
            await other.db.withTables<Scratch>().selectFrom('gc_scratch').select('id').where('id', '=', id).execute()
          ).length;
        }),
      );
      expect(seen).toEqual([1, 1, 1]);
    } finally {
      await other.close();
    }
  });

  it('fails every work that ran in a group that could not commit, and runs the rest in a new one', async () => {
    const [x, broken, z] = await Promise.all([
      settle(inTransaction(counted, (tx) => insert(tx, 'x'))),
      // Ends the group's transaction under it, as SQLite does itself on a full disk or an I/O error.
      settle(
        inTransaction(counted, async (tx) => {
          await sql`rollback`.execute(tx);
          throw new Error('disk full');
        }),
      ),
      settle(inTransaction(counted, (tx) => insert(tx, 'z'))),
    ]);
    expect(x.ok).toBe(false);
    expect(broken.ok).toBe(false);
    expect(z.ok).toBe(true);
    expect(await ids()).toEqual(['z']);
  });
});
