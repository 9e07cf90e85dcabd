import type { JobStatus } from '@vernissage/contract';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { testJobs } from '../../../test/job-fixtures.ts';
import { enqueueJob } from './enqueue.ts';
import { pruneJobsJob } from './prune.ts';
import { dailyAt, everyMinutes } from './recurring.ts';
import { createJobWorker } from './worker.ts';

const log = pino({ level: 'silent' });
const DAY_MS = 24 * 60 * 60 * 1000;

describe('calendars', () => {
  it('runs daily jobs at the next occurrence of the hour, today or tomorrow', () => {
    const at330 = dailyAt(3, 30);
    expect(at330(new Date('2026-01-31T02:00:00Z')).toISOString()).toBe('2026-01-31T03:30:00.000Z');
    expect(at330(new Date('2026-01-31T03:30:00Z')).toISOString()).toBe('2026-02-01T03:30:00.000Z');
    expect(at330(new Date('2026-12-31T23:59:00Z')).toISOString()).toBe('2027-01-01T03:30:00.000Z');
  });

  it('runs minute jobs on fixed boundaries, so every process computes the same time', () => {
    const every15 = everyMinutes(15);
    expect(every15(new Date('2026-05-01T10:07:12Z')).toISOString()).toBe('2026-05-01T10:15:00.000Z');
    expect(every15(new Date('2026-05-01T10:15:00Z')).toISOString()).toBe('2026-05-01T10:30:00.000Z');
  });
});

for (const d of dialects) {
  describe(`recurring and deduplicated jobs on ${d.name}`, () => {
    let t: TestDb;
    let now: Date;
    const clock = { now: () => now };
    const jobsOf = (kind: string) =>
      t.db
        .selectFrom('jobs')
        .select(['status', 'run_at', 'dedupe_key'])
        .where('kind', '=', kind)
        .orderBy('run_at')
        .execute();

    beforeAll(async () => {
      t = await d.create();
    });
    afterAll(() => t.drop());
    beforeEach(async () => {
      await t.db.deleteFrom('jobs').execute();
      now = new Date('2026-02-27T12:00:00Z');
    });

    it('writes one job per dedupe key, however many times it is queued at once', async () => {
      const ids = await Promise.all(
        Array.from({ length: 8 }, () =>
          enqueueJob(t.db, { kind: 'note', payload: 1, dedupeKey: 'campaign-1:ada' }, clock),
        ),
      );
      expect(ids.filter((id) => id !== undefined)).toHaveLength(1);
      expect(await jobsOf('note')).toHaveLength(1);
      expect(await enqueueJob(t.db, { kind: 'note', payload: 1 }, clock)).toBeDefined();
      expect(await enqueueJob(t.db, { kind: 'note', payload: 1 }, clock)).toBeDefined();
    });

    it('queues the next run at start, once even when two workers start, and the one after each run', async () => {
      const runs: string[] = [];
      const options = {
        db: t.db,
        clock,
        log,
        jobs: testJobs({ tick: async () => void runs.push(now.toISOString()) }, { schedule: dailyAt(3, 30) }),
      };
      const a = createJobWorker({ ...options, workerId: 'a' });
      const b = createJobWorker({ ...options, workerId: 'b' });
      await Promise.all([a.scheduleRecurring(), b.scheduleRecurring()]);
      expect(await jobsOf('tick')).toEqual([
        { status: 'pending', run_at: '2026-02-28T03:30:00.000Z', dedupe_key: 'tick@2026-02-28T03:30:00.000Z' },
      ]);
      expect(await a.runOnce()).toBe(0);
      now = new Date('2026-02-28T03:30:05Z');
      expect(await a.runOnce()).toBe(1);
      expect(runs).toEqual(['2026-02-28T03:30:05.000Z']);
      expect((await jobsOf('tick')).map((j) => [j.status, j.run_at])).toEqual([
        ['done', '2026-02-28T03:30:00.000Z'],
        ['pending', '2026-03-01T03:30:00.000Z'],
      ]);
    });

    it('keeps the calendar going when a run fails for good', async () => {
      const worker = createJobWorker({
        db: t.db,
        clock,
        log,
        jobs: testJobs(
          {
            broken: async () => {
              throw new Error('no');
            },
          },
          { schedule: everyMinutes(60), maxAttempts: 1 },
        ),
      });
      await worker.scheduleRecurring();
      now = new Date('2026-02-27T13:00:00Z');
      expect(await worker.runOnce()).toBe(1);
      expect((await jobsOf('broken')).map((j) => [j.status, j.run_at])).toEqual([
        ['failed', '2026-02-27T13:00:00.000Z'],
        ['pending', '2026-02-27T14:00:00.000Z'],
      ]);
    });

    it('prunes done jobs older than a week and failed ones older than 30 days, and keeps the rest', async () => {
      const daysAgo = (days: number, plusMs = 0) => new Date(now.getTime() - days * DAY_MS - plusMs).toISOString();
      const old = daysAgo(7, 60_000);
      const recent = daysAgo(0, 60_000);
      const row = (id: string, status: JobStatus, updated_at: string) => ({
        id,
        kind: 'old',
        payload: 'null',
        status,
        run_at: updated_at,
        created_at: updated_at,
        updated_at,
      });
      await t.db
        .insertInto('jobs')
        .values([
          row('1', 'done', old),
          row('2', 'done', recent),
          row('3', 'failed', old),
          row('4', 'pending', old),
          row('5', 'failed', daysAgo(30, 60_000)),
          row('6', 'failed', daysAgo(30, -60_000)),
        ])
        .execute();
      const worker = createJobWorker({
        db: t.db,
        clock,
        log,
        jobs: [pruneJobsJob.bind({ db: t.db, clock })],
      });
      await pruneJobsJob.enqueue(t.db, null, { clock });
      await worker.runOnce();
      const left = await t.db.selectFrom('jobs').select('id').where('kind', '=', 'old').orderBy('id').execute();
      expect(left.map((r) => r.id)).toEqual(['2', '3', '4', '6']);
    });

    it('refuses a job kind given twice at once', () => {
      const jobs = [...testJobs({ ghost: async () => {} }), ...testJobs({ ghost: async () => {} })];
      expect(() => createJobWorker({ db: t.db, clock, log, jobs })).toThrow('job kind "ghost" is defined twice');
    });
  });
}
