import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';

/** Paths other modules own (the JSON API and media): the pages never answer them. */
export function isReservedPath(url: string): boolean {
  return /^\/(api|media)(\/|\?|$)/.test(url);
}

export type LoadBuild = () => Promise<ServerBuild>;

/** Wires a build source (the built files, or Vite) into the web plugin's scope. */
export type AttachBuild = (web: FastifyInstance) => LoadBuild | Promise<LoadBuild>;
