export type PostResult<T> = { kind: 'ok'; data: T } | { kind: 'error'; error: string | null } | { kind: 'network' };

/**
 * POSTs JSON and sorts the outcome: the parsed body on success, the server's `{ error }` (or null)
 * on a failed answer, and 'network' when no answer came at all.
 */
export async function postJson<T>(url: string, body: unknown): Promise<PostResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'network' };
  }
  const data: unknown = await res.json().catch(() => null);
  if (res.ok) return { kind: 'ok', data: data as T };
  const error = (data as { error?: unknown } | null)?.error;
  return { kind: 'error', error: typeof error === 'string' && error ? error : null };
}
