import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

// Every key is content-addressed (`<hash>/...`): a URL's bytes never change, so caches keep them.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Only `<hash>/<file>` is ever stored; anything else (folders, dot files) is simply not found.
const MEDIA_FILE = /^\/[a-z0-9]+\/[a-z0-9][a-z0-9._-]*$/;

/**
 * Serves `DATA_DIR/media` at `/media/*` from local disk. With S3 storage the media URLs point at
 * the bucket or CDN instead and this route simply finds nothing.
 */
export async function registerMediaRoutes(app: FastifyInstance, rootDir: string): Promise<void> {
  mkdirSync(rootDir, { recursive: true });
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not found' }));
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
