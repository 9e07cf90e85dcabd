import type { z } from 'zod';
import type { Db } from '../../db/connection.ts';
import type { Clock } from '../clock.ts';
import { enqueueJob, type JobInput } from './enqueue.ts';
import { PermanentJobError } from './retry.ts';

/** The slice of a pino logger the worker and the handlers use. */
export type JobLog = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};
export type JobContext = { jobId: string; kind: string; attempt: number; maxAttempts: number; log: JobLog };

type EnqueueOptions = {
  clock: Clock;
  /** Not before this time; now when absent. */
  runAt?: Date;
  /** Claims allowed before the job is marked failed; the definition's, else 5. */
  maxAttempts?: number;
  /** While a job with this key exists, another one with it is not written (see migration 005). */
  dedupeKey?: string;
};

/** What the worker runs: a definition bound to the services its handler needs. */
export type RunnableJob = {
  readonly kind: string;
  readonly maxAttempts: number | undefined;
  readonly schedule: ((after: Date) => Date) | undefined;
  /**
   * Parses the stored payload with the definition's schema (a payload that fails it is a permanent
   * failure), runs the handler, and answers what the row keeps once done (undefined: unchanged).
   */
  run(payload: unknown, ctx: JobContext): Promise<{ keep: unknown } | undefined>;
  /**
   * What the row keeps once the job failed for good, for a kind whose payload carries a secret: the
   * same as when done (undefined: unchanged). Nothing will retry it, so the secret has no use left.
   */
  keepWhenGivenUp(payload: unknown): { keep: unknown } | undefined;
  /** Present for a kind handled in batches (`handleBatch`): runs several claimed jobs of the kind at once. */
  runBatch?: (jobs: readonly BatchRun[], markDone: MarkDoneIn) => Promise<BatchOutcome[]>;
};

/** One claimed job of a batch, as the worker hands it over: its stored payload and its context. */
type BatchRun = { payload: unknown; ctx: JobContext };
/** Per job of a batch, in the order given: done (and whether already marked so), or its error. */
export type BatchOutcome =
  | { ok: true; keep: { keep: unknown } | undefined; marked: boolean }
  | { ok: false; error: unknown };
/**
 * Marks the given jobs of the batch done inside the handler's own transaction, so the commit that
 * finishes their work also finishes them (one commit less; decision 062).
 */
export type MarkDoneIn = (tx: Db, jobIds: readonly string[]) => Promise<void>;

/** A job of a batch as its handler sees it: the parsed payload and the job's context. */
export type BatchJob<P> = { payload: P; ctx: JobContext };
/** What a batch handler answers per job it was given (keyed by `ctx.jobId`); a job missing from it is done. */
type BatchErrors = ReadonlyMap<string, unknown>;

/**
 * Runs `work` for every job of a batch at once, each failing alone: the jobs whose work failed, with
 * why (what a batch handler answers), and the value of each that succeeded.
 */
export async function settleEach<P, T>(
  jobs: readonly BatchJob<P>[],
  work: (job: BatchJob<P>) => Promise<T>,
): Promise<{ errors: Map<string, unknown>; succeeded: { jobId: string; value: T }[] }> {
  const outcomes = await Promise.allSettled(jobs.map(work));
  const errors = new Map<string, unknown>();
  const succeeded: { jobId: string; value: T }[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    const jobId = jobs[i]?.ctx.jobId;
    if (jobId === undefined) continue;
    if (outcome.status === 'rejected') errors.set(jobId, outcome.reason);
    else succeeded.push({ jobId, value: outcome.value });
  }
  return { errors, succeeded };
}

/** A definition as a module's job list holds it: its kind and how to bind it (the payload type stays inside). */
export type JobOf<Deps> = { readonly kind: string; readonly bind: (deps: Deps) => RunnableJob };

type Spec<S extends z.ZodType, Deps> = {
  kind: string;
  payload: S;
  /**
   * Delivery is at least once: a crash after the work but before the job is marked done, or a job
   * reclaimed as stale, runs it again. So a handler is idempotent by design (check-then-act on its
   * own rows, stable ids such as ctx.jobId). Throw to retry with backoff; PermanentJobError fails at once.
   */
  handle: (payload: z.output<S>, ctx: JobContext, deps: Deps) => Promise<void>;
  /** Claims before the job is marked failed, for every enqueue of this kind (default 5). */
  maxAttempts?: number;
  /** A recurring job's calendar (`dailyAt`, `everyMinutes`): the worker queues its runs; payload null. */
  schedule?: (after: Date) => Date;
  /**
   * What the row keeps once the job is done or failed for good, when its payload carries a secret
   * (decisions 043, 054).
   */
  keepWhenDone?: (payload: z.output<S>) => unknown;
  /**
   * Handles several claimed jobs of the kind at once (writes shared by the batch cost one commit
   * instead of one each). The same rules as `handle` hold per job: idempotent, at least once. Answers
   * the jobs that failed, with their error; `markDone` finishes jobs in the handler's last
   * transaction. A job claimed without others of its kind runs through `handle`.
   */
  handleBatch?: (jobs: readonly BatchJob<z.output<S>>[], deps: Deps, markDone: MarkDoneIn) => Promise<BatchErrors>;
};

export type JobDefinition<S extends z.ZodType, Deps> = JobOf<Deps> & {
  readonly payload: S;
  /** The job as a row to write with others in one statement (`enqueueJobs`). */
  input(payload: z.input<S>, options?: Omit<EnqueueOptions, 'clock'>): JobInput;
  readonly handle: Spec<S, Deps>['handle'];
  /**
   * Writes a job into the outbox. Pass the service's own transaction so the job exists if and only
   * if the business write committed. Returns the job id, or undefined when a job with the same
   * dedupe key already exists.
   */
  enqueue: {
    (db: Db, payload: z.input<S>, options: EnqueueOptions & { dedupeKey?: undefined }): Promise<string>;
    (db: Db, payload: z.input<S>, options: EnqueueOptions): Promise<string | undefined>;
  };
};

/** A job kind as the code that queues it sees it: its name, its payload's schema, how to queue it. */
export type DeclaredJob<S extends z.ZodType> = {
  readonly kind: string;
  readonly payload: S;
  readonly maxAttempts: number | undefined;
  /** The job as a row to write with others in one statement (`enqueueJobs`). */
  input(payload: z.input<S>, options?: Omit<EnqueueOptions, 'clock'>): JobInput;
  /**
   * Writes a job into the outbox. Pass the service's own transaction so the job exists if and only
   * if the business write committed. Returns the job id, or undefined when a job with the same
   * dedupe key already exists.
   */
  enqueue: JobDefinition<S, unknown>['enqueue'];
};

/**
 * A job kind declared apart from its handler, for a kind that one part of a module queues and another
 * handles (the handler's folder must not be imported by the queuing one): `defineJob({ ...declared,
 * handle })` gives it its handler.
 */
export function declareJob<S extends z.ZodType>(spec: {
  kind: string;
  payload: S;
  maxAttempts?: number;
}): DeclaredJob<S> {
  const { kind, maxAttempts } = spec;
  function input(payload: z.input<S>, options: Omit<EnqueueOptions, 'clock'> = {}): JobInput {
    const attempts = options.maxAttempts ?? maxAttempts;
    return { kind, payload, ...options, ...(attempts === undefined ? {} : { maxAttempts: attempts }) };
  }
  async function enqueue(db: Db, payload: z.input<S>, options: EnqueueOptions): Promise<string | undefined> {
    const { clock, ...rest } = options;
    return enqueueJob(db, input(payload, rest), clock);
  }
  return { kind, payload: spec.payload, maxAttempts, input, enqueue: enqueue as DeclaredJob<S>['enqueue'] };
}

/**
 * One job kind: its name, its payload's schema and its handler, in one place. The payload type of
 * `enqueue` and of `handle` comes from the schema; the worker parses the stored payload once before
 * `handle`. The handler's services (`deps`) are given when the worker's list is bound.
 */
export function defineJob<S extends z.ZodType, Deps = unknown>(spec: Spec<S, Deps>): JobDefinition<S, Deps> {
  const { kind, payload: schema, handle, handleBatch, maxAttempts, schedule, keepWhenDone } = spec;
  const { input, enqueue } = declareJob(spec);
  const bind = (deps: Deps): RunnableJob => ({
    kind,
    maxAttempts,
    schedule,
    async run(raw, ctx) {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) throw new PermanentJobError(`invalid ${kind} payload: ${parsed.error.message}`);
      await handle(parsed.data, ctx, deps);
      return keepWhenDone ? { keep: keepWhenDone(parsed.data) } : undefined;
    },
    keepWhenGivenUp(raw) {
      if (!keepWhenDone) return undefined;
      const parsed = schema.safeParse(raw);
      return { keep: parsed.success ? keepWhenDone(parsed.data) : null };
    },
    ...(handleBatch && { runBatch: (runs, markDone) => runBatch(runs, markDone, deps) }),
  });
  /** Parses each payload (one that fails is that job's permanent failure), then hands the rest over at once. */
  async function runBatch(runs: readonly BatchRun[], markDone: MarkDoneIn, deps: Deps): Promise<BatchOutcome[]> {
    if (!handleBatch) throw new Error(`job kind "${kind}" has no batch handler`);
    const parsed = runs.map((run) => ({ run, parsed: schema.safeParse(run.payload) }));
    const valid = parsed.flatMap(({ run, parsed: p }) => (p.success ? [{ payload: p.data, ctx: run.ctx }] : []));
    const marked = new Set<string>();
    const markAndNote: MarkDoneIn = async (tx, ids) => {
      await markDone(tx, ids);
      for (const id of ids) marked.add(id);
    };
    const errors = valid.length > 0 ? await handleBatch(valid, deps, markAndNote) : new Map<string, unknown>();
    return parsed.map(({ run, parsed: p }): BatchOutcome => {
      if (!p.success) return { ok: false, error: new PermanentJobError(`invalid ${kind} payload: ${p.error.message}`) };
      const error = errors.get(run.ctx.jobId);
      if (error !== undefined) return { ok: false, error };
      const keep = keepWhenDone ? { keep: keepWhenDone(p.data) } : undefined;
      return { ok: true, keep, marked: marked.has(run.ctx.jobId) };
    });
  }
  return { kind, payload: schema, handle, bind, input, enqueue };
}

/** Binds a module's definitions to the services their handlers need, for the worker. */
export const bindJobs = <Deps>(jobs: readonly JobOf<Deps>[], deps: Deps): RunnableJob[] =>
  jobs.map((job) => job.bind(deps));
