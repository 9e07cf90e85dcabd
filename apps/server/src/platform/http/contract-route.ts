import type { Endpoint, EndpointRole } from '@vernissage/contract';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The role an admin route needs (decision 030): `'staff'` lets any admin in, `'owner'` only
     * Owners. Set by `routeOf` from the endpoint's `role`; every route inside `adminApi` has one,
     * the app does not start otherwise.
     */
    role?: EndpointRole;
  }
}

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
  config: Omit<FastifyContextConfig, 'role'> = {},
): { method: E['method']; url: string; schema: ContractSchema<E>; config: FastifyContextConfig } {
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
  return {
    method: endpoint.method,
    url: endpoint.path.slice(app.prefix.length),
    schema: schema as ContractSchema<E>,
    // The role comes from the endpoint alone, so a route cannot state another one.
    config: endpoint.role ? { ...config, role: endpoint.role } : config,
  };
}
