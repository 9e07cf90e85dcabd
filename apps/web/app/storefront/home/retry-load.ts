import { isNetworkError } from '../gallery/retry.ts';

/** A home section that failed to load tries again after 1, 2 and 4 seconds when the network failed. */
export const HOME_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

/** Resolves after `ms`, or rejects at once when the signal aborts (the section left the page). */
export const wait: Wait = (ms, signal) =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Runs `load`, and again after each delay while it fails for want of a network (an error mentioning
 * network or fetch); a server's answer, good or bad, ends the tries at once. The last error is thrown.
 */
export async function loadWithRetry<T>(
  load: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  { delays = HOME_RETRY_DELAYS_MS, pause = wait }: { delays?: readonly number[]; pause?: Wait } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load(signal);
    } catch (error) {
      const delay = delays[attempt];
      if (signal.aborted || delay === undefined || !isNetworkError(error)) throw error;
      await pause(delay, signal);
    }
  }
}
