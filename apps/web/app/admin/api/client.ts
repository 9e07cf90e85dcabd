import type { z } from 'zod';
import { type ApiRequest, type ApiResult, callApi } from '../../lib/api-client.ts';
import { readToken } from '../admin-session.ts';
import { expireSession, SESSION_EXPIRED } from '../lib/expired-session.ts';

/** The outcome of an admin call: the parsed body, the server's `{ error }` text (or null), or no answer. */
export type AdminResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string | null; network: boolean };

type Options = Pick<ApiRequest, 'method' | 'json' | 'body' | 'fetchFn'> & { onUnauthorized?: () => void };

export function bearer(): Record<string, string> {
  const token = typeof window === 'undefined' ? null : readToken(window.localStorage);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const toAdminResult = <T>(result: ApiResult<T>): AdminResult<T> =>
  result.ok
    ? { ok: true, status: result.status, data: result.data }
    : { ok: false, status: result.status, error: result.error, network: result.network };

/**
 * The back office's one client: bearer token and cookies, the body parsed with the contract's
 * schema (an answer that does not match is a failure, never a cast), and any 401 ends the session.
 */
export async function adminFetch<S extends z.ZodType>(
  path: string,
  schema: S,
  options: Options = {},
): Promise<AdminResult<z.output<S>>> {
  const { onUnauthorized = expireSession, ...request } = options;
  const result = await callApi(path, schema, { ...request, headers: bearer(), credentials: 'same-origin' });
  if (!result.ok && result.status === 401) {
    onUnauthorized();
    return { ok: false, status: 401, error: SESSION_EXPIRED, network: false };
  }
  return toAdminResult(result);
}

/** The message to show for a failed call: the server's text, else the fallback (or the network text). */
export function failureText(result: AdminResult<unknown>, fallback: string, networkText = fallback): string {
  if (result.ok) return '';
  if (result.network) return networkText;
  return result.error ?? fallback;
}

/** For queries: the parsed body, or an Error carrying the message to show. */
export async function adminQuery<S extends z.ZodType>(
  path: string,
  schema: S,
  fallback: string,
  networkText = fallback,
): Promise<z.output<S>> {
  const result = await adminFetch(path, schema, {});
  if (!result.ok) throw new Error(failureText(result, fallback, networkText));
  return result.data;
}
