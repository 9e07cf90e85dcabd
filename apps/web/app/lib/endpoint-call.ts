import { type Endpoint, type EndpointArgs, type EndpointSuccess, urlOf } from '@vernissage/contract';
import { type ApiRequest, type ApiResult, requestApi } from './api-client.ts';

/** What a call may add to an endpoint's own method, URL and JSON body. */
export type CallOptions = Omit<ApiRequest, 'method' | 'json' | 'body'>;

/**
 * Calls an endpoint of the contract (decision 047): its method, its path with the parameters
 * filled in, the query and the JSON body; a successful answer is parsed with the schema the
 * contract gives for its status (an answer it does not list is a failure, never a cast).
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  args: EndpointArgs<E>,
  options: CallOptions = {},
): Promise<ApiResult<EndpointSuccess<E>>> {
  const { body } = args as { body?: unknown };
  return requestApi<EndpointSuccess<E>>(
    urlOf(endpoint, args),
    (status, data) => {
      const schema = endpoint.responses[status];
      if (!schema) return { success: false };
      const parsed = schema.safeParse(data);
      return parsed.success ? { success: true, data: parsed.data as EndpointSuccess<E> } : { success: false };
    },
    { ...options, method: endpoint.method, ...(body !== undefined ? { json: body } : {}) },
  );
}
