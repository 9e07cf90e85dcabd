import type { Endpoint, EndpointArgs, EndpointSuccess } from '@vernissage/contract';
import type { ApiRequest, ApiResult } from '../../lib/api-client.ts';
import { callEndpoint } from '../../lib/endpoint-call.ts';
import { readToken, withRenewal } from '../admin-session.ts';
import { expireSession, SESSION_EXPIRED } from '../lib/expired-session.ts';

/** The outcome of an admin call: the parsed body, the server's `{ error }` text (or null), or no answer. */
export type AdminResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      error: string | null;
      network: boolean;
      /** The server's message per field of a refused body (`{ error, details }`), when it sent them. */
      details?: Record<string, string>;
    };

export type AdminCallOptions = Pick<ApiRequest, 'fetchFn'> & { onUnauthorized?: () => void };

export function bearer(): Record<string, string> {
  const token = readToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

const toAdminResult = <T>(result: ApiResult<T>): AdminResult<T> =>
  result.ok
    ? { ok: true, status: result.status, data: result.data }
    : {
        ok: false,
        status: result.status,
        error: result.error,
        network: result.network,
        ...(Object.keys(result.details).length > 0 ? { details: result.details } : {}),
      };

/**
 * The back office's one way to call the API: an endpoint of the contract (decision 047) with the
 * bearer token and cookies, the body parsed with the contract's schema (an answer that does not
 * match is a failure, never a cast). A 401 renews the access token from the refresh cookie and
 * tries once more; a 401 then ends the session.
 */
export async function adminCall<E extends Endpoint>(
  endpoint: E,
  args: EndpointArgs<E>,
  options: AdminCallOptions = {},
): Promise<AdminResult<EndpointSuccess<E>>> {
  const { onUnauthorized = expireSession, fetchFn } = options;
  const result = await withRenewal(
    () =>
      callEndpoint(endpoint, args, { headers: bearer(), credentials: 'same-origin', ...(fetchFn ? { fetchFn } : {}) }),
    fetchFn,
  );
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

/** For queries: the parsed body of a call, or an Error carrying the message to show. */
export async function adminQuery<T>(
  call: Promise<AdminResult<T>>,
  fallback: string,
  networkText = fallback,
): Promise<T> {
  const result = await call;
  if (!result.ok) throw new Error(failureText(result, fallback, networkText));
  return result.data;
}
