import type { Endpoint } from '@vernissage/contract';
import { vi } from 'vitest';

/** A request the fake server saw: its method and path, parsed JSON body and headers. */
type SeenRequest = { method: string; path: string; body: unknown; headers: Headers };
/** An answer, or `'network'` for a request that never gets one (fetch rejects). */
type Answer = Response | 'network';
type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

/** The fake server's key for an endpoint of the contract: `'POST /api/orders'`. */
export const routeOf = <E extends Endpoint>(endpoint: E) =>
  `${endpoint.method} ${endpoint.path}` as `${E['method']} ${E['path']}`;

/** A JSON answer with its status. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces `fetch` with a tiny in-test server: `routes` maps `'POST /api/path'` to its handler, and
 * every request is kept in `seen`. The app's own API clients run unchanged on top of it. For tests only.
 */
export function fakeFetch(routes: Record<string, Handler>) {
  const seen: SeenRequest[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : null;
    const request: SeenRequest = {
      method,
      path: url.pathname,
      body: text ? JSON.parse(text) : null,
      headers: new Headers(init.headers),
    };
    seen.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    const answer = handler ? await handler(request) : json(404, { error: 'Not found' });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return answer;
  });
  vi.stubGlobal('fetch', fetchFn);
  return { seen, calls: (route: string) => seen.filter((r) => `${r.method} ${r.path}` === route) };
}

/** A promise and its resolver, to hold an answer back while a test looks at the waiting state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
