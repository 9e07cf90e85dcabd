import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { EditionNumberState } from '../../db/schema.ts';

/** Each limited edition's size (its units); a unique work is not in the map. */
export async function findEditionSizes(tx: Db, artworkIds: string[]): Promise<Map<string, number>> {
  if (artworkIds.length === 0) return new Map();
  const rows = await editionSizes.rows(tx, artworkIds);
  return new Map(rows.map((r) => [r.id, Number(r.units)]));
}

const editionSizes = precompiled((tx: Db, artworkIds: string[]) =>
  tx.selectFrom('artworks').select(['id', 'units']).where('id', 'in', artworkIds).where('limited', '=', 1),
);

/**
 * The lowest number of the edition nobody holds, in one statement: 1, or one past a taken number,
 * whichever is the smallest not taken itself (its cost grows with the numbers taken, not the size).
 * Undefined when every number up to `size` is taken.
 */
export async function findLowestFreeNumber(tx: Db, artworkId: string, size: number): Promise<number | undefined> {
  const { rows } = await sql<{ k: number | string | null }>`
    select min(c.k) as k from (
      select 1 as k
      union all
      select e.number + 1 as k from edition_numbers e where e.artwork_id = ${artworkId}
    ) c
    where c.k <= ${size}
      and not exists (select 1 from edition_numbers t where t.artwork_id = ${artworkId} and t.number = c.k)`.execute(
    tx,
  );
  const k = rows[0]?.k;
  return k === null || k === undefined ? undefined : Number(k);
}

/** Takes one number; the key (artwork, number) refuses a number given twice, whatever happened before. */
export async function insertEditionNumber(
  tx: Db,
  row: { artworkId: string; number: number; state: EditionNumberState; orderItemId: string | null },
): Promise<void> {
  await tx
    .insertInto('edition_numbers')
    .values({ artwork_id: row.artworkId, number: row.number, state: row.state, order_item_id: row.orderItemId })
    .execute();
}

/** The held numbers of these order lines become sold (the order is paid). */
export async function markNumbersSold(tx: Db, orderItemIds: string[]): Promise<void> {
  if (orderItemIds.length === 0) return;
  await tx
    .updateTable('edition_numbers')
    .set({ state: 'sold' })
    .where('order_item_id', 'in', orderItemIds)
    .where('state', '=', 'held')
    .execute();
}

/** The held numbers of these order lines are free again (the order was cancelled before payment). */
export async function deleteHeldNumbers(tx: Db, orderItemIds: string[]): Promise<void> {
  if (orderItemIds.length === 0) return;
  await tx
    .deleteFrom('edition_numbers')
    .where('order_item_id', 'in', orderItemIds)
    .where('state', '=', 'held')
    .execute();
}

/** Every taken number of these works, in number order. */
export async function findTakenNumbers(db: Db, artworkIds: string[]) {
  if (artworkIds.length === 0) return [];
  return db
    .selectFrom('edition_numbers')
    .select(['artwork_id', 'number', 'state'])
    .where('artwork_id', 'in', artworkIds)
    .orderBy('artwork_id')
    .orderBy('number')
    .execute();
}

/** Replaces the numbers the gallery withholds (inside the edit's transaction, the artwork row locked). */
export async function replaceWithheldNumbers(tx: Db, artworkId: string, numbers: number[]): Promise<void> {
  await tx.deleteFrom('edition_numbers').where('artwork_id', '=', artworkId).where('state', '=', 'withheld').execute();
  if (numbers.length === 0) return;
  await tx
    .insertInto('edition_numbers')
    .values(
      numbers.map((number) => ({ artwork_id: artworkId, number, state: 'withheld' as const, order_item_id: null })),
    )
    .execute();
}
