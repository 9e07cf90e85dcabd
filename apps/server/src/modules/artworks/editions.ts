import { EDITION_TEXT, type EditionNumbers, type OrderEdition } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { BadRequest, Conflict } from '../../platform/errors.ts';
import {
  deleteHeldNumbers,
  findEditionSizes,
  findLowestFreeNumber,
  findTakenNumbers,
  insertEditionNumber,
  markNumbersSold,
} from './edition-repo.ts';
import type { EditionSizes } from './stock-repo.ts';

/** An order line whose units were just held or sold, inside the same transaction. */
export type NumberedLine = { orderItemId: string; artworkId: string; quantity: number };

/**
 * Gives each unit of the lines the lowest free number of its edition (decision 064), inside the
 * transaction that took the units and right after it: the hold's conditional update has locked the
 * artwork's row (PostgreSQL) or the write lock is held (SQLite), so racing buyers of one work number
 * one after the other; the key (artwork, number) is the last guard. `held` for an unpaid order,
 * `sold` for a paid one. A unique work's line gets null. `heldSizes`: what `holdSale` returned.
 */
export async function giveEditionNumbers(
  tx: Db,
  lines: NumberedLine[],
  state: 'held' | 'sold',
  heldSizes?: EditionSizes,
): Promise<Map<string, OrderEdition>> {
  // The sizes the holds read in this transaction, under the same locks; read afresh otherwise.
  const sizes: EditionSizes =
    heldSizes && lines.every((l) => heldSizes.has(l.artworkId))
      ? heldSizes
      : await findEditionSizes(tx, [...new Set(lines.map((l) => l.artworkId))]);
  const given = new Map<string, OrderEdition>();
  for (const line of lines) {
    const size = sizes.get(line.artworkId);
    if (size === undefined || size === null) {
      given.set(line.orderItemId, null);
      continue;
    }
    const numbers: number[] = [];
    for (let i = 0; i < line.quantity; i++) {
      const number = await findLowestFreeNumber(tx, line.artworkId, size);
      // The units were taken by a conditional update that counts every taken number: one is free.
      if (number === undefined) throw new Error(`Edition ${line.artworkId} has no free number for a held unit`);
      await insertNumber(tx, { artworkId: line.artworkId, number, state, orderItemId: line.orderItemId });
      numbers.push(number);
    }
    given.set(line.orderItemId, { size, numbers });
  }
  return given;
}

async function insertNumber(tx: Db, row: Parameters<typeof insertEditionNumber>[1]): Promise<void> {
  try {
    await insertEditionNumber(tx, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`Edition number ${row.number} of ${row.artworkId} was given twice`);
    throw error;
  }
}

/** The numbers held by these (now paid) order lines are sold. */
export const sellEditionNumbers = (tx: Db, orderItemIds: string[]) => markNumbersSold(tx, orderItemIds);
/** The numbers held by these (cancelled, unpaid) order lines are free again. */
export const freeEditionNumbers = (tx: Db, orderItemIds: string[]) => deleteHeldNumbers(tx, orderItemIds);

/** Each limited edition's taken numbers, by work: sold, held by unpaid orders, withheld. */
export async function editionNumbersOf(
  db: Db,
  works: { id: string; limited: boolean; units: number }[],
): Promise<Map<string, EditionNumbers>> {
  const editions = works.filter((w) => w.limited);
  const taken = await findTakenNumbers(
    db,
    editions.map((w) => w.id),
  );
  const byWork = new Map<string, EditionNumbers>(
    editions.map((w) => [w.id, { size: w.units, sold: [], held: [], withheld: [] }]),
  );
  for (const row of taken) byWork.get(row.artwork_id)?.[row.state].push(Number(row.number));
  return byWork;
}

/**
 * The withheld numbers an edit asks for, checked against the edition's size before anything is
 * written: each from 1 to the size (400), none twice (400); a unique work withholds none.
 */
export function checkWithheldList(numbers: number[], size: number | null): void {
  if (size === null) {
    if (numbers.length > 0) throw new BadRequest(EDITION_TEXT.notAnEdition);
    return;
  }
  const seen = new Set<number>();
  for (const n of numbers) {
    if (n < 1 || n > size) throw new BadRequest(EDITION_TEXT.outsideEdition(n, size));
    if (seen.has(n)) throw new BadRequest(EDITION_TEXT.listedTwice(n));
    seen.add(n);
  }
}

/**
 * Inside the edit's transaction, the artwork row locked: a withheld number may not be one an order
 * holds or bought (409 naming it), and (given its new size) the edition may not end below a number
 * given to an order.
 */
export async function checkWithheldAgainstOrders(
  tx: Db,
  artworkId: string,
  withheld: number[],
  edition?: { size: number; tooSmall: string },
): Promise<void> {
  const given = (await findTakenNumbers(tx, [artworkId])).filter((r) => r.state !== 'withheld');
  const byNumber = new Map(given.map((r) => [Number(r.number), r.state]));
  for (const n of withheld) {
    const state = byNumber.get(n);
    if (state === 'sold') throw new Conflict(EDITION_TEXT.alreadySold(n));
    if (state === 'held') throw new Conflict(EDITION_TEXT.heldByOrder(n));
  }
  if (edition && given.some((r) => Number(r.number) > edition.size)) throw new Conflict(edition.tooSmall);
}
