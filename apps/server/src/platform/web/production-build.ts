import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerBuild } from 'react-router';
import { StartupError } from '../../startup-checks.ts';
import type { AttachBuild, LoadBuild } from './web-build.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/**
 * Imports the server bundle that `react-router build` wrote to apps/web/build/server; attaching
 * it serves the built client files, fingerprinted assets cached for a year.
 */
export async function prepareBuild(webRoot: string): Promise<AttachBuild> {
  const serverEntry = join(webRoot, 'build/server/index.js');
  if (!existsSync(serverEntry)) {
    throw new StartupError(`The web build is missing (${serverEntry}): run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  return (web) => serveBuild(web, webRoot, build);
}

async function serveBuild(web: FastifyInstance, webRoot: string, build: ServerBuild): Promise<LoadBuild> {
  await web.register(fastifyStatic, {
    root: join(webRoot, 'build/client'),
    prefix: '/',
    wildcard: false, // one route per file, so every other path reaches the pages catch-all
    decorateReply: false,
    preCompressed: true, // .br and .gz siblings written at build time
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply: FastifyReply, path: string) => {
      reply.header('Cache-Control', path.includes('/assets/') ? IMMUTABLE : SHORT);
    },
  });
  return async () => build;
}
