import { isRetryableLoad } from './retry-load.ts';

/**
 * How a home section arrives from its route loader (plain data, so it crosses from server to
 * browser): loaded; failed for good; `reload`: the server could not read it, so the browser loads it
 * (at once, then after 1, 2 and 4 s); `retry`: the browser's first try failed, so it tries again
 * after 1, 2 and 4 s.
 */
export type SectionStart<T> =
  | { status: 'loaded'; data: T }
  | { status: 'failed'; error: string }
  | { status: 'reload' }
  | { status: 'retry' };

export const loadedSection = <T>(data: T): SectionStart<T> => ({ status: 'loaded', data });

/** The server's read failed: the browser loads the section itself and shows its own answer. */
export const reloadSection: SectionStart<never> = { status: 'reload' };

/** The browser's first try at a section, as a client loader makes it: loaded, to retry, or failed. */
export async function firstTry<T>(
  load: (signal: AbortSignal) => Promise<T>,
  signal: AbortSignal,
  messageOf: (error: unknown) => string,
): Promise<SectionStart<T>> {
  try {
    return loadedSection(await load(signal));
  } catch (error) {
    if (signal.aborted) throw error;
    return isRetryableLoad(error) ? { status: 'retry' } : { status: 'failed', error: messageOf(error) };
  }
}
