import { readToken } from '../admin-session.ts';
import { expireSession, SESSION_EXPIRED } from './expired-session.ts';

/** The outcome of an admin call: the body, the server's `{ error }` text (or null), or no answer at all. */
export type AdminResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string | null; network: boolean };

type Options = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  fetchFn?: typeof fetch;
  onUnauthorized?: () => void;
};

export function bearer(): Record<string, string> {
  const token = typeof window === 'undefined' ? null : readToken(window.localStorage);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The shared authenticated request: bearer token and cookies; any 401 ends the session. */
export async function adminFetch<T>(path: string, options: Options = {}): Promise<AdminResult<T>> {
  const { method = 'GET', json, body, fetchFn = fetch, onUnauthorized = expireSession } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...bearer() };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetchFn(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: json !== undefined ? JSON.stringify(json) : body,
    });
  } catch {
    return { ok: false, status: 0, error: null, network: true };
  }
  if (response.status === 401) {
    onUnauthorized();
    return { ok: false, status: 401, error: SESSION_EXPIRED, network: false };
  }
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: data as T };
  const error = (data as { error?: unknown } | null)?.error;
  return {
    ok: false,
    status: response.status,
    error: typeof error === 'string' && error ? error : null,
    network: false,
  };
}

/** The message to show for a failed call: the server's text, else the fallback (or the network text). */
export function failureText(result: AdminResult<unknown>, fallback: string, networkText = fallback): string {
  if (result.ok) return '';
  if (result.network) return networkText;
  return result.error ?? fallback;
}

/** For queries: the body, or an Error carrying the message to show. */
export async function adminQuery<T>(path: string, fallback: string, networkText = fallback): Promise<T> {
  const result = await adminFetch<T>(path);
  if (!result.ok) throw new Error(failureText(result, fallback, networkText));
  return result.data;
}
