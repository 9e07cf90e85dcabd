/** Thrown by a handler when trying again cannot help (a malformed payload): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

const BASE_DELAY_MS = 5_000;
const MAX_DELAY_MS = 60 * 60_000;

/** Exponential backoff: 10 s after the first failed attempt, 20 s, 40 s, ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(2 ** attempts * BASE_DELAY_MS, MAX_DELAY_MS);
}

const MAX_ERROR_LENGTH = 2_000;

/** What goes into jobs.last_error: the message, kept short enough for a text column and a log line. */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}
