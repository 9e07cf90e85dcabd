import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { testJobs } from '../../../test/job-fixtures.ts';
import { enqueueJob } from './enqueue.ts';
import { createJobWorker } from './worker.ts';

const log = pino({ level: 'silent' });
const T0 = new Date('2026-11-22T01:55:00.000Z');
const clock = { now: () => T0 };
const minutesAgo = (m: number) => new Date(T0.getTime() - m * 60_000).toISOString();

/** A promise with its resolve function, for handlers the test opens and closes. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

for (const d of dialects) {
  describe(`job worker start and stop on ${d.name}`, () => {
    let t: TestDb;
    const jobRow = (id: string) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    beforeEach(async () => {
      t = await d.create();
    });
    afterEach(async () => {
      await t.drop();
    });

    it('drains the queue without waiting pollMs between jobs, and stop() waits for the job in flight', async () => {
      const ids = [];
      for (let i = 0; i < 3; i++) {
        // Distinct run_at values make the claim order 0, 1, 2.
        const runAt = new Date(T0.getTime() - (3 - i) * 1000);
        ids.push(await enqueueJob(t.db, { kind: 'step', payload: { i }, runAt }, clock));
      }
      const started: number[] = [];
      const third = gate();
      const lastStarted = gate();
      const step = async (payload: unknown) => {
        const { i } = payload as { i: number };
        started.push(i);
        if (i === 2) {
          lastStarted.open();
          await third.opened;
        }
      };
      // One slot and a poll interval far longer than the test: only finishing a job can trigger the next claim.
      const worker = createJobWorker({
        db: t.db,
        jobs: testJobs({ step }),
        clock,
        log,
        pollMs: 60_000,
        concurrency: 1,
      });
      worker.start();
      await lastStarted.opened;
      let stopped = false;
      const stopping = worker.stop().then(() => {
        stopped = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(stopped).toBe(false);
      third.open();
      await stopping;
      expect(started).toEqual([0, 1, 2]);
      for (const id of ids) expect(await jobRow(id)).toMatchObject({ status: 'done' });
    });

    it('on start, runs again a job left running by a crashed worker and fails one out of attempts', async () => {
      const crashed = { status: 'running' as const, locked_at: minutesAgo(11), locked_by: 'dead' };
      const base = { kind: 'greet', payload: '{}', run_at: minutesAgo(11), max_attempts: 5, ...crashed };
      const stamps = { created_at: minutesAgo(11), updated_at: minutesAgo(11) };
      await t.db
        .insertInto('jobs')
        .values([
          { ...base, ...stamps, id: 'orphan', attempts: 1 },
          { ...base, ...stamps, id: 'poison', attempts: 5 },
          { ...base, ...stamps, id: 'busy', attempts: 1, locked_at: minutesAgo(1) },
        ])
        .execute();
      const ran = gate();
      const worker = createJobWorker({
        db: t.db,
        jobs: testJobs({ greet: async () => ran.open() }),
        clock,
        log,
      });
      worker.start();
      await ran.opened;
      await worker.stop();
      expect(await jobRow('orphan')).toMatchObject({ status: 'done', attempts: 2, locked_by: null });
      expect(await jobRow('poison')).toMatchObject({ status: 'failed', attempts: 5 });
      expect((await jobRow('poison')).last_error).toContain('stale lock');
      expect(await jobRow('busy')).toMatchObject({ status: 'running', locked_by: 'dead' });
    });
  });
}
