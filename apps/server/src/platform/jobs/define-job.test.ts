import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dialects, type TestDb } from '../../../test/databases.ts';
import { defineJob } from './define-job.ts';
import { enqueueJobs } from './enqueue.ts';
import { createJobWorker } from './worker.ts';

const log = pino({ level: 'silent' });
const clock = { now: () => new Date('2026-11-22T01:55:00.000Z') };

const seen: { name: string; times: number }[] = [];
const greetJob = defineJob({
  kind: 'test.greet',
  payload: z.object({ name: z.string().min(1), times: z.number().int().default(1) }),
  handle: async (payload, _ctx, deps: { seen: typeof seen }) => {
    deps.seen.push(payload);
  },
});
const secretJob = defineJob({
  kind: 'test.secret',
  payload: z.object({ to: z.string(), code: z.string() }),
  keepWhenDone: ({ to }) => ({ to }),
  handle: async () => {},
});

for (const d of dialects) {
  describe(`typed job definitions on ${d.name}`, () => {
    let t: TestDb;
    const worker = () =>
      createJobWorker({
        db: t.db,
        jobs: [greetJob.bind({ seen }), secretJob.bind(undefined)],
        clock,
        log,
      });
    const rowOf = (id: string) => t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeEach(async () => {
      t = await d.create();
      seen.length = 0;
    });
    afterEach(() => t.drop());

    it('hands the handler the payload parsed by its schema (defaults applied)', async () => {
      const id = await greetJob.enqueue(t.db, { name: 'Ada' }, { clock });
      expect(await worker().runOnce()).toBe(1);
      expect(seen).toEqual([{ name: 'Ada', times: 1 }]);
      expect(await rowOf(id)).toMatchObject({ kind: 'test.greet', status: 'done', payload: '{"name":"Ada"}' });
    });

    it('refuses a payload outside the schema, at compile time and at run time, for good', async () => {
      // @ts-expect-error: `name` must be a string; the typecheck fails if enqueue stops checking the payload.
      const id = await greetJob.enqueue(t.db, { name: 42 }, { clock });
      expect(await worker().runOnce()).toBe(1);
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.last_error).toContain('invalid test.greet payload');
      expect(seen).toEqual([]);
    });

    it('keeps only what the definition allows once the job is done', async () => {
      const id = await secretJob.enqueue(t.db, { to: 'ada@example.com', code: '123456' }, { clock });
      await worker().runOnce();
      const row = await rowOf(id);
      expect(row.status).toBe('done');
      expect(JSON.parse(row.payload)).toEqual({ to: 'ada@example.com' });
      expect(row.payload).not.toContain('123456');
    });

    it('answers undefined for a second job with the same dedupe key', async () => {
      const first = await greetJob.enqueue(t.db, { name: 'Ada' }, { clock, dedupeKey: 'greet:ada' });
      const second = await greetJob.enqueue(t.db, { name: 'Ada' }, { clock, dedupeKey: 'greet:ada' });
      expect(first).toBeDefined();
      expect(second).toBeUndefined();
    });

    it('writes several jobs in one statement, skipping one whose dedupe key is taken', async () => {
      await greetJob.enqueue(t.db, { name: 'Ada' }, { clock, dedupeKey: 'greet:ada' });
      const jobs = [
        greetJob.input({ name: 'Ada' }, { dedupeKey: 'greet:ada' }),
        greetJob.input({ name: 'Grace' }, { dedupeKey: 'greet:grace' }),
        greetJob.input({ name: 'Hedy' }, { runAt: new Date(clock.now().getTime() + 60_000) }),
      ];
      expect(await enqueueJobs(t.db, jobs, clock)).toBe(2);
      const rows = await t.db.selectFrom('jobs').select(['payload', 'run_at']).orderBy('created_at').execute();
      expect(rows.map((r) => JSON.parse(r.payload).name).sort()).toEqual(['Ada', 'Grace', 'Hedy']);
    });
  });
}
