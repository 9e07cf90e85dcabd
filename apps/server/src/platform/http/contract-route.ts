import type { Endpoint } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';

/** What the API's map says about a route beside its contract: grouping, a sentence, visibility. */
export type RouteDoc = { tags: string[]; summary?: string; hide?: boolean; consumes?: string[] };

type Part<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;
export type ContractSchema<E extends Endpoint> = RouteDoc & {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: E['responses'];
};

/**
 * A route's method, URL and schemas from its contract endpoint (decision 047), to spread into
 * `app.route({ ...routeOf(app, endpoint, doc), handler })`. The URL is the endpoint's path made
 * relative to the scope's prefix (`/api/admin` inside `adminApi`); an endpoint outside the prefix
 * stops the start. Requests are validated with the endpoint's schemas as before.
 */
export function routeOf<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  doc: RouteDoc,
): { method: E['method']; url: string; schema: ContractSchema<E> } {
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.method} ${endpoint.path} cannot be registered under ${app.prefix}`);
  }
  const schema = {
    ...doc,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: endpoint.responses,
  };
  return { method: endpoint.method, url: endpoint.path.slice(app.prefix.length), schema: schema as ContractSchema<E> };
}
