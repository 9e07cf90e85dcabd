import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { testJobs } from '../../../test/job-fixtures.ts';
import { inTransaction } from '../../db/tx.ts';
import { systemClock } from '../clock.ts';
import { type BatchJob, defineJob, type MarkDoneIn } from './define-job.ts';
import { enqueueJob } from './enqueue.ts';
import { PermanentJobError } from './retry.ts';
import { createJobWorker } from './worker.ts';

const log = pino({ level: 'silent' });
type Payload = { n: number; fail?: 'retry' | 'permanent' };
type BatchHandler = (jobs: readonly BatchJob<Payload>[], markDone: MarkDoneIn) => Promise<ReadonlyMap<string, unknown>>;

/** A kind handled in batches, with the handler given; `handle` alone would be a test failure. */
function batchKind(handler: BatchHandler, keepWhenDone?: (p: Payload) => unknown) {
  return defineJob({
    kind: 'batched',
    payload: z.object({ n: z.number(), fail: z.enum(['retry', 'permanent']).optional() }),
    handle: async () => {
      throw new Error('a batch kind ran alone');
    },
    handleBatch: (jobs, _deps, markDone) => handler(jobs, markDone),
    ...(keepWhenDone && { keepWhenDone }),
  }).bind(undefined);
}

const rows = (t: TestDb) =>
  t.db
    .selectFrom('jobs')
    .select(['kind', 'payload', 'status', 'attempts', 'last_error'])
    .orderBy('created_at')
    // Jobs queued in one statement share created_at; their payloads ({"n":1}, ...) break the tie.
    .orderBy('payload')
    .execute();

for (const d of dialects) {
  describe(`jobs handled in batches on ${d.name}`, () => {
    it('hands every claimed job of the kind to one call, runs other kinds alone, and settles each job', async () => {
      const t = await d.create();
      try {
        for (const n of [1, 2, 3, 4, 5]) await enqueueJob(t.db, { kind: 'batched', payload: { n } }, systemClock);
        await enqueueJob(t.db, { kind: 'alone', payload: {} }, systemClock);
        await enqueueJob(t.db, { kind: 'batched', payload: { n: 6, fail: 'retry' } }, systemClock);
        await enqueueJob(t.db, { kind: 'batched', payload: { n: 7, fail: 'permanent' } }, systemClock);
        await enqueueJob(t.db, { kind: 'batched', payload: { wrong: true } }, systemClock);
        const calls: number[][] = [];
        const batched = batchKind(async (jobs) => {
          calls.push(jobs.map((j) => j.payload.n));
          const errors = new Map<string, unknown>();
          for (const { payload, ctx } of jobs) {
            if (payload.fail === 'retry') errors.set(ctx.jobId, new Error('SMTP is down'));
            if (payload.fail === 'permanent') errors.set(ctx.jobId, new PermanentJobError('no such order'));
          }
          return errors;
        });
        let alone = 0;
        const jobs = [batched, ...testJobs({ alone: async () => void alone++ })];
        const worker = createJobWorker({ db: t.db, jobs, log, concurrency: 16 });
        expect(await worker.runOnce()).toBe(9);
        // The job whose payload fails the schema never reaches the handler.
        expect(calls.map((c) => [...c].sort())).toEqual([[1, 2, 3, 4, 5, 6, 7]]);
        expect(alone).toBe(1);
        const settled = (await rows(t))
          .sort((a, b) => a.payload.localeCompare(b.payload))
          .map((r) => ({ payload: JSON.parse(r.payload), status: r.status, error: r.last_error }));
        expect(settled).toEqual([
          ...[1, 2, 3, 4, 5].map((n) => ({ payload: { n }, status: 'done', error: null })),
          { payload: { n: 6, fail: 'retry' }, status: 'pending', error: 'Error: SMTP is down' },
          { payload: { n: 7, fail: 'permanent' }, status: 'failed', error: 'PermanentJobError: no such order' },
          { payload: { wrong: true }, status: 'failed', error: expect.stringContaining('invalid batched payload') },
          { payload: {}, status: 'done', error: null },
        ]);
      } finally {
        await t.drop();
      }
    });

    it("marks jobs done in the handler's own transaction, and not at all when it rolls back", async () => {
      const t = await d.create();
      try {
        for (const n of [1, 2, 3]) await enqueueJob(t.db, { kind: 'batched', payload: { n } }, systemClock);
        let attempt = 0;
        const batched = batchKind(
          async (jobs, markDone) => {
            attempt++;
            await inTransaction(t.db, async (tx) => {
              await tx
                .insertInto('shop_settings')
                .values({ key: `batch-${attempt}`, value: '1', updated_at: new Date().toISOString() })
                .execute();
              await markDone(
                tx,
                jobs.map((j) => j.ctx.jobId),
              );
              if (attempt === 1) throw new Error('the commit failed');
            });
            return new Map();
          },
          ({ n }) => ({ kept: n }),
        );
        const worker = createJobWorker({ db: t.db, jobs: [batched], log, concurrency: 8 });
        expect(await worker.runOnce()).toBe(3);
        expect((await rows(t)).map((r) => [r.status, r.last_error])).toEqual([
          ['pending', 'Error: the commit failed'],
          ['pending', 'Error: the commit failed'],
          ['pending', 'Error: the commit failed'],
        ]);
        await t.db
          .updateTable('jobs')
          .set({ run_at: new Date(0).toISOString() })
          .execute();
        expect(await worker.runOnce()).toBe(3);
        const after = await rows(t);
        expect(after.map((r) => [r.status, r.attempts, JSON.parse(r.payload)])).toEqual([
          ['done', 2, { kept: 1 }],
          ['done', 2, { kept: 2 }],
          ['done', 2, { kept: 3 }],
        ]);
        const marks = await t.db.selectFrom('shop_settings').select('key').where('key', 'like', 'batch-%').execute();
        expect(marks).toEqual([{ key: 'batch-2' }]);
      } finally {
        await t.drop();
      }
    });

    // Each claim of 4 forms one batch and takes one slot of 4: the running worker claims again at
    // once while fewer than 8 jobs (twice the concurrency) are in flight, or, while requests wait
    // for the database, only when a batch finishes.
    const sideBySide = async (databaseBusy: boolean) => {
      const t = await d.create();
      try {
        const all = Array.from({ length: 16 }, (_, i) => i + 1);
        for (const n of all) await enqueueJob(t.db, { kind: 'batched', payload: { n } }, systemClock);
        let running = 0;
        let most = 0;
        const finished: number[][] = [];
        let allDone: () => void = () => {};
        const done = new Promise<void>((resolve) => {
          allDone = resolve;
        });
        const batched = batchKind(async (jobs) => {
          most = Math.max(most, ++running);
          // Long enough for a second claim to start beside it, far shorter than the poll interval.
          await new Promise((resolve) => setTimeout(resolve, 300));
          running--;
          finished.push(jobs.map((j) => j.payload.n));
          if (finished.flat().length === 16) allDone();
          return new Map();
        });
        const worker = createJobWorker({
          db: t.db,
          jobs: [batched],
          log,
          concurrency: 4,
          pollMs: 60_000,
          databaseBusy: () => databaseBusy,
        });
        worker.start();
        await done;
        await worker.stop();
        expect(finished.flat().sort((a, b) => a - b)).toEqual(all);
        return most;
      } finally {
        await t.drop();
      }
    };

    it('claims again at once when a claim formed one batch and slots are free, up to twice the concurrency in jobs', async () => {
      expect(await sideBySide(false)).toBe(2);
    });

    it('claims again only when a batch finishes while requests wait for the database', async () => {
      expect(await sideBySide(true)).toBe(1);
    });
  });
}
