import { z } from 'zod';
import { defineJob, type JobContext, type RunnableJob } from '../src/platform/jobs/define-job.ts';

type TestHandler = (payload: unknown, ctx: JobContext) => Promise<void>;

/** Jobs of any payload for the worker's own tests: one runnable per kind, with the handler given. */
export function testJobs(
  handlers: Record<string, TestHandler>,
  extra: { schedule?: (after: Date) => Date; maxAttempts?: number } = {},
): RunnableJob[] {
  return Object.entries(handlers).map(([kind, handle]) =>
    defineJob({ kind, payload: z.unknown(), handle: (payload, ctx) => handle(payload, ctx), ...extra }).bind(undefined),
  );
}

/** The media storage of a shop whose works have no stored files: every read finds nothing. */
export const noMediaFiles = { read: async () => undefined };
