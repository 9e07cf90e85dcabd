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
};

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
  const { kind, payload: schema, handle, maxAttempts, schedule, keepWhenDone } = spec;
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
  });
  return { kind, payload: schema, handle, bind, input, enqueue };
}

/** Binds a module's definitions to the services their handlers need, for the worker. */
export const bindJobs = <Deps>(jobs: readonly JobOf<Deps>[], deps: Deps): RunnableJob[] =>
  jobs.map((job) => job.bind(deps));
