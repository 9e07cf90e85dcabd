import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ByteRange, MediaStorage } from './storage.ts';

// Every key is content-addressed (`<hash>/...`): a URL's bytes never change, so caches keep them.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Only `<hash>/<file>` is ever stored; anything else (folders, dot files) is simply not found.
const MEDIA_FILE = /^\/[a-z0-9]+\/[a-z0-9][a-z0-9._-]*$/;
const ONE_RANGE = /^bytes=(\d{1,15})-(\d{0,15})$/;

/**
 * Serves media at `/media/*`: from `DATA_DIR/media` on local disk, or streamed from the bucket with
 * the same headers when the storage is S3. With a public bucket or CDN address the pages link there
 * directly, and `/media/*` redirects to it for links made before.
 */
export async function registerMediaRoutes(app: FastifyInstance, storage: MediaStorage): Promise<void> {
  const rootDir = storage.localRoot;
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
      if (rootDir === undefined) return registerStreamed(scope, storage);
      mkdirSync(rootDir, { recursive: true });
      await scope.register(fastifyStatic, {
        root: rootDir,
        prefix: '/',
        decorateReply: false,
        wildcard: true,
        index: false,
        list: false,
        allowedPath: (pathname) => MEDIA_FILE.test(pathname),
        cacheControl: false,
        // @fastify/static 10 passes the Fastify reply here (older versions passed the raw response).
        setHeaders: (reply) => {
          reply.header('cache-control', IMMUTABLE);
          reply.header('x-content-type-options', 'nosniff');
        },
      });
    },
    { prefix: '/media' },
  );
}

function registerStreamed(scope: FastifyInstance, storage: MediaStorage): void {
  scope.get('/*', { logLevel: 'warn' }, async (request, reply) => {
    const path = `/${(request.params as { '*': string })['*']}`;
    if (!MEDIA_FILE.test(path)) return reply.code(404).send({ error: 'Not found' });
    const key = path.slice(1);
    const url = storage.publicUrl(key);
    if (url !== `/media/${key}`) return reply.redirect(url, 302);

    const range = byteRange(request.headers.range);
    const media = await storage.read(key, range).catch((err: unknown) => {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416)
        return 'unsatisfiable' as const;
      throw err;
    });
    if (media === 'unsatisfiable') return reply.code(416).send({ error: 'Range not satisfiable' });
    if (!media) return reply.code(404).send({ error: 'Not found' });
    reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('accept-ranges', 'bytes');
    reply.type(media.contentType);
    if (media.etag) reply.header('etag', media.etag);
    if (media.etag && request.headers['if-none-match'] === media.etag) {
      media.body.destroy();
      return reply.code(304).send();
    }
    if (media.range) {
      const { start, end } = media.range;
      reply.code(206).header('content-range', `bytes ${start}-${end}/${media.size}`);
      reply.header('content-length', String(end - start + 1));
    } else {
      reply.header('content-length', String(media.size));
    }
    return reply.send(media.body);
  });
}

/** One `bytes=a-b` range (what video players ask for); anything else is served whole. */
function byteRange(header: string | undefined): ByteRange | undefined {
  const m = header ? ONE_RANGE.exec(header) : null;
  if (!m) return undefined;
  const start = Number(m[1]);
  const end = m[2] ? Number(m[2]) : undefined;
  return end !== undefined && end < start ? undefined : { start, ...(end !== undefined ? { end } : {}) };
}
