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
import { adminArtistRoutes } from './modules/artists/admin-routes.ts';
import { adminArtworkRoutes } from './modules/artworks/admin-routes.ts';
import { adminInvitationRoutes } from './modules/admins/invitation-routes.ts';
import { adminUserRoutes } from './modules/admins/team-routes.ts';
import { adminAccountRoutes } from './modules/admins/account-routes.ts';
import { adminLoginRoutes, adminSessionRoutes } from './modules/admins/sign-in-routes.ts';
import { adminTwoFactorRoutes } from './modules/admins/two-factor-routes.ts';
import { createCatalogCache } from './platform/cache/catalog-cache.ts';
import { catalogRoutes } from './modules/artworks/storefront-routes.ts';
import { type CatalogDeps, getArtist, getHeroMedia, listArtists, listArtworks } from './modules/artworks/service.ts';
import { consentRoutes } from './modules/consent/routes.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { formatRoutes } from './modules/formats/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { heroMediaAliasRoutes, mediaUploadRoutes } from './modules/media/admin-routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { paymentDetailsRoutes } from './modules/bank-details/routes.ts';
import { seoRoutes } from './modules/seo/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { getShopSettings, toPublicShopSettings } from './modules/settings/service.ts';
import { adminApi } from './platform/auth/admin-api.ts';
import type { Clock } from './platform/clock.ts';
import { headerCountryResolver } from './platform/geo/country.ts';
import { registerErrorHandler } from './platform/http/error-handler.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { OneLinePerRequest } from './platform/http/request-log.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { newId } from './platform/ids.ts';
import { registerMediaRoutes } from './platform/media/media-routes.ts';
import type { MediaStorage } from './platform/media/storage.ts';
import { registerWeb } from './platform/web/register-web.ts';

export type AppDeps = {
  config: Pick<Config, 'dataDir' | 'publicUrl' | 'env' | 'logLevel' | 'webRoot' | 'trustProxy'>;
  database: DbHandle;
  storage: MediaStorage;
  mediaDir: string;
  clock: Clock;
  /** false in API tests, which need no HTML pages. */
  web: boolean;
  /** The process's pino logger; without it Fastify makes one (or none, with `logger: false`). */
  loggerInstance?: FastifyBaseLogger;
  logger?: FastifyServerOptions['logger'];
  /** Signs admin access tokens (resolveJwtSecret). */
  jwtSecret: string;
  /** Sees every route as it is registered; tests use it to walk the admin API. */
  onRoute?: (route: RouteOptions) => void;
};

const MB = 1024 * 1024;

/** Every plugin and module, registered on one Fastify instance; tests build it too. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? { level: deps.config.logLevel } }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : newId();
    },
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    bodyLimit: 1 * MB,
    // Client addresses (rate limits, sign-in history) come from X-Forwarded-For only behind a trusted proxy.
    trustProxy: deps.config.trustProxy,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // Handlers build every response from explicit mappers, so plain JSON.stringify is safe and fast.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  // HTML pages set their own nonce-based policy (apps/web entry.server.tsx); everything else gets none.
  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  registerErrorHandler(app);
  await registerOpenApi(app);

  const catalogCache = createCatalogCache({ clock: deps.clock });
  const catalog: CatalogDeps = {
    db: deps.database.db,
    mediaUrl: (key) => deps.storage.publicUrl(key),
    cache: catalogCache,
  };
  // Any successful back-office write may change what the storefront shows: read afresh.
  // onSend runs before the answer leaves, so the admin's next storefront read is already fresh.
  app.addHook('onSend', async (request, reply, payload) => {
    const write = request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400;
    if (write && (request.url.startsWith('/api/admin/') || request.url.startsWith('/api/hero-media'))) {
      catalogCache.invalidate();
    }
    return payload;
  });
  await app.register(healthRoutes, { db: deps.database.db });
  await app.register(catalogRoutes, catalog);
  await app.register(settingsRoutes, { db: deps.database.db });
  await app.register(newsletterRoutes, { db: deps.database.db, clock: deps.clock, publicUrl: deps.config.publicUrl });
  await app.register(contactRoutes, { db: deps.database.db, clock: deps.clock });
  await app.register(consentRoutes, { db: deps.database.db, clock: deps.clock, country: headerCountryResolver() });
  await app.register(seoRoutes, { db: deps.database.db, publicUrl: deps.config.publicUrl });
  const admin = { db: deps.database.db, clock: deps.clock, jwtSecret: deps.jwtSecret };
  await app.register(adminLoginRoutes, admin);
  await app.register(adminInvitationRoutes, admin);
  const users = { ...admin, dialect: deps.database.dialect, publicUrl: deps.config.publicUrl };
  const media = { db: deps.database.db, storage: deps.storage, clock: deps.clock };
  // Every other /api/admin/* route is registered inside `routes`, behind the admin guard.
  await app.register(adminApi, {
    ...admin,
    routes: async (api) => {
      await api.register(adminSessionRoutes, admin);
      await api.register(adminAccountRoutes, admin);
      await api.register(adminTwoFactorRoutes, admin);
      await api.register(adminArtistRoutes, media);
      await api.register(adminArtworkRoutes, media);
      await api.register(mediaUploadRoutes, media);
      await api.register(paymentDetailsRoutes, admin);
      await api.register(formatRoutes, admin);
      await api.register(adminUserRoutes, users);
    },
  });
  // The spec's hero upload path lies outside /api/admin; it carries the same guard.
  await app.register(heroMediaAliasRoutes, { ...admin, ...media });
  await registerMediaRoutes(app, deps.mediaDir);

  if (deps.web) {
    await registerWeb(app, {
      mode: deps.config.env === 'development' ? 'development' : 'production',
      webRoot: deps.config.webRoot,
      loadContext: () => ({
        publicUrl: deps.config.publicUrl,
        api: {
          listArtworks: (q) => listArtworks(catalog, q),
          listArtists: (q) => listArtists(catalog, q),
          getArtist: (id) => getArtist(catalog, id),
          getHeroMedia: () => getHeroMedia(catalog),
          getShopSettings: async () => toPublicShopSettings(await getShopSettings(deps.database.db)),
        },
      }),
    });
  }
  return app;
}
