import {
  COLLECTOR_HOLD_STATUS_NEXT,
  type CollectorHold,
  type CollectorHoldBody,
  type CollectorHolds,
  canMove,
  HOLD_FOR_COLLECTOR_TEXT,
  MAX_HOLD_DAYS,
} from '@vernissage/contract';
import { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import { inTransaction } from '../../db/tx.ts';
import type { Clock } from '../../platform/clock.ts';
import { BadRequest, Conflict, NotFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { artworkTitles, holdIfFree, releaseHeld } from '../artworks/index.ts';
import {
  type CollectorHoldRow,
  findHold,
  findHoldForUpdate,
  insertHold,
  listHolds,
  releaseHoldRow,
} from './hold-repo.ts';

export type HoldDeps = { db: Db; clock: Clock; catalogChanged: () => void };

const ARTWORK_NOT_FOUND = 'Artwork not found';
const DAY_MS = 24 * 60 * 60_000;
const LIST_LIMIT = 500;

function toHold(r: CollectorHoldRow, title: string): CollectorHold {
  return {
    _id: r.id,
    artwork: { _id: r.artwork_id, title },
    collector: r.collector,
    until: r.until_day,
    note: r.note,
    status: r.status,
    createdAt: r.created_at,
    createdBy: r.created_by,
    releasedAt: r.released_at,
    releasedBy: r.released_by,
  };
}

async function viewsOf(db: Db, rows: CollectorHoldRow[]): Promise<CollectorHold[]> {
  const titles = await artworkTitles(db, [...new Set(rows.map((r) => r.artwork_id))]);
  return rows.map((r) => toHold(r, titles.get(r.artwork_id) ?? 'Unknown Artwork'));
}

export async function listCollectorHolds(db: Db): Promise<CollectorHolds> {
  return { holds: await viewsOf(db, await listHolds(db, LIST_LIMIT)) };
}

/** The instant a hold through `day` ends (the next day's start, UTC), or a 400 outside today .. a year ahead. */
function endOf(day: string, now: Date): string {
  const end = new Date(`${day}T00:00:00.000Z`).getTime() + DAY_MS;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (end <= now.getTime() || end > today + (MAX_HOLD_DAYS + 1) * DAY_MS) {
    throw new BadRequest(HOLD_FOR_COLLECTOR_TEXT.until);
  }
  return new Date(end).toISOString();
}

/**
 * Holds one unit of a work for a collector through the end of a day (gallery.md §5): taken with the
 * same conditional update as a checkout's hold (409 when none is free), so the work shows reserved
 * and nobody else can buy it; the release job is written with it.
 */
export async function holdForCollector(
  deps: HoldDeps,
  artworkId: string,
  body: CollectorHoldBody,
  admin: string,
): Promise<CollectorHold> {
  const now = deps.clock.now();
  const endsAt = endOf(body.until, now);
  const id = newId();
  await inTransaction(deps.db, async (tx) => {
    if (!(await artworkTitles(tx, [artworkId])).has(artworkId)) throw new NotFound(ARTWORK_NOT_FOUND);
    if (!(await holdIfFree(tx, artworkId, 1))) throw new Conflict(HOLD_FOR_COLLECTOR_TEXT.unavailable);
    await insertHold(tx, {
      id,
      artwork_id: artworkId,
      collector: body.collector,
      note: body.note,
      until_day: body.until,
      ends_at: endsAt,
      created_by: admin,
      created_at: now.toISOString(),
    });
    await holdEndJob.enqueue(
      tx,
      { holdId: id },
      { clock: deps.clock, runAt: new Date(endsAt), dedupeKey: `collector-hold:${id}` },
    );
  });
  deps.catalogChanged();
  return holdView(deps.db, id);
}

async function holdView(db: Db, id: string): Promise<CollectorHold> {
  const row = await findHold(db, id);
  if (!row) throw new NotFound(HOLD_FOR_COLLECTOR_TEXT.notFound);
  const [view] = await viewsOf(db, [row]);
  if (!view) throw new NotFound(HOLD_FOR_COLLECTOR_TEXT.notFound);
  return view;
}

/** Ends an active hold and gives its unit back, in one transaction; false when it had ended already. */
async function release(tx: Db, hold: CollectorHoldRow, at: string, by: string): Promise<boolean> {
  if (!canMove(COLLECTOR_HOLD_STATUS_NEXT, hold.status, 'released')) return false;
  if (!(await releaseHoldRow(tx, hold.id, at, by))) return false;
  await releaseHeld(tx, hold.artwork_id, 1);
  return true;
}

/** 'Release now' in the back office (409 when the hold has ended already). */
export async function releaseCollectorHold(deps: HoldDeps, id: string, admin: string): Promise<CollectorHold> {
  const at = deps.clock.now().toISOString();
  await inTransaction(deps.db, async (tx) => {
    const hold = await findHoldForUpdate(tx, id);
    if (!hold) throw new NotFound(HOLD_FOR_COLLECTOR_TEXT.notFound);
    if (!(await release(tx, hold, at, admin))) throw new Conflict(HOLD_FOR_COLLECTOR_TEXT.released);
  });
  deps.catalogChanged();
  return holdView(deps.db, id);
}

/**
 * Ends a hold when its day is over (one node runs it, as every job). At least once: the hold must
 * still be active and due, and the release is conditional, so a second run changes nothing.
 */
export const holdEndJob = defineJob({
  kind: 'collector-holds.release',
  payload: z.object({ holdId: z.string() }),
  handle: async ({ holdId }, _ctx, deps: HoldDeps) => {
    const at = deps.clock.now().toISOString();
    const released = await inTransaction(deps.db, async (tx) => {
      const hold = await findHoldForUpdate(tx, holdId);
      if (!hold || hold.ends_at > at) return false;
      return release(tx, hold, at, 'system');
    });
    if (released) deps.catalogChanged();
  },
});
