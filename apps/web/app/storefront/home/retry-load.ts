import { isNetworkError } from '../gallery/retry.ts';

/** A home section that failed to load tries again after 1, 2 and 4 seconds. */
export const HOME_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

/** Resolves after `ms`, or rejects at once when the signal aborts (the section left the page). */
const wait: Wait = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** The server answered a home section's load with an error status (the status travels with it). */
export class ErrorStatusAnswer extends Error {
  override name = 'ErrorStatusAnswer';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Whether a home section's failed load is worth another try: no answer at all, or an error status
 * (a restart, a draining node, a rate limit). The spec retries "an error mentioning network or
 * fetch", and its text for an error status is "Failed to fetch featured artworks: ...". An answer
 * that is not JSON is not retried.
 */
export const isRetryableLoad = (error: unknown): boolean => error instanceof ErrorStatusAnswer || isNetworkError(error);

type RetryOptions = {
  delays?: readonly number[];
  pause?: Wait;
  /** The first try already happened and failed (retryably): start with the first wait. */
  afterFailedTry?: boolean;
};

/**
 * Runs `load`, and again after each delay while it fails retryably; any other failure ends the tries
 * at once. The last error is thrown.
 */
export async function loadWithRetry<T>(
  load: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  { delays = HOME_RETRY_DELAYS_MS, pause = wait, afterFailedTry = false }: RetryOptions = {},
): Promise<T> {
  const waits = [...delays];
  if (afterFailedTry) {
    const first = waits.shift();
    if (first === undefined) throw new Error('No retry left');
    await pause(first, signal);
  }
  for (;;) {
    try {
      return await load(signal);
    } catch (error) {
      const delay = waits.shift();
      if (signal.aborted || delay === undefined || !isRetryableLoad(error)) throw error;
      await pause(delay, signal);
    }
  }
}
