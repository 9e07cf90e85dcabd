import { randomBytes } from 'node:crypto';
import type { StorefrontLoadContext } from '@vernissage/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { createRequestHandler } from 'react-router';
import { perClientLimit } from '../http/rate-limit.ts';
import { prepareVite } from './dev-server.ts';
import { prepareBuild } from './production-build.ts';
import { type AttachBuild, isReservedPath } from './web-build.ts';
import { toWebRequest } from './web-request.ts';
import { sendWebResponse } from './web-response.ts';

export type WebOptions = {
  mode: 'production' | 'development';
  /** Absolute path of apps/web. */
  webRoot: string;
  loadContext: (request: FastifyRequest) => Omit<StorefrontLoadContext, 'cspNonce'>;
  /** Pages rendered like any other but limited per client (a lookup by a secret in the path). */
  limitedPages?: { url: string; perMinute: number }[];
};

const methods: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Serves the React Router app (storefront and admin pages) and its assets. Registered in its own
 * encapsulated scope (not fastify-plugin) so its body parsing and hooks touch no other route.
 */
export async function registerWeb(app: FastifyInstance, opts: WebOptions): Promise<void> {
  // The slow part (importing the build, starting Vite) runs before the plugin, outside its timeout.
  const attach: AttachBuild =
    opts.mode === 'production' ? await prepareBuild(opts.webRoot) : await prepareVite(opts.webRoot, app.server);

  await app.register(async (web) => {
    // Actions read the raw body themselves: leave it unparsed for every content type.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const loadBuild = await attach(web);
    const handle = createRequestHandler(loadBuild, opts.mode);

    const render = async (request: FastifyRequest, reply: FastifyReply) => {
      // /api and /media routes are registered by their modules; reaching here means none matched.
      if (isReservedPath(request.url)) return reply.code(404).send({ error: 'Not found' });
      const cspNonce = randomBytes(16).toString('base64');
      const response = await handle(toWebRequest(request, reply), { ...opts.loadContext(request), cspNonce });
      return sendWebResponse(request, reply, response);
    };
    for (const page of opts.limitedPages ?? []) {
      web.route({
        method: ['GET', 'HEAD'],
        url: page.url,
        config: { rateLimit: perClientLimit(page.perMinute) },
        handler: render,
      });
    }
    web.route({ method: methods, url: '*', handler: render });
  });
}
