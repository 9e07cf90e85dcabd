import { type Endpoint, type EndpointArgs, urlOf } from '@vernissage/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';
import { call as inject } from './admin-fixtures.ts';

type Listed<E extends Endpoint> = Extract<keyof E['responses'], number>;

/**
 * What a call answered, typed by the endpoint's responses: checking `status` narrows `body` to that
 * status's schema. An endpoint that answers a file lists no schema: its body is `unknown`.
 */
export type EndpointAnswer<E extends Endpoint> = [Listed<E>] extends [never]
  ? { status: number; body: unknown; headers: Record<string, unknown> }
  : {
      [S in Listed<E>]: { status: S; body: z.output<E['responses'][S]>; headers: Record<string, unknown> };
    }[Listed<E>];

/** Extra request options: the admin's token, the client's address, headers. */
type CallOptions = { token?: string; remoteAddress?: string; headers?: Record<string, string> };

/**
 * Calls an endpoint through the app as the API's clients do, from its contract descriptor: the
 * method and URL come from the endpoint, so a test never spells a path by hand (decision 047).
 */
export async function callEndpoint<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  args: EndpointArgs<E> & CallOptions = {} as EndpointArgs<E> & CallOptions,
): Promise<EndpointAnswer<E>> {
  const answer = await inject(app, requestOf(endpoint, args));
  return answer as EndpointAnswer<E>;
}

/** The request `callEndpoint` sends, for a caller that sends it itself (the browser-like `browserSession`). */
export function requestOf<const E extends Endpoint>(
  endpoint: E,
  args: EndpointArgs<E> & CallOptions = {} as EndpointArgs<E> & CallOptions,
): InjectOptions & { token?: string } {
  const { token, remoteAddress, headers, body } = args as CallOptions & { body?: unknown };
  return {
    method: endpoint.method,
    url: urlOf(endpoint, args as { params?: unknown; query?: unknown }),
    ...(body === undefined ? {} : { payload: body as object }),
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(headers ? { headers } : {}),
    ...(token ? { token } : {}),
  };
}

/**
 * A value sent on purpose outside the endpoint's schema (a hostile or malformed request), typed as
 * the schema's input so the call compiles; the test then expects the server's 400.
 */
export const outsideSchema = <T>(value: unknown): T => value as T;
