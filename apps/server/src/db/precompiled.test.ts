import { type Generated, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../test/databases.ts';
import type { Db } from './connection.ts';
import { hasFixedPlan } from './fixed-plans.ts';
import { precompiled } from './precompiled.ts';
import { dialectOf, inTransaction } from './tx.ts';

// A scratch table of our own: the seam is tested apart from any domain.
type Scratch = { pc_scratch: { id: string; units: number; note: Generated<string | null>; kind: Generated<string> } };
type NewRow = { id: string; units: number; note?: string | null | undefined };

// One statement shared by both databases: each kind compiles its own branch (the job claim locks on PostgreSQL only).
const kindOf = precompiled((db: Db, _a: Record<string, never>) =>
  db.selectNoFrom(sql<string>`${dialectOf(db)}`.as('kind')),
);

for (const dialect of dialects) {
  describe(`precompiled queries on ${dialect.name}`, () => {
    let t: TestDb;
    const scratch = (db: Db) => db.withTables<Scratch>();

    let builds = 0;
    const insertRows = precompiled((db: Db, rows: NewRow[]) => {
      builds++;
      return scratch(db).insertInto('pc_scratch').values(rows);
    });
    const findIn = precompiled((db: Db, a: { ids: string[]; minUnits: number }) =>
      scratch(db)
        .selectFrom('pc_scratch')
        .select(['id', 'units', 'note', 'kind'])
        .where('id', 'in', a.ids)
        .where('units', '>=', a.minUnits)
        // A value the builder writes itself stays in the statement.
        .where('kind', '=', 'plain')
        .orderBy('id'),
    );
    const take = precompiled((db: Db, a: { id: string; units: number }) =>
      scratch(db)
        .updateTable('pc_scratch')
        .set((eb) => ({ units: eb('units', '-', a.units) }))
        .where('id', '=', a.id)
        .where('units', '>=', a.units),
    );

    it('compiles a builder that branches on the database kind once per kind', async () => {
      expect(await kindOf.first(t.db, {})).toEqual({ kind: dialect.name });
      await inTransaction(t.db, async (tx) => expect(await kindOf.first(tx, {})).toEqual({ kind: dialect.name }));
    });

    beforeAll(async () => {
      t = await dialect.create();
      await sql`create table pc_scratch (
        id varchar(20) primary key, units integer not null, note text default 'none', kind text not null default 'plain'
      )`.execute(t.db);
    });
    afterAll(() => t.drop());

    it('runs each call with its own values and returns what plain Kysely returns', async () => {
      await insertRows.run(t.db, [
        { id: 'a', units: 3, note: 'first' },
        { id: 'b', units: 5, note: null },
      ]);
      await insertRows.run(t.db, [
        { id: 'c', units: 7, note: 'third' },
        { id: 'd', units: 1, note: 'fourth' },
      ]);
      const rows = await findIn.rows(t.db, { ids: ['a', 'b', 'c', 'd'], minUnits: 2 });
      expect(rows).toEqual([
        { id: 'a', units: 3, note: 'first', kind: 'plain' },
        { id: 'b', units: 5, note: null, kind: 'plain' },
        { id: 'c', units: 7, note: 'third', kind: 'plain' },
      ]);
      const plain = await scratch(t.db)
        .selectFrom('pc_scratch')
        .select(['id', 'units', 'note', 'kind'])
        .where('id', 'in', ['a', 'b', 'c', 'd'])
        .where('units', '>=', 2)
        .orderBy('id')
        .execute();
      expect(rows).toEqual(plain);
      expect(await findIn.first(t.db, { ids: ['c'], minUnits: 0 })).toEqual({
        id: 'c',
        units: 7,
        note: 'third',
        kind: 'plain',
      });
      expect(await findIn.first(t.db, { ids: ['c'], minUnits: 8 })).toBeUndefined();
      // Its text is a fixed-plan one, which PostgreSQL prepares (decision 085); another statement's is not.
      const same = (filtered: boolean) => {
        const q = scratch(t.db)
          .selectFrom('pc_scratch')
          .select(['id', 'units', 'note', 'kind'])
          .where('id', 'in', ['c'])
          .where('units', '>=', 0);
        return (filtered ? q.where('kind', '=', 'plain') : q).orderBy('id').compile().sql;
      };
      expect(hasFixedPlan(same(true))).toBe(true);
      expect(hasFixedPlan(same(false))).toBe(false);
    });

    it('builds once per shape: lists of another length and values left undefined build again', async () => {
      const before = builds;
      await insertRows.run(t.db, [{ id: 'e', units: 1, note: 'x' }]);
      await insertRows.run(t.db, [{ id: 'f', units: 2, note: 'y' }]);
      expect(builds - before).toBe(1);
      // An undefined note is left out, as Kysely leaves it out: the column's default applies.
      await insertRows.run(t.db, [{ id: 'g', units: 3, note: undefined }]);
      expect(builds - before).toBe(2);
      await insertRows.run(t.db, [{ id: 'h', units: 4 }]);
      expect(builds - before).toBe(3);
      const rows = await findIn.rows(t.db, { ids: ['e', 'f', 'g', 'h'], minUnits: 0 });
      expect(rows.map((r) => [r.id, r.note])).toEqual([
        ['e', 'x'],
        ['f', 'y'],
        ['g', 'none'],
        ['h', 'none'],
      ]);
    });

    it('counts the rows a conditional update changed, inside a transaction as outside', async () => {
      const first = await take.run(t.db, { id: 'b', units: 4 });
      expect(first.numAffectedRows).toBe(1n);
      const second = await inTransaction(t.db, (tx) => take.run(tx, { id: 'b', units: 4 }));
      expect(second.numAffectedRows).toBe(0n);
      expect((await findIn.first(t.db, { ids: ['b'], minUnits: 0 }))?.units).toBe(1);
    });

    it('builds every call afresh on a handle with a plugin, so the plugin sees each query', async () => {
      const seen: string[] = [];
      const counted = t.db.withPlugin({
        transformQuery: (args) => {
          seen.push(args.node.kind);
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      await findIn.rows(counted, { ids: ['a'], minUnits: 0 });
      await findIn.rows(counted, { ids: ['b'], minUnits: 0 });
      expect(seen).toEqual(['SelectQueryNode', 'SelectQueryNode']);
    });

    it('refuses a builder that uses a value in JavaScript instead of handing it to the query', async () => {
      const branching = precompiled((db: Db, a: { units: number }) =>
        scratch(db)
          .selectFrom('pc_scratch')
          .select('id')
          .where('units', a.units > 2 ? '>' : '<', 0),
      );
      await expect(branching.rows(t.db, { units: 3 })).rejects.toThrow(
        'a precompiled query used the value at units in JavaScript',
      );
    });
  });
}
