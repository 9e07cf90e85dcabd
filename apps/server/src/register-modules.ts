import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import { adminAccountRoutes } from './modules/admins/admin-account-routes.ts';
import { adminApi } from './modules/admins/admin-api.ts';
import { adminInvitationRoutes } from './modules/admins/admin-invitation-routes.ts';
import { adminSessionListRoutes } from './modules/admins/admin-session-routes.ts';
import { adminLoginRoutes, adminSessionRoutes } from './modules/admins/admin-sign-in-routes.ts';
import { adminUserRoutes } from './modules/admins/admin-team-routes.ts';
import { adminTwoFactorRoutes } from './modules/admins/admin-two-factor-routes.ts';
import { adminArtistRoutes } from './modules/artists/admin-routes.ts';
import { getArtist, listArtists } from './modules/artists/service.ts';
import { artistStorefrontRoutes } from './modules/artists/storefront-routes.ts';
import { adminArtworkRoutes } from './modules/artworks/admin-routes.ts';
import { listArtworkFacets, listArtworks } from './modules/artworks/service.ts';
import { artworkStorefrontRoutes } from './modules/artworks/storefront-routes.ts';
import { bankDetailsRoutes } from './modules/bank-details/admin-routes.ts';
import { adminConsentRoutes } from './modules/consent/admin-routes.ts';
import { consentRoutes } from './modules/consent/storefront-routes.ts';
import { adminMessageRoutes } from './modules/contact/admin-routes.ts';
import { contactRoutes } from './modules/contact/storefront-routes.ts';
import { formatRoutes } from './modules/formats/admin-routes.ts';
import { healthRoutes } from './modules/health/ops-routes.ts';
import { heroMediaAdminRoutes, heroMediaUploadAliasRoutes } from './modules/hero-media/admin-routes.ts';
import { getHeroMedia } from './modules/hero-media/service.ts';
import { heroMediaStorefrontRoutes } from './modules/hero-media/storefront-routes.ts';
import { mediaAdminRoutes } from './modules/media/admin-routes.ts';
import { adminNewsletterAnalyticsRoutes } from './modules/newsletter/admin-analytics-routes.ts';
import { adminNewsletterRoutes } from './modules/newsletter/admin-routes.ts';
import { newsletterRoutes } from './modules/newsletter/storefront-routes.ts';
import { newsletterTrackingRoutes } from './modules/newsletter/storefront-tracking-routes.ts';
import { trackingKey } from './modules/newsletter/tracking.ts';
import { createOrdersListCache } from './modules/orders/admin/admin-list-cache.ts';
import { adminOrderRoutes } from './modules/orders/admin/admin-routes.ts';
import { cardCheckoutRoutes, cardsOffRoutes, paymentWebhookRoutes } from './modules/orders/card/storefront-routes.ts';
import { orderStorefrontRoutes } from './modules/orders/checkout/storefront-routes.ts';
import { salesOverviewRoutes } from './modules/orders/sales/admin-routes.ts';
import { createSalesCache } from './modules/orders/sales/sales-cache.ts';
import { storageBillingRoutes } from './modules/orders/storage/admin-routes.ts';
import { sandboxProvider } from './modules/payments/providers/sandbox-provider.ts';
import { seoRoutes } from './modules/seo/storefront-routes.ts';
import { shopSettingsAdminRoutes } from './modules/settings/admin-routes.ts';
import { getShopSettings, toPublicShopSettings } from './modules/settings/service.ts';
import { settingsRoutes } from './modules/settings/storefront-routes.ts';
import type { CatalogCache, CatalogReadDeps } from './platform/cache/catalog-cache.ts';
import { sharedInvalidation } from './platform/cache/invalidation-bus.ts';
import { countryResolver } from './platform/geo/country.ts';
import { offlineCountryDb } from './platform/geo/ip-country.ts';
import { afterEachWrite } from './platform/http/after-write.ts';
import { registerMediaRoutes } from './platform/media/media-routes.ts';
import { registerWeb } from './platform/web/register-web.ts';

/** Every module's routes, storefront then back office, and the web pages last. */
export async function registerModules(app: FastifyInstance, deps: AppDeps & { catalogCache: CatalogCache }) {
  const { db } = deps.database;
  const { clock, storage } = deps;
  const catalogChanged = () => deps.catalogCache.invalidate();
  // Any successful write here may change an order (checkout, payment, status, storage month).
  const ordersList = sharedInvalidation(createOrdersListCache(clock), 'orders', deps.cacheBus);
  const sales = sharedInvalidation(createSalesCache(clock), 'sales', deps.cacheBus);
  afterEachWrite(app, () => {
    ordersList.invalidate();
    sales.invalidate();
  });
  const catalog: CatalogReadDeps = {
    db,
    mediaUrl: (key) => storage.publicUrl(key),
    cache: deps.catalogCache,
    clock,
    newArrivalDays: deps.config.newArrivalDays,
  };

  await app.register(healthRoutes, { db, ...(deps.draining ? { draining: deps.draining } : {}) });
  await app.register(artworkStorefrontRoutes, catalog);
  await app.register(artistStorefrontRoutes, catalog);
  await app.register(heroMediaStorefrontRoutes, catalog);
  await app.register(settingsRoutes, { db });
  await app.register(newsletterRoutes, { db, clock, publicUrl: deps.config.publicUrl });
  await app.register(newsletterTrackingRoutes, { db, clock, key: trackingKey(deps.jwtSecret) });
  await app.register(contactRoutes, { db, clock });
  const country = countryResolver({ header: deps.config.countryHeader, lookup: offlineCountryDb });
  await app.register(consentRoutes, { db, clock, country });
  await app.register(seoRoutes, { db, publicUrl: deps.config.publicUrl });
  const orders = { db, clock, mediaUrl: catalog.mediaUrl, catalogChanged, jwtSecret: deps.jwtSecret };
  await app.register(orderStorefrontRoutes, orders);
  const payments = deps.payments === undefined ? sandboxProvider(deps.jwtSecret, clock) : deps.payments;
  if (payments) {
    await app.register(cardCheckoutRoutes, { ...orders, payments });
    await app.register(paymentWebhookRoutes, { ...orders, payments });
  } else {
    await app.register(cardsOffRoutes);
  }

  const admin = {
    db,
    clock,
    jwtSecret: deps.jwtSecret,
    publicUrl: deps.config.publicUrl,
    idleMinutes: deps.config.adminIdleMinutes ?? 30,
  };
  await app.register(adminLoginRoutes, admin);
  await app.register(adminInvitationRoutes, admin);
  const users = { ...admin, dialect: deps.database.dialect };
  const media = { db, storage, clock };
  const catalogAdmin = { ...media, catalogChanged };
  // Every other /api/admin/* route is registered inside `routes`, behind the admin guard.
  await app.register(adminApi, {
    ...admin,
    routes: async (api) => {
      await api.register(adminSessionRoutes, admin);
      await api.register(adminAccountRoutes, admin);
      await api.register(adminSessionListRoutes, admin);
      await api.register(adminTwoFactorRoutes, admin);
      await api.register(adminArtistRoutes, catalogAdmin);
      await api.register(adminArtworkRoutes, catalogAdmin);
      await api.register(mediaAdminRoutes, media);
      await api.register(heroMediaAdminRoutes, catalogAdmin);
      await api.register(bankDetailsRoutes, admin);
      await api.register(formatRoutes, { db, catalogChanged });
      await api.register(adminUserRoutes, users);
      await api.register(adminNewsletterRoutes, { db, clock });
      await api.register(adminNewsletterAnalyticsRoutes, { db });
      await api.register(adminOrderRoutes, {
        db,
        clock,
        catalogChanged,
        publicUrl: deps.config.publicUrl,
        listCache: ordersList,
      });
      await api.register(storageBillingRoutes, { db, clock });
      await api.register(salesOverviewRoutes, { db, clock, salesCache: sales });
      await api.register(adminConsentRoutes, { db });
      await api.register(shopSettingsAdminRoutes, { db, clock, catalogChanged });
      await api.register(adminMessageRoutes, { db, clock });
    },
  });
  // The storefront API's hero upload path lies outside /api/admin; it carries the same guard.
  await app.register(heroMediaUploadAliasRoutes, { ...admin, ...catalogAdmin });
  await registerMediaRoutes(app, storage);

  if (deps.web) {
    const publicMedia = deps.config.s3?.publicUrl;
    const mediaOrigin = publicMedia ? new URL(publicMedia).origin : undefined;
    await registerWeb(app, {
      mode: deps.config.env === 'development' ? 'development' : 'production',
      webRoot: deps.config.webRoot,
      loadContext: () => ({
        publicUrl: deps.config.publicUrl,
        ...(mediaOrigin ? { mediaOrigin } : {}),
        cardPayments: payments?.name ?? 'none',
        api: {
          listArtworks: (q) => listArtworks(catalog, q),
          listArtworkFacets: () => listArtworkFacets(catalog),
          listArtists: (q) => listArtists(catalog, q),
          getArtist: (id) => getArtist(catalog, id),
          getHeroMedia: () => getHeroMedia(catalog),
          getShopSettings: async () => toPublicShopSettings(await getShopSettings(db)),
        },
      }),
    });
  }
}
