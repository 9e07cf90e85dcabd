import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Fastify request as a Web `Request` for React Router: same URL, headers and body stream,
 * and an abort signal that fires when the client goes away before the response is done.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue; // HTTP/2 pseudo-headers
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }

  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (hasBody) {
    // The body was left unread (see the pass-through content-type parser); stream it through.
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(url, init);
}
