import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Runs `changed` after every successful write request (not GET or HEAD, status below 400), before
 * its answer leaves: the read caches are cleared by the time the writer reads again.
 */
export function afterEachWrite(app: FastifyInstance, changed: (request: FastifyRequest) => void): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) changed(request);
    return payload;
  });
}
