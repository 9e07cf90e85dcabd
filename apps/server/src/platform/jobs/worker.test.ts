import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { testJobs } from '../../../test/job-fixtures.ts';
import { enqueueJob } from './enqueue.ts';
import { PermanentJobError } from './retry.ts';
import { createJobWorker, type JobContext } from './worker.ts';

const log = pino({ level: 'silent' });
const T0 = new Date('2026-11-22T01:55:00.000Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

for (const d of dialects) {
  describe(`job worker on ${d.name}`, () => {
    let t: TestDb;
    let now: Date;
    const clock = { now: () => now };
    const workerWith = (handlers: Record<string, (payload: unknown, ctx: JobContext) => Promise<void>>) =>
      createJobWorker({ db: t.db, jobs: testJobs(handlers), clock, log, workerId: 'w1' });
    const jobRow = (id: string) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeEach(async () => {
      t = await d.create();
      now = T0;
    });
    afterEach(async () => {
      await t.drop();
    });

    it('runs a due job once with its payload and marks it done', async () => {
      const seen: unknown[] = [];
      const id = await enqueueJob(t.db, { kind: 'greet', payload: { name: 'Ada' } }, clock);
      const worker = workerWith({ greet: async (payload) => void seen.push(payload) });
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(seen).toEqual([{ name: 'Ada' }]);
      expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, locked_by: null, last_error: null });
    });

    it('claims due jobs in one statement and marks those that finish together done in one commit', async () => {
      const writes: string[] = [];
      const counted = t.db.withPlugin({
        transformQuery: (args) => {
          if (args.node.kind === 'UpdateQueryNode') writes.push('update');
          if (args.node.kind === 'RawNode') writes.push('raw');
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const worker = createJobWorker({
        db: counted,
        jobs: testJobs({ greet: async () => undefined }),
        clock,
        log,
        workerId: 'w1',
        concurrency: 8,
      });
      // The first poll also looks for stale jobs (its own updates): done before counting.
      expect(await worker.runOnce()).toBe(0);
      writes.length = 0;
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) ids.push(await enqueueJob(t.db, { kind: 'greet', payload: { i } }, clock));
      expect(await worker.runOnce()).toBe(6);
      // One claim for the six, one update marking all six done.
      expect(writes.filter((w) => w === 'update')).toHaveLength(2);
      const rows = await t.db.selectFrom('jobs').select(['status', 'attempts']).where('id', 'in', ids).execute();
      expect(rows).toEqual(ids.map(() => ({ status: 'done', attempts: 1 })));
    });

    it('gives claimed jobs that never started back when it stops', async () => {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push(await enqueueJob(t.db, { kind: 'slow', payload: { i } }, clock));
      let release = () => {};
      const blocked = new Promise<void>((resolve) => {
        release = resolve;
      });
      const worker = createJobWorker({
        db: t.db,
        jobs: testJobs({ slow: () => blocked }),
        clock,
        log,
        workerId: 'w1',
        concurrency: 1,
        pollMs: 10,
      });
      worker.start();
      while ((await t.db.selectFrom('jobs').select('id').where('status', '=', 'running').execute()).length < 1) {
        await new Promise((r) => setTimeout(r, 5));
      }
      const stopping = worker.stop();
      release();
      await stopping;
      const rows = await t.db
        .selectFrom('jobs')
        .select(['id', 'status', 'attempts', 'locked_by'])
        .orderBy('id')
        .execute();
      const byStatus = rows.map((r) => `${r.status}:${r.attempts}:${r.locked_by ?? '-'}`).sort();
      expect(byStatus).toEqual(['done:1:-', 'pending:0:-', 'pending:0:-']);
    });

    it('waits until run_at before running a job', async () => {
      await enqueueJob(t.db, { kind: 'greet', payload: null, runAt: later(60_000) }, clock);
      const worker = workerWith({ greet: async () => {} });
      expect(await worker.runOnce()).toBe(0);
      now = later(60_000);
      expect(await worker.runOnce()).toBe(1);
    });

    it('retries a failing job with exponential backoff, then marks it failed after maxAttempts', async () => {
      const id = await enqueueJob(t.db, { kind: 'flaky', payload: {}, maxAttempts: 3 }, clock);
      const worker = workerWith({
        flaky: async () => {
          throw new Error('SMTP said no');
        },
      });
      expect(await worker.runOnce()).toBe(1);
      expect(await jobRow(id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        run_at: later(10_000).toISOString(),
        locked_by: null,
        last_error: 'Error: SMTP said no',
      });
      expect(await worker.runOnce()).toBe(0);
      now = later(10_000);
      expect(await worker.runOnce()).toBe(1);
      expect(await jobRow(id)).toMatchObject({ status: 'pending', attempts: 2, run_at: later(30_000).toISOString() });
      now = later(30_000);
      expect(await worker.runOnce()).toBe(1);
      expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'Error: SMTP said no' });
      now = later(24 * 3_600_000);
      expect(await worker.runOnce()).toBe(0);
    });

    it('fails a job of an unknown kind at once, saying so', async () => {
      const id = await enqueueJob(t.db, { kind: 'pdf.render', payload: {} }, clock);
      expect(await workerWith({}).runOnce()).toBe(1);
      const row = await jobRow(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.last_error).toContain('no handler registered for job kind "pdf.render"');
    });

    it('does not retry a PermanentJobError', async () => {
      const id = await enqueueJob(t.db, { kind: 'bad', payload: {} }, clock);
      const worker = workerWith({
        bad: async () => {
          throw new PermanentJobError('payload has no recipient');
        },
      });
      await worker.runOnce();
      expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
    });

    it('enqueues inside the caller transaction: a rollback leaves no job', async () => {
      await t.db
        .transaction()
        .execute(async (tx) => {
          await enqueueJob(tx, { kind: 'greet', payload: {} }, clock);
          throw new Error('business rule failed');
        })
        .catch(() => {});
      const kept = await t.db.transaction().execute((tx) => enqueueJob(tx, { kind: 'greet', payload: {} }, clock));
      const rows = await t.db.selectFrom('jobs').select('id').execute();
      expect(rows.map((r) => r.id)).toEqual([kept]);
    });
  });
}
