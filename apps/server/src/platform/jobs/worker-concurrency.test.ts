import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { testJobs } from '../../../test/job-fixtures.ts';
import { openDb } from '../../db/connection.ts';
import { systemClock } from '../clock.ts';
import { enqueueJob } from './enqueue.ts';
import { createJobWorker, type JobWorker } from './worker.ts';

const log = pino({ level: 'silent' });

/** A second, independent connection (pool) to the same database, as another process would have. */
function secondHandle(t: TestDb) {
  if (t.dialect === 'postgres') return openDb({ databaseUrl: t.url, sqliteFile: '' });
  return openDb({ sqliteFile: t.sqliteFile ?? '' });
}

async function drain(worker: JobWorker): Promise<number> {
  let total = 0;
  for (let n = await worker.runOnce(); n > 0; n = await worker.runOnce()) total += n;
  return total;
}

for (const d of dialects) {
  describe(`two job workers on ${d.name}`, () => {
    it('run each job exactly once between them', async () => {
      const t = await d.create();
      const other = secondHandle(t);
      try {
        const ids = new Set<string>();
        for (let i = 0; i < 60; i++) ids.add(await enqueueJob(t.db, { kind: 'count', payload: { i } }, systemClock));
        const runs = new Map<string, number>();
        const count = async (_payload: unknown, ctx: { jobId: string }) => {
          await sleep(Math.random() * 5);
          runs.set(ctx.jobId, (runs.get(ctx.jobId) ?? 0) + 1);
        };
        const worker = (db: TestDb['db'], workerId: string) =>
          createJobWorker({ db, jobs: testJobs({ count }), log, workerId, concurrency: 4 });
        const [a, b] = await Promise.all([drain(worker(t.db, 'a')), drain(worker(other.db, 'b'))]);
        expect(a + b).toBe(60);
        expect(a).toBeGreaterThan(0);
        expect(b).toBeGreaterThan(0);
        expect([...runs.keys()].sort()).toEqual([...ids].sort());
        expect([...runs.values()].every((n) => n === 1)).toBe(true);
        const statuses = await t.db.selectFrom('jobs').select('status').distinct().execute();
        expect(statuses).toEqual([{ status: 'done' }]);
      } finally {
        await other.close();
        await t.drop();
      }
    });
  });
}
