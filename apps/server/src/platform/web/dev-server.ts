import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { type AttachBuild, isReservedPath, type LoadBuild } from './web-build.ts';

type Vite = typeof import('vite');
type ViteDevServer = Awaited<ReturnType<Vite['createServer']>>;

/**
 * Starts Vite in middleware mode (slow: done before the plugin is registered, so Fastify's
 * plugin timeout does not apply). Its hot-reload socket shares the app's HTTP server.
 */
export async function prepareVite(webRoot: string, httpServer: Server): Promise<AttachBuild> {
  // Resolved from apps/web, which owns Vite, and imported at run time: the server bundle never contains it.
  const viteEntry = createRequire(join(webRoot, 'package.json')).resolve('vite');
  const vite = (await import(pathToFileURL(viteEntry).href)) as Vite;
  const devServer = await vite.createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });
  return (web) => useVite(web, devServer);
}

/**
 * Lets Vite answer its own paths (modules, HMR client, public files) and loads the server build
 * from it afresh on every request, so edits show without a restart.
 */
function useVite(web: FastifyInstance, devServer: ViteDevServer): LoadBuild {
  web.addHook('onRequest', (request, reply, done) => {
    if (isReservedPath(request.url)) return done();
    devServer.middlewares(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
  web.addHook('onClose', async () => {
    await devServer.close();
  });
  return async () => (await devServer.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
}
