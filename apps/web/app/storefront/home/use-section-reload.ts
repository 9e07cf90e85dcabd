import { useEffect, useState } from 'react';
import { loadWithRetry } from './retry-load.ts';
import type { SectionStart } from './section-start.ts';

export type Section<T> = { data: T; error: string | null; loading: boolean };

const shown = <T>(start: SectionStart<T>, empty: T): Section<T> => {
  if (start.status === 'loaded') return { data: start.data, error: null, loading: false };
  if (start.status === 'failed') return { data: empty, error: start.error, loading: false };
  return { data: empty, error: null, loading: true };
};

/**
 * A home section from its route loader, which the browser loads (again) when the loader could not:
 * "Loading..." while it tries, after 1, 2 and 4 s, then the data or the last try's own error (the
 * real status of the API's answer, or the network's failure).
 */
export function useSectionReload<T>(
  start: SectionStart<T>,
  empty: T,
  load: (signal: AbortSignal) => Promise<T>,
  messageOf: (error: unknown) => string,
): Section<T> {
  const [state, setState] = useState(() => shown(start, empty));
  const [startShown, setStartShown] = useState(start);
  // New loader data (a revalidation) replaces the section, as React suggests: during render.
  if (startShown !== start) {
    setStartShown(start);
    setState(shown(start, empty));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per loader answer; load, messageOf and empty are module values
  useEffect(() => {
    if (start.status !== 'reload' && start.status !== 'retry') return;
    const abort = new AbortController();
    loadWithRetry(load, abort.signal, { afterFailedTry: start.status === 'retry' }).then(
      (data) => setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState({ data: empty, error: messageOf(error), loading: false });
      },
    );
    return () => abort.abort();
  }, [start]);
  return state;
}
