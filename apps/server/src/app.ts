import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DbHandle } from './db/connection.ts';
import { requireAdmin } from './modules/admins/index.ts';
import { orderTotalsByPaymentStatus } from './modules/orders/index.ts';
import type { PaymentProvider } from './modules/payments/index.ts';
import { CATALOG_STALE_MS, type CatalogCache, createCatalogCache } from './platform/cache/catalog-cache.ts';
import { type CacheBus, sharedInvalidation } from './platform/cache/invalidation-bus.ts';
import type { Clock } from './platform/clock.ts';
import { afterEachWrite } from './platform/http/after-write.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import {
  createPreparedAnswers,
  type ServedAnswer,
  serverWithPreparedAnswers,
} from './platform/http/prepared-answers.ts';
import { databaseRateLimitStore } from './platform/http/rate-limit-store.ts';
import { OneLinePerRequest, requestForLog, servedAnswerLog } from './platform/http/request-log.ts';
import { checkResponsesAgainstContract } from './platform/http/response-contract.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { fastifyTrustProxy } from './platform/http/trust-proxy.ts';
import { newId } from './platform/ids.ts';
import { jobCountsByStatus } from './platform/jobs/queue-stats.ts';
import type { MediaStorage } from './platform/media/storage.ts';
import { createMetrics, type Metrics } from './platform/metrics/metrics.ts';
import { answerCounter, registerMetrics } from './platform/metrics/metrics-routes.ts';
import { registerModules } from './register-modules.ts';

export type AppDeps = {
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'env' | 'logLevel' | 'webRoot' | 'trustProxy'> &
    Partial<
      Pick<
        Config,
        'countryHeader' | 's3' | 'metricsToken' | 'newArrivalDays' | 'adminIdleMinutes' | 'requireOwnerTwoFactor'
      >
    >;
  database: DbHandle;
  storage: MediaStorage;
  clock: Clock;
  /** false in API tests, which need no HTML pages. */
  web: boolean;
  /** The process's pino logger; without it Fastify makes one (or none, with `logger: false`). */
  loggerInstance?: FastifyBaseLogger;
  logger?: FastifyServerOptions['logger'];
  /** Signs admin access tokens (resolveJwtSecret). */
  jwtSecret: string;
  /** Encrypts the secrets kept in the database, 32 bytes (resolveSecretsKey, decision 044). */
  secretsKey: Uint8Array;
  /** Card payments; null when the shop takes none (PAYMENT_PROVIDER=none), the built-in sandbox when absent (tests). */
  payments?: PaymentProvider | null;
  /** The storefront's read cache; main.ts shares it with the job worker, which changes stock too. */
  catalogCache?: CatalogCache;
  /** On PostgreSQL: tells the other nodes when a cache went stale (LISTEN/NOTIFY). */
  cacheBus?: CacheBus;
  /** This node's Prometheus metrics; main.ts shares them with the mailer. */
  metrics?: Metrics;
  /** True once SIGTERM arrived: /api/ready answers 503 so the load balancer stops sending. */
  draining?: () => boolean;
  /** Sees every route as it is registered; tests use it to walk the admin API. */
  onRoute?: (route: RouteOptions) => void;
};

const MB = 1024 * 1024;

/** The client's X-Request-Id when it is a plain token, else a new id. */
const requestIdOf = (given: string | string[] | undefined): string =>
  typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : newId();

/** Every plugin and module, registered on one Fastify instance; tests build it too. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // Built below, once the app's logger exists; a prepared answer is only kept after the app is built.
  let logServed: ((a: ServedAnswer) => void) | undefined;
  let count: ReturnType<typeof answerCounter> | undefined;
  const answers = createPreparedAnswers({
    requestId: (req) => requestIdOf(req.headers['x-request-id']),
    served: (a) => {
      logServed?.(a);
      count?.('GET', a.answer.route, 200, a.ms);
    },
  });
  const app = Fastify({
    serverFactory: serverWithPreparedAnswers(answers),
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? { level: deps.config.logLevel, serializers: { req: requestForLog } } }),
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    bodyLimit: 1 * MB,
    // Client addresses (rate limits, sign-in history) come from X-Forwarded-For only as far as TRUST_PROXY trusts its hops.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  logServed = servedAnswerLog(app.log);
  // Closing: the app answers 503 itself (return503OnClosing), so nothing is sent around it.
  app.addHook('preClose', (done) => {
    answers.stop();
    done();
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // Handlers build every response from explicit mappers, so plain JSON.stringify is safe and fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // Tests hold every answer to its contract instead, so a drift fails them loudly (decision 047).
  if (deps.config.env === 'test') checkResponsesAgainstContract(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  // HTML pages set their own nonce-based policy (apps/web entry.server.tsx); everything else gets none.
  registerSecurityHeaders(app);
  // On PostgreSQL every node counts in the database, so a client gets the limit once, not once per node.
  await app.register(rateLimit, {
    global: false,
    ...(deps.database.dialect === 'postgres' ? { store: databaseRateLimitStore(deps.database.db) } : {}),
  });
  registerErrorHandler(app);
  // In production the API's map is for signed-in admins (an admin token, as every admin route).
  const docsGuard =
    deps.config.env === 'production'
      ? requireAdmin({ db: deps.database.db, clock: deps.clock, jwtSecret: deps.jwtSecret })
      : undefined;
  await registerOpenApi(app, docsGuard);
  const metrics = deps.metrics ?? createMetrics();
  metrics.readFrom({
    jobCounts: () => jobCountsByStatus(deps.database.db),
    orderTotals: () => orderTotalsByPaymentStatus(deps.database.db),
    pool: deps.database.pool,
  });
  count = answerCounter(metrics);
  registerMetrics(app, metrics, deps.config.metricsToken, count);

  const catalogCache =
    deps.catalogCache ??
    sharedInvalidation(createCatalogCache({ clock: deps.clock, staleMs: CATALOG_STALE_MS }), 'catalog', deps.cacheBus);
  // Services call catalogChanged() after each commit that changes what the storefront shows. As a
  // safety net for a write that forgets to, any successful back-office write also clears the cache
  // (onSend runs before the answer leaves, so the admin's next storefront read is fresh).
  afterEachWrite(app, (request) => {
    if (request.url.startsWith('/api/admin/') || request.url.startsWith('/api/hero-media')) catalogCache.invalidate();
  });
  await registerModules(app, { ...deps, catalogCache, answers });
  return app;
}
