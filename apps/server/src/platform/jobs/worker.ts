import { hostname } from 'node:os';
import type { Db } from '../../db/connection.ts';
import type { JobRow } from '../../db/schema.ts';
import { type Clock, systemClock } from '../clock.ts';
import { newId } from '../ids.ts';
import type { BatchOutcome, JobLog, MarkDoneIn, RunnableJob } from './define-job.ts';
import { scheduleNext } from './recurring.ts';
import { claimDueJobs, markDoneMany, markFailed, releaseStaleJobs, scheduleRetry, unclaimJobs } from './repo.ts';
import { errorText, PermanentJobError, retryDelayMs } from './retry.ts';

export type { JobContext } from './define-job.ts';

export type JobWorkerOptions = {
  db: Db;
  /** Every job kind the worker runs, bound to its services (`bindJobs`); those with a schedule recur. */
  jobs: readonly RunnableJob[];
  clock?: Clock;
  log: JobLog;
  pollMs?: number;
  /** Jobs run at once; also how many one claim takes, and the most one done-batch holds. */
  concurrency?: number;
  /**
   * True while requests wait for a database connection (`databaseBusy` in `db/connection.ts`): the
   * worker then claims again only when a job finishes, so a backlog of jobs does not crowd them out.
   */
  databaseBusy?: () => boolean;
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

/**
 * How long a finished job waits for others to be marked done with it in one commit. Its slot is
 * free meanwhile, so the wait costs no throughput; the worker going idle commits at once.
 */
const DONE_BATCH_MS = 20;

type Completion = { id: string; payload?: string; resolve(): void; reject(err: unknown): void };

/**
 * The outbox's worker. Writes are what a job costs (each commit an fsync on SQLite), so it claims
 * due jobs in batches of `concurrency` into a local queue (one claim per batch, not per job) and
 * marks finished jobs done in batches (one commit for up to `concurrency` jobs that finish within
 * DONE_BATCH_MS of each other; a finished job's slot runs the next one meanwhile). A crash between
 * a job's work and its batch's commit runs it again after the stale timeout, as any crash does:
 * handlers are idempotent (decisions 062, 074).
 */
export function createJobWorker(options: JobWorkerOptions): JobWorker {
  const { db, log } = options;
  const clock = options.clock ?? systemClock;
  const pollMs = options.pollMs ?? 500;
  const concurrency = options.concurrency ?? 2;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${newId().slice(0, 8)}`;
  const staleAfterMs = options.staleAfterMs ?? 10 * 60_000;
  const staleCheckEveryMs = options.staleCheckEveryMs ?? 60_000;
  const inFlight = new Set<Promise<void>>();
  /** Jobs in flight: a batch takes one slot but counts each of its jobs here. */
  let jobsInFlight = 0;
  /** Finished jobs waiting for their done mark to commit (their slots already free). */
  const marking = new Set<Promise<void>>();
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

  const contextOf = (job: JobRow) => ({
    jobId: job.id,
    kind: job.kind,
    attempt: job.attempts,
    maxAttempts: job.max_attempts,
    log,
  });

  /** A job that threw: retried with backoff, or failed for good (permanent, or out of attempts). */
  async function settleFailure(job: JobRow, runnable: RunnableJob | undefined, err: unknown): Promise<void> {
    const about = { jobId: job.id, kind: job.kind, attempt: job.attempts };
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
  }

  /** A job whose work is done: marked so with its batch (unless its handler already did), then its next run. */
  async function settleDone(job: JobRow, done: { keep: unknown } | undefined, marked = false): Promise<void> {
    // A payload that carried a secret is replaced by what its definition keeps (decision 043).
    const payload = done === undefined ? undefined : JSON.stringify(done.keep ?? null);
    if (!marked) await markDoneSoon(job.id, payload);
    await scheduleAfter(job);
  }

  /**
   * Settles a finished job without holding its slot: the mark waits for its batch while the slot
   * runs the next job. `stop()` and `runOnce()` wait for the marks.
   */
  function settleDoneLater(job: JobRow, done: { keep: unknown } | undefined, marked = false): void {
    const mark = settleDone(job, done, marked)
      .catch((err: unknown) => log.error({ jobId: job.id, err }, 'could not record the outcome of a job'))
      .finally(() => marking.delete(mark));
    marking.add(mark);
  }

  /** Commits the waiting done marks now, and waits for every mark in flight. */
  async function settleMarks(): Promise<void> {
    await flushCompletions();
    await Promise.all([...marking]);
  }

  async function runJob(job: JobRow): Promise<void> {
    const runnable = jobs.get(job.kind);
    let done: { keep: unknown } | undefined;
    try {
      if (!runnable) throw new PermanentJobError(`no handler registered for job kind "${job.kind}"`);
      done = await runnable.run(parsePayload(job.payload), contextOf(job));
    } catch (err) {
      await settleFailure(job, runnable, err);
      return;
    }
    settleDoneLater(job, done);
  }

  /** Claimed jobs of one batch kind, run by its handler at once; each settled as if run alone. */
  async function runBatchOf(runnable: RunnableJob, batch: JobRow[]): Promise<void> {
    const byId = new Map(batch.map((job) => [job.id, job]));
    const markDone: MarkDoneIn = async (tx, ids) => {
      const marks = ids.map((id) => {
        const job = byId.get(id);
        if (!job) throw new Error(`job ${id} is not in this batch`);
        const keep = runnable.keepWhenGivenUp(parsePayload(job.payload));
        return keep === undefined ? { id } : { id, payload: JSON.stringify(keep.keep ?? null) };
      });
      await markDoneMany(tx, { workerId, now: at(), jobs: marks });
    };
    // A payload that is not JSON fails its own job only.
    const unreadable = new Map<string, unknown>();
    const readable = batch.flatMap((job) => {
      try {
        return [{ job, payload: parsePayload(job.payload) }];
      } catch (err) {
        unreadable.set(job.id, err);
        return [];
      }
    });
    let outcomes: BatchOutcome[];
    try {
      const runs = readable.map(({ job, payload }) => ({ payload, ctx: contextOf(job) }));
      outcomes = await (runnable.runBatch as NonNullable<RunnableJob['runBatch']>)(runs, markDone);
    } catch (err) {
      outcomes = readable.map(() => ({ ok: false, error: err }));
    }
    const settled = readable.flatMap(({ job }, i) => {
      const outcome = outcomes[i] ?? { ok: false, error: new Error('the batch handler gave no outcome') };
      if (!outcome.ok) return [settleFailure(job, runnable, outcome.error)];
      settleDoneLater(job, outcome.keep, outcome.marked);
      return [];
    });
    const failed = [...unreadable].map(([id, err]) => settleFailure(byId.get(id) as JobRow, runnable, err));
    await Promise.all([...settled, ...failed]);
  }

  function track(run: Promise<void>, what: object, jobCount: number): Promise<void> {
    jobsInFlight += jobCount;
    const tracked = run
      .catch((err: unknown) => log.error({ ...what, err }, 'could not record the outcome of a job'))
      .finally(() => {
        inFlight.delete(tracked);
        jobsInFlight -= jobCount;
        // Nothing else will finish to join the waiting done marks: commit them now.
        if (inFlight.size === 0 && ready.length === 0) void flushCompletions();
        // A free slot may have work waiting: look again now rather than after pollMs.
        wake();
      });
    inFlight.add(tracked);
    return tracked;
  }

  /**
   * Starts the next claimed job; a kind handled in batches takes every claimed job of its kind with
   * it (one alone runs as any job does). Answers how many jobs it started.
   */
  function startNext(started: Promise<void>[]): number {
    const job = ready.shift() as JobRow;
    const runnable = jobs.get(job.kind);
    if (!runnable?.runBatch) {
      started.push(track(runJob(job), { jobId: job.id }, 1));
      return 1;
    }
    const batch = [job];
    for (let i = 0; i < ready.length; ) {
      if (ready[i]?.kind === job.kind) batch.push(...ready.splice(i, 1));
      else i++;
    }
    if (batch.length === 1) {
      started.push(track(runJob(job), { jobId: job.id }, 1));
      return 1;
    }
    started.push(track(runBatchOf(runnable, batch), { jobIds: batch.map((j) => j.id) }, batch.length));
    return batch.length;
  }

  /**
   * Runs claimed jobs while there are free slots; claims a batch when none is left to start.
   * `more`: the claim was full and slots are still free (a batch of one kind takes one slot), so
   * more jobs are due and the next poll should not wait; at most twice `concurrency` jobs are in
   * flight that way, so claimed jobs never queue behind a slow mail server for long.
   */
  async function poll(): Promise<{ runs: Promise<void>[]; jobs: number; more: boolean }> {
    const now = clock.now();
    if (now.getTime() >= nextStaleCheck) {
      nextStaleCheck = now.getTime() + staleCheckEveryMs;
      const staleBefore = new Date(now.getTime() - staleAfterMs).toISOString();
      const moved = await releaseStaleJobs(db, { now: now.toISOString(), staleBefore, secretKinds });
      if (moved > 0) log.warn({ moved, staleBefore }, 'released stale running jobs');
    }
    if (inFlight.size >= concurrency) return { runs: [], jobs: 0, more: false };
    let full = false;
    if (ready.length === 0) {
      const claimed = await claimDueJobs(db, { now: now.toISOString(), workerId, limit: concurrency });
      full = claimed.length === concurrency;
      // UPDATE ... RETURNING answers in no set order on PostgreSQL: run them in the order they fell due.
      ready.push(...claimed.sort((x, y) => x.run_at.localeCompare(y.run_at) || x.id.localeCompare(y.id)));
    }
    const runs: Promise<void>[] = [];
    let count = 0;
    while (ready.length > 0 && inFlight.size < concurrency) count += startNext(runs);
    const free = ready.length === 0 && inFlight.size < concurrency && jobsInFlight < 2 * concurrency;
    return { runs, jobs: count, more: full && free && !options.databaseBusy?.() };
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // A claim whose jobs formed one batch leaves slots free: claim again at once, so a batch of
      // invoices (on the PDF thread) and one of mails (on the mail thread) run side by side rather
      // than one after the other behind a backlog.
      polling = poll()
        .then((polled) => polled.more)
        .catch((err: unknown) => {
          log.error({ err }, 'job poll failed');
          return false;
        })
        .then((more) => {
          polling = undefined;
          if (started) schedule(wakeSoon || more ? 0 : pollMs);
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
      await settleMarks();
      const unstarted = ready.splice(0).map((job) => job.id);
      await unclaimJobs(db, { workerId, now: at(), ids: unstarted });
    },
    async runOnce() {
      const { runs, jobs: count } = await poll();
      await Promise.all(runs);
      await settleMarks();
      return count;
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
