import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const compressible = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/** br, gzip or nothing, from the client's Accept-Encoding. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * Copies a Web `Response` from React Router onto the Fastify reply: status, headers (each
 * Set-Cookie kept separate) and the body as a stream, compressed with a flush per chunk so
 * streamed HTML still arrives as it is rendered.
 */
export function sendWebResponse(request: FastifyRequest, reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  if (!response.body || request.method === 'HEAD') {
    void response.body?.cancel();
    return reply.send();
  }
  const body = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
  const type = response.headers.get('content-type') ?? '';
  const encoding =
    compressible.test(type) && !response.headers.has('content-encoding')
      ? pickEncoding(request.headers['accept-encoding'])
      : null;
  if (!encoding) return reply.send(body);

  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  body.on('error', (err) => compressor.destroy(err));
  return reply.send(body.pipe(compressor));
}
