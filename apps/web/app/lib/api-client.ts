import type { z } from 'zod';

/**
 * The outcome of a call to our API, the same for both halves of the app: the body parsed with the
 * contract's schema, or why there is none (the server's `{ error }` text, an answer that is not
 * what the contract says, or no answer at all).
 */
export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | {
      ok: false;
      status: number;
      statusText: string;
      error: string | null;
      /** Field messages a validation failure may carry (`{ error, details }`). */
      details: Record<string, string>;
      /** The answer's JSON, for failures that carry more than a message (e.g. new prices). */
      body: unknown;
      network: boolean;
      nonJson: boolean;
    };

export type ApiRequest = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  /** Lets the request outlive the page (a consent sent as the visitor leaves). */
  keepalive?: boolean;
  fetchFn?: typeof fetch;
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
const errorText = (data: unknown): string | null => {
  const error = (data as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error ? error : null;
};
const detailsOf = (data: unknown): Record<string, string> => {
  const details = (data as { details?: unknown } | null)?.details;
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(Object.entries(details).filter((e): e is [string, string] => typeof e[1] === 'string'));
};
const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** How a successful answer is read: the parsed body, or a failure when it is not what the contract says. */
export type ReadAnswer<T> = (status: number, data: unknown) => { success: true; data: T } | { success: false };

/** Calls the API and parses a successful body with `schema`; an aborted call still throws. */
export async function callApi<S extends z.ZodType>(
  url: string,
  schema: S,
  request: ApiRequest = {},
): Promise<ApiResult<z.output<S>>> {
  return requestApi(url, (_status, data) => schema.safeParse(data), request);
}

/** Calls the API and reads a successful body with `read`; an aborted call still throws. */
export async function requestApi<T>(url: string, read: ReadAnswer<T>, request: ApiRequest = {}): Promise<ApiResult<T>> {
  const { method = 'GET', json, body, headers = {}, signal, credentials, keepalive, fetchFn = fetch } = request;
  const sent: Record<string, string> = { accept: 'application/json', ...headers };
  if (json !== undefined) sent['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetchFn(url, {
      method,
      headers: sent,
      body: json !== undefined ? JSON.stringify(json) : body,
      ...(signal ? { signal } : {}),
      ...(credentials ? { credentials } : {}),
      ...(keepalive ? { keepalive } : {}),
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    return {
      ok: false,
      status: 0,
      statusText: '',
      error: null,
      details: {},
      body: null,
      network: true,
      nonJson: false,
    };
  }
  // The content type is reported (the gallery names a non-JSON answer), but the body is read either way.
  const nonJson = !(res.headers.get('content-type') ?? '').includes('json');
  const data = parseJson(await res.text().catch(() => ''));
  const failed = { ok: false as const, status: res.status, statusText: res.statusText, network: false, nonJson };
  if (!res.ok) return { ...failed, error: errorText(data), details: detailsOf(data), body: data };
  const parsed = read(res.status, data);
  if (parsed.success) return { ok: true, status: res.status, data: parsed.data, headers: res.headers };
  return { ...failed, error: null, details: {}, body: data };
}
