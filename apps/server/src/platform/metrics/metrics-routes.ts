import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.ts';

/**
 * Counts answers in the request counter and the latency histogram (also those sent without the
 * app); each method, route and status's series is looked up once, not hashed from labels each time.
 */
export function answerCounter(metrics: Metrics): (method: string, route: string, status: number, ms: number) => void {
  const series = new Map<string, { requests: { inc(): void }; latency: { observe(seconds: number): void } }>();
  return (method, route, status, ms) => {
    const key = `${method} ${route} ${status}`;
    let s = series.get(key);
    if (!s) {
      s = {
        requests: metrics.requests.labels({ method, route, status: String(status) }),
        latency: metrics.latency.labels({ method, route }),
      };
      series.set(key, s);
    }
    s.requests.inc();
    s.latency.observe(ms / 1000);
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Counts every answer by route pattern (not the raw URL, so ids do not explode the label set), and
 * serves `GET /metrics` to whoever shows `Authorization: Bearer <METRICS_TOKEN>`. Without a token
 * configured there is no /metrics at all: the figures (revenue, orders) are the gallery's business.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
  count = answerCounter(metrics),
): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    count(request.method, route, reply.statusCode, reply.elapsedTime);
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
