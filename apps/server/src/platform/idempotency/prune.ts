import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { dailyAt, type RecurringJob } from '../jobs/recurring.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { KEEP_KEYS_MS } from './idempotent.ts';
import { deleteKeysBefore } from './repo.ts';

export const PRUNE_IDEMPOTENCY_KEYS = 'idempotency.prune';
export const pruneKeysSchedule: RecurringJob = { kind: PRUNE_IDEMPOTENCY_KEYS, nextRunAt: dailyAt(3, 40) };

/** Forgets keys older than a day: a client retries within minutes, not days. */
export function pruneKeysHandler(deps: { db: Db; clock: Clock }): JobHandler {
  return async (_payload, ctx) => {
    const before = new Date(deps.clock.now().getTime() - KEEP_KEYS_MS).toISOString();
    const removed = await deleteKeysBefore(deps.db, before);
    if (removed > 0) ctx.log.info({ removed, before }, 'pruned idempotency keys');
  };
}
