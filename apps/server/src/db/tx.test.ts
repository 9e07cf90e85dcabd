import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../test/databases.ts';
import { affected } from './affected-rows.ts';
import { openDb } from './connection.ts';
import { deferredCommit, dialectOf, inTransaction, lockForUpdate, sqlBoolean } from './tx.ts';
import { ROOT_DB_IN_TRANSACTION } from './tx-scope.ts';

// A scratch table of our own: the seam is tested apart from any domain.
type Scratch = { tx_scratch: { id: string; units: number; taken: number } };

for (const dialect of dialects) {
  describe(`transactions on ${dialect.name}`, () => {
    let t: TestDb;
    const scratch = () => t.db.withTables<Scratch>();
    const row = async (id: string) =>
      scratch().selectFrom('tx_scratch').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      t = await dialect.create();
      await sql`create table tx_scratch (id varchar(20) primary key, units integer not null, taken integer not null)`.execute(
        t.db,
      );
    });
    afterAll(() => t.drop());

    it('knows its dialect', () => {
      expect(dialectOf(t.db)).toBe(dialect.name);
    });

    it('commits what the work wrote and returns its result', async () => {
      const result = await inTransaction(t.db, async (tx) => {
        await tx.withTables<Scratch>().insertInto('tx_scratch').values({ id: 'a', units: 1, taken: 0 }).execute();
        return 'done';
      });
      expect(result).toBe('done');
      expect((await row('a')).units).toBe(1);
    });

    it('rolls back everything when the work throws, and the database stays usable', async () => {
      await expect(
        inTransaction(t.db, async (tx) => {
          await tx.withTables<Scratch>().insertInto('tx_scratch').values({ id: 'b', units: 1, taken: 0 }).execute();
          throw new Error('payment refused');
        }),
      ).rejects.toThrow('payment refused');
      const found = await scratch().selectFrom('tx_scratch').select('id').where('id', '=', 'b').execute();
      expect(found).toEqual([]);
    });

    it('defers the flush of a bookkeeping statement only, and every later commit is flushed again', async () => {
      // What a commit waits for: SQLite's synchronous level (2 FULL, 1 NORMAL), PostgreSQL's synchronous_commit.
      const flushing = async (tx: typeof t.db) =>
        dialect.name === 'sqlite'
          ? String((await sql<{ synchronous: number }>`pragma synchronous`.execute(tx)).rows[0]?.synchronous)
          : String(
              (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(tx)).rows[0]
                ?.synchronous_commit,
            );
      const [durable, deferred] = dialect.name === 'sqlite' ? ['2', '1'] : ['on', 'off'];
      const insert = (tx: typeof t.db, id: string) =>
        tx.withTables<Scratch>().insertInto('tx_scratch').values({ id, units: 2, taken: 0 }).execute();
      expect(await inTransaction(t.db, flushing)).toBe(durable);
      expect(await deferredCommit(t.db, flushing)).toBe(deferred);
      await deferredCommit(t.db, (tx) => insert(tx, 'e'));
      expect((await row('e')).units).toBe(2);
      // A statement that fails (a duplicate key) is reset too: the next business commit is durable.
      await expect(deferredCommit(t.db, (tx) => insert(tx, 'e'))).rejects.toThrow();
      expect(await inTransaction(t.db, flushing)).toBe(durable);
      expect(await flushing(t.db)).toBe(durable);
      // Inside an open transaction it is part of that one, and as durable.
      expect(await inTransaction(t.db, (tx) => deferredCommit(tx, flushing))).toBe(durable);
    });

    it('joins the open transaction when a service inside calls it again', async () => {
      await expect(
        inTransaction(t.db, async (tx) => {
          await inTransaction(tx, (inner) =>
            inner.withTables<Scratch>().insertInto('tx_scratch').values({ id: 'c', units: 1, taken: 0 }).execute(),
          );
          throw new Error('outer fails');
        }),
      ).rejects.toThrow('outer fails');
      expect(await scratch().selectFrom('tx_scratch').select('id').where('id', '=', 'c').execute()).toEqual([]);
    });

    it('sells exactly the units there are when 30 buyers race with a conditional update', async () => {
      await scratch().insertInto('tx_scratch').values({ id: 'stock', units: 7, taken: 0 }).execute();
      const attempts = Array.from({ length: 30 }, () =>
        inTransaction(t.db, async (tx) => {
          const result = await tx
            .withTables<Scratch>()
            .updateTable('tx_scratch')
            .set((eb) => ({ taken: eb('taken', '+', 1) }))
            .where('id', '=', 'stock')
            .where(sql<boolean>`taken + 1 <= units`)
            .executeTakeFirst();
          return affected(result) === 1;
        }),
      );
      const won = (await Promise.all(attempts)).filter(Boolean).length;
      expect(won).toBe(7);
      expect((await row('stock')).taken).toBe(7);
    });

    it('serialises read-then-write work on a locked row, so no increment is lost', async () => {
      await scratch().insertInto('tx_scratch').values({ id: 'counter', units: 0, taken: 0 }).execute();
      await Promise.all(
        Array.from({ length: 20 }, () =>
          inTransaction(t.db, async (tx) => {
            const q = tx.withTables<Scratch>();
            const current = await lockForUpdate(
              tx,
              q.selectFrom('tx_scratch').select('taken').where('id', '=', 'counter'),
            ).executeTakeFirstOrThrow();
            await new Promise((r) => setTimeout(r, 2));
            await q
              .updateTable('tx_scratch')
              .set({ taken: current.taken + 1 })
              .where('id', '=', 'counter')
              .execute();
          }),
        ),
      );
      expect((await row('counter')).taken).toBe(20);
    });

    it('throws, with the caller on the stack, when the root handle is used inside a transaction', async () => {
      async function readStockWithTheRootHandle() {
        return scratch().selectFrom('tx_scratch').select('units').where('id', '=', 'a').execute();
      }
      const inside = inTransaction(t.db, async (tx) => {
        await tx.withTables<Scratch>().insertInto('tx_scratch').values({ id: 'inside', units: 1, taken: 0 }).execute();
        await readStockWithTheRootHandle();
      });
      const error = await inside.then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error?.message).toBe(ROOT_DB_IN_TRANSACTION);
      expect(error?.stack).toContain('readStockWithTheRootHandle');
      // Rolled back, and the root handle works again once the transaction is over.
      expect(await scratch().selectFrom('tx_scratch').select('id').where('id', '=', 'inside').execute()).toEqual([]);
    });

    it('lets work the transaction left running use the root handle after it ended', async () => {
      let later: Promise<unknown> = Promise.resolve();
      await inTransaction(t.db, async () => {
        later = new Promise((r) => setTimeout(r, 20)).then(() => row('a'));
      });
      await expect(later).resolves.toMatchObject({ id: 'a' });
    });

    it('guards only a handle opened with the guard (production opens none)', async () => {
      const target = t.url ? { databaseUrl: t.url, sqliteFile: '' } : { sqliteFile: t.sqliteFile ?? '' };
      const plain = openDb(target);
      try {
        if (dialect.name === 'postgres') {
          // PostgreSQL hands the root handle another connection: outside the transaction, but no wait.
          const read = await inTransaction(plain.db, () => plain.db.selectFrom('jobs').select('id').execute());
          expect(read).toEqual([]);
        }
        await expect(inTransaction(plain.db, async () => 'no guard')).resolves.toBe('no guard');
      } finally {
        await plain.close();
      }
    });

    it('reads booleans the same way from both dialects', async () => {
      const { rows } = await sql<{ yes: unknown; no: unknown }>`select (1 = 1) as yes, (1 = 0) as no`.execute(t.db);
      expect(sqlBoolean(rows[0]?.yes)).toBe(true);
      expect(sqlBoolean(rows[0]?.no)).toBe(false);
    });
  });
}
