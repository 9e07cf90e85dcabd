import type { Db } from '../../db/connection.ts';

/** How many jobs are in each state (pending is the queue's depth, failed the ones that gave up). */
export async function jobCountsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.count)]));
}
