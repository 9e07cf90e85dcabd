import { useEffect, useState } from 'react';
import { loadWithRetry } from './retry-load.ts';

export type Section<T> = { data: T; error: string | null; loading: boolean };

/**
 * A home section rendered by the server, which the browser loads again when the server could not
 * (retrying network failures after 1, 2 and 4 s). The final error is the browser's own: the real
 * status of the API's answer, or the network's failure.
 */
export function useSectionReload<T>(
  initial: { data: T; error: string | null },
  load: (signal: AbortSignal) => Promise<T>,
  messageOf: (error: unknown) => string,
): Section<T> {
  const [state, setState] = useState<Section<T>>({ ...initial, loading: false });
  const failedOnServer = initial.error !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per server failure; load and messageOf are module functions
  useEffect(() => {
    if (!failedOnServer) return;
    const abort = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    loadWithRetry(load, abort.signal).then(
      (data) => setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (!abort.signal.aborted) setState((s) => ({ ...s, error: messageOf(error), loading: false }));
      },
    );
    return () => abort.abort();
  }, [failedOnServer]);
  return state;
}
