import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Counts every answer by route pattern (not the raw URL, so ids do not explode the label set), and
 * serves `GET /metrics` to whoever shows `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * configured there is no /metrics at all: the figures (revenue, orders) are the gallery's business.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const method = request.method;
    metrics.requests.inc({ method, route, status: String(reply.statusCode) });
    metrics.latency.observe({ method, route }, reply.elapsedTime / 1000);
  });
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
    // Compared as digests in constant time: the token's length and bytes leak nothing.
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
