import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a guarded back-office endpoint: any administrator, or Owners only (decision 030). */
export type EndpointRole = 'owner' | 'staff';

/**
 * One HTTP endpoint of the API, the single statement both ends build from (decision 047): the
 * server registers its route from it, the web clients call it through it. `path` is the full URL
 * path with `:name` parameters; `responses` gives the JSON body of each status it answers with
 * (an endpoint that answers a file or a page lists no schema for its success). `role` is the role a
 * guarded `/api/admin` endpoint needs: the server's route applies it and the back office reads it.
 */
export type Endpoint = {
  readonly method: HttpMethod;
  readonly role?: EndpointRole;
  readonly path: `/${string}`;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: { readonly [status: number]: z.ZodType };
};

/** Declares an endpoint, keeping its literal method, path and schemas in the type. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type SuccessStatus = 200 | 201 | 202 | 203;
type SuccessKey<E extends Endpoint> = Extract<keyof E['responses'], SuccessStatus>;

/** The parsed body of a successful answer (the union when more than one 2xx is listed). */
export type EndpointSuccess<E extends Endpoint> = [SuccessKey<E>] extends [never]
  ? unknown
  : E['responses'][SuccessKey<E>] extends infer S extends z.ZodType
    ? z.output<S>
    : never;

/** A query as an object the schema reads, or one already built (the gallery's filters, a search). */
export type QueryArg<Q extends z.ZodType> = z.input<Q> | URLSearchParams | string;

/** What a call of the endpoint needs: `params`, `query` and `body`, each when the endpoint has it. */
export type EndpointArgs<E extends Endpoint> = (E extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: never }) &
  (E extends { query: infer Q extends z.ZodType } ? { query?: QueryArg<Q> } : { query?: never }) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });

/** The `:name` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
}

/** The path with its parameters filled in (URL-encoded); a missing one is a programming error. */
export function pathOf(e: Endpoint, params?: Readonly<Record<string, unknown>>): string {
  return e.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${e.method} ${e.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values as the server's schemas read them: lists repeat the key, absent values are left out. */
export function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  if (typeof query === 'string') return query.replace(/^\?/, '');
  if (query instanceof URLSearchParams) return query.toString();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  return search.toString();
}

/** The URL of a call: the filled-in path and its query string, if any. */
export function urlOf(e: Endpoint, args: { params?: unknown; query?: unknown } = {}): string {
  const path = pathOf(e, args.params as Record<string, unknown> | undefined);
  const query = queryString(args.query);
  return query ? `${path}?${query}` : path;
}
