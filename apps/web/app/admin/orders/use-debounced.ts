import { useEffect, useRef } from 'react';

/** Calls `commit(value)` once `value` has stayed the same for `delayMs`; a newer value restarts the wait. */
export function useDebouncedCommit<T>(value: T, commit: (value: T) => void, delayMs: number): void {
  const latest = useRef(commit);
  latest.current = commit;
  useEffect(() => {
    const timer = window.setTimeout(() => latest.current(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
}
