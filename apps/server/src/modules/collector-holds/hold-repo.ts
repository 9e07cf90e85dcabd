import type { Insertable, Selectable } from 'kysely';
import { affected } from '../../db/affected-rows.ts';
import type { Db } from '../../db/connection.ts';
import type { CollectorHoldsTable } from '../../db/schema.ts';
import { lockForUpdate } from '../../db/tx.ts';

export type CollectorHoldRow = Selectable<CollectorHoldsTable>;

export async function insertHold(tx: Db, row: Insertable<CollectorHoldsTable>): Promise<void> {
  await tx.insertInto('collector_holds').values(row).execute();
}

export const findHold = (db: Db, id: string) =>
  db.selectFrom('collector_holds').selectAll().where('id', '=', id).executeTakeFirst();

export const findHoldForUpdate = (tx: Db, id: string) =>
  lockForUpdate(tx, tx.selectFrom('collector_holds').selectAll().where('id', '=', id)).executeTakeFirst();

/** Ends an active hold once: of a job and a click at the same moment, one releases the unit. */
export async function releaseHoldRow(tx: Db, id: string, at: string, by: string): Promise<boolean> {
  const result = await tx
    .updateTable('collector_holds')
    .set({ status: 'released', released_at: at, released_by: by })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return affected(result) === 1;
}

/** The Holds view: the active ones by their end, then the latest released ones. */
export async function listHolds(db: Db, limit: number): Promise<CollectorHoldRow[]> {
  const [active, released] = await Promise.all([
    db
      .selectFrom('collector_holds')
      .selectAll()
      .where('status', '=', 'active')
      .orderBy('ends_at')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('collector_holds')
      .selectAll()
      .where('status', '=', 'released')
      .orderBy('released_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  return [...active, ...released];
}
