import { hostname } from 'node:os';
import type { Db, Dialect } from '../../db/connection.ts';
import type { JobRow } from '../../db/schema.ts';
import { type Clock, systemClock } from '../clock.ts';
import { newId } from '../ids.ts';
import type { JobLog, RunnableJob } from './define-job.ts';
import { scheduleNext } from './recurring.ts';
import { claimDueJobs, markDoneMany, markFailed, releaseStaleJobs, scheduleRetry, unclaimJobs } from './repo.ts';
import { errorText, PermanentJobError, retryDelayMs } from './retry.ts';

export type { JobContext } from './define-job.ts';

export type JobWorkerOptions = {
  db: Db;
  dialect: Dialect;
  /** Every job kind the worker runs, bound to its services (`bindJobs`); those with a schedule recur. */
  jobs: readonly RunnableJob[];
  clock?: Clock;
  log: JobLog;
  pollMs?: number;
  /** Jobs run at once; also how many one claim takes, and the most one done-batch holds. */
  concurrency?: number;
  workerId?: string;
  /** A 'running' job locked longer than this is presumed orphaned; keep it far above any handler's run time. */
  staleAfterMs?: number;
  /** How often (by the clock) to look for stale jobs, besides at start. */
  staleCheckEveryMs?: number;
};

export type JobWorker = {
  start(): void;
  /** Stops claiming and waits for the jobs in flight. */
  stop(): Promise<void>;
  /** Claims up to `concurrency` due jobs, runs them, returns how many ran (for tests and scripts). */
  runOnce(): Promise<number>;
  /** Queues the next run of every recurring job that has none yet (start does it too). */
  scheduleRecurring(): Promise<void>;
};

/** How long a finished job waits for others to be marked done with it in one commit. */
const DONE_BATCH_MS = 2;

type Completion = { id: string; payload?: string; resolve(): void; reject(err: unknown): void };

/**
 * The outbox's worker. Writes are what a job costs (each commit an fsync on SQLite), so it claims
 * due jobs in batches of `concurrency` into a local queue (one claim per batch, not per job) and
 * marks finished jobs done in batches (one commit for the jobs that finish within a few
 * milliseconds of each other). A crash between a job's work and its batch's commit runs it again
 * after the stale timeout, as any crash does: handlers are idempotent (decision 062).
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, dialect, log } = options;
  const clock = options.clock ?? systemClock;
  const pollMs = options.pollMs ?? 500;
  const concurrency = options.concurrency ?? 2;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  const staleCheckEveryMs = options.staleCheckEveryMs ?? 60_000;
  const inFlight = new Set<Promise<void>>();
  /** Claimed for this worker, not started yet. */
  const ready: JobRow[] = [];
  let completions: Completion[] = [];
  let flushTimer: NodeJS.Timeout | undefined;
  let nextStaleCheck = Number.NEGATIVE_INFINITY;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let wakeSoon = false;

  const at = (): string => clock.now().toISOString();
  const jobs = new Map<string, RunnableJob>();
  for (const job of options.jobs) {
    if (jobs.has(job.kind)) throw new Error(`job kind "${job.kind}" is defined twice`);
    jobs.set(job.kind, job);
  }
  const secretKinds = options.jobs.filter((job) => job.keepWhenGivenUp(undefined) !== undefined).map((j) => j.kind);
  const recurring = new Map(options.jobs.flatMap((job) => (job.schedule ? [[job.kind, job] as const] : [])));

  /** After a run of a recurring job, done or failed for good, the next one is queued. */
  async function scheduleAfter(job: JobRow): Promise<void> {
    const schedule = recurring.get(job.kind);
    if (!schedule) return;
    const after = new Date(Math.max(clock.now().getTime(), Date.parse(job.run_at)));
    await scheduleNext(db, schedule, after, clock);
  }

  async function scheduleRecurring(): Promise<void> {
    for (const schedule of recurring.values()) await scheduleNext(db, schedule, clock.now(), clock);
  }

  async function flushCompletions(): Promise<void> {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    const batch = completions;
    completions = [];
    if (batch.length === 0) return;
    try {
      const jobs = batch.map(({ id, payload }) => (payload === undefined ? { id } : { id, payload }));
      await markDoneMany(db, { workerId, now: at(), jobs });
      for (const c of batch) c.resolve();
    } catch (err) {
      for (const c of batch) c.reject(err);
    }
  }

  /** Resolves once the job is marked done, with the others that finished about when it did. */
  function markDoneSoon(id: string, payload: string | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      completions.push({ id, ...(payload === undefined ? {} : { payload }), resolve, reject });
      if (completions.length >= concurrency) void flushCompletions();
      else flushTimer ??= setTimeout(() => void flushCompletions(), DONE_BATCH_MS);
    });
  }

  async function runJob(job: JobRow): Promise<void> {
    const ctx = { jobId: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.max_attempts, log };
    const about = { jobId: job.id, kind: job.kind, attempt: job.attempts };
    let done: { keep: unknown } | undefined;
    const runnable = jobs.get(job.kind);
    try {
      if (!runnable) throw new PermanentJobError(`no handler registered for job kind "${job.kind}"`);
      done = await runnable.run(parsePayload(job.payload), ctx);
    } catch (err) {
      const error = errorText(err);
      if (err instanceof PermanentJobError || job.attempts >= job.max_attempts) {
        log.error({ ...about, error }, 'job failed for good');
        // Nothing will retry it: a payload that carried a secret keeps only what a done one would.
        const givenUp = runnable?.keepWhenGivenUp(parsePayload(job.payload));
        const payload = givenUp === undefined ? undefined : JSON.stringify(givenUp.keep ?? null);
        await markFailed(db, { id: job.id, workerId, now: at(), error, ...(payload === undefined ? {} : { payload }) });
        await scheduleAfter(job);
      } else {
        const runAt = new Date(clock.now().getTime() + retryDelayMs(job.attempts)).toISOString();
        log.warn({ ...about, runAt, error }, 'job failed, will retry');
        await scheduleRetry(db, { id: job.id, workerId, now: at(), runAt, error });
      }
      return;
    }
    // A payload that carried a secret is replaced by what its definition keeps (decision 043).
    const payload = done === undefined ? undefined : JSON.stringify(done.keep ?? null);
    await markDoneSoon(job.id, payload);
    await scheduleAfter(job);
  }

  function track(job: JobRow): Promise<void> {
    const run = runJob(job)
      .catch((err: unknown) => log.error({ jobId: job.id, err }, 'could not record the outcome of a job'))
      .finally(() => {
        inFlight.delete(run);
        // A free slot may have work waiting: look again now rather than after pollMs.
        wake();
      });
    inFlight.add(run);
    return run;
  }

  /** Runs claimed jobs while there are free slots; claims a batch when none is left to start. */
  async function poll(): Promise<Promise<void>[]> {
    const now = clock.now();
    if (now.getTime() >= nextStaleCheck) {
      nextStaleCheck = now.getTime() + staleCheckEveryMs;
      const staleBefore = new Date(now.getTime() - staleAfterMs).toISOString();
      const moved = await releaseStaleJobs(db, { now: now.toISOString(), staleBefore, secretKinds });
      if (moved > 0) log.warn({ moved, staleBefore }, 'released stale running jobs');
    }
    if (inFlight.size >= concurrency) return [];
    if (ready.length === 0) {
      ready.push(...(await claimDueJobs(db, dialect, { now: now.toISOString(), workerId, limit: concurrency })));
    }
    const started: Promise<void>[] = [];
    while (ready.length > 0 && inFlight.size < concurrency) started.push(track(ready.shift() as JobRow));
    return started;
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      polling = poll()
        .then(() => undefined)
        .catch((err: unknown) => log.error({ err }, 'job poll failed'))
        .finally(() => {
          polling = undefined;
          if (started) schedule(wakeSoon ? 0 : pollMs);
          wakeSoon = false;
        });
    }, delayMs);
  }

  function wake(): void {
    if (!started) return;
    if (polling) wakeSoon = true;
    else schedule(0);
  }

  return {
    start() {
      if (started) return;
      started = true;
      scheduleRecurring()
        .catch((err: unknown) => log.error({ err }, 'could not schedule recurring jobs'))
        .finally(() => started && schedule(0));
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await polling;
      await Promise.all([...inFlight]);
      const unstarted = ready.splice(0).map((job) => job.id);
      await unclaimJobs(db, { workerId, now: at(), ids: unstarted });
    },
    async runOnce() {
      const runs = await poll();
      await Promise.all(runs);
      return runs.length;
    },
    scheduleRecurring,
  };
}

function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new PermanentJobError('job payload is not valid JSON');
  }
}
