import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedAnswers } from './prepared-answers.ts';

const gzipAsync = promisify(gzip);
// Below this, compressing costs more than the bytes it saves.
const MIN_GZIP_BYTES = 1024;

/** A JSON response body prepared once and sent many times: bytes, validator and compressed form. */
export type JsonBody = { bytes: Buffer; etag: string; gzip(): Promise<Buffer> };

export function jsonBody(value: unknown): JsonBody {
  const bytes = Buffer.from(JSON.stringify(value), 'utf8');
  let gzipped: Promise<Buffer> | undefined;
  return {
    bytes,
    etag: `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`,
    // Compressed off the event loop, once, on the first request that accepts gzip.
    gzip: () => {
      gzipped ??= gzipAsync(bytes);
      return gzipped;
    },
  };
}

/** True when Accept-Encoding lists gzip (or *) without q=0. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Where a 200 answer may be kept to be sent again while `current()` holds (prepared-answers.ts). */
export type KeepAnswer = { answers: PreparedAnswers; current(): boolean };

/**
 * Sends a prepared body: 304 when the client holds the same version, gzip when it accepts it. With
 * `keep`, a 200 answer is kept, as it was sent, to be sent again as it is.
 */
export async function sendJsonBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
  keep?: KeepAnswer,
): Promise<FastifyReply> {
  reply.header('ETag', body.etag).header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  const held = request.headers['if-none-match'];
  if (held?.split(',').some((tag) => tag.trim() === body.etag)) return reply.code(304).send();
  const zipped = body.bytes.length >= MIN_GZIP_BYTES && acceptsGzip(request.headers['accept-encoding']);
  if (zipped) reply.header('Content-Encoding', 'gzip');
  const payload = zipped ? await body.gzip() : body.bytes;
  if (keep) {
    // Kept once sent, with the headers that went out, and only if it went out as a 200: a hook
    // after this one (the contract check in test builds) may still change the answer.
    const res = reply.raw;
    res.once('finish', () => {
      if (res.statusCode !== 200) return;
      keep.answers.remember(request.raw, {
        headers: res.getHeaders(),
        body: payload,
        current: keep.current,
        route: request.routeOptions.url ?? request.url,
      });
    });
  }
  return reply.send(payload);
}
