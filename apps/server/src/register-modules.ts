import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';
import {
  adminAccountRoutes,
  adminApi,
  adminInvitationRoutes,
  adminLoginRoutes,
  adminSessionListRoutes,
  adminSessionRoutes,
  adminTwoFactorRoutes,
  adminUserRoutes,
  requireRecentSignIn,
} from './modules/admins/index.ts';
import { adminArtistRoutes, artistStorefrontRoutes, getArtist, listArtists } from './modules/artists/index.ts';
import {
  adminArtworkRoutes,
  artworkCountsByArtist,
  artworkStorefrontRoutes,
  listArtworkFacets,
  listArtworks,
  reindexArtistArtworks,
} from './modules/artworks/index.ts';
import { bankDetailsRoutes } from './modules/bank-details/index.ts';
import {
  CERTIFICATE_LOOKUPS_PER_MINUTE,
  certificateStorefrontRoutes,
  publicCertificate,
} from './modules/certificates/index.ts';
import { adminCollectorHoldRoutes } from './modules/collector-holds/index.ts';
import { adminConsentRoutes, consentRoutes } from './modules/consent/index.ts';
import { adminMessageRoutes, contactRoutes } from './modules/contact/index.ts';
import { formatRoutes } from './modules/formats/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import {
  getHeroMedia,
  heroMediaAdminRoutes,
  heroMediaStorefrontRoutes,
  heroMediaUploadAliasRoutes,
} from './modules/hero-media/index.ts';
import { mediaAdminRoutes } from './modules/media/index.ts';
import {
  adminNewsletterAnalyticsRoutes,
  adminNewsletterRoutes,
  newsletterRoutes,
  newsletterTrackingRoutes,
  trackingKey,
} from './modules/newsletter/index.ts';
import {
  adminOfferRoutes,
  findCollectorOffer,
  OFFER_LINK_LOOKUPS_PER_MINUTE,
  offerStorefrontRoutes,
  offerUnits,
} from './modules/offers/index.ts';
import {
  adminOrderRoutes,
  artworksWithOrders,
  cardCheckoutRoutes,
  cardsOffRoutes,
  createOrdersListCache,
  createSalesCache,
  customerCertificateRoutes,
  hasOrders,
  invoiceNumbersOf,
  orderLookupRoutes,
  orderStorefrontRoutes,
  paymentWebhookRoutes,
  salesOverviewRoutes,
  storageBillingRoutes,
} from './modules/orders/index.ts';
import { sandboxProvider } from './modules/payments/index.ts';
import { adminPayoutRoutes, createPayoutsCache } from './modules/payouts/index.ts';
import { seoRoutes } from './modules/seo/index.ts';
import {
  getShopSettings,
  settingsRoutes,
  shopSettingsAdminRoutes,
  toPublicShopSettings,
} from './modules/settings/index.ts';
import { deriveKey } from './platform/auth/derive-key.ts';
import type { CatalogCache, CatalogReadDeps } from './platform/cache/catalog-cache.ts';
import { sharedInvalidation } from './platform/cache/invalidation-bus.ts';
import { countryResolver } from './platform/geo/country.ts';
import { offlineCountryDb } from './platform/geo/ip-country.ts';
import { afterEachWrite } from './platform/http/after-write.ts';
import type { PreparedAnswers } from './platform/http/prepared-answers.ts';
import { registerMediaRoutes } from './platform/media/media-routes.ts';
import { secretBox } from './platform/secrets/secret-box.ts';
import { registerWeb } from './platform/web/register-web.ts';

/** Every module's routes, storefront then back office, and the web pages last. */
export async function registerModules(
  app: FastifyInstance,
  deps: AppDeps & { catalogCache: CatalogCache; answers: PreparedAnswers },
) {
  const { db } = deps.database;
  const { clock, storage } = deps;
  const catalogChanged = () => deps.catalogCache.invalidate();
  // Any successful write here may change an order (checkout, payment, status, storage month) or what an artist is owed.
  const ordersList = sharedInvalidation(createOrdersListCache(clock), 'orders', deps.cacheBus);
  const sales = sharedInvalidation(createSalesCache(clock), 'sales', deps.cacheBus);
  const payoutSummaries = sharedInvalidation(createPayoutsCache(clock), 'payouts', deps.cacheBus);
  afterEachWrite(app, () => {
    ordersList.invalidate();
    sales.invalidate();
    payoutSummaries.invalidate();
  });
  const catalog: CatalogReadDeps = {
    db,
    mediaUrl: (key) => storage.publicUrl(key),
    cache: deps.catalogCache,
    clock,
    newArrivalDays: deps.config.newArrivalDays,
  };

  await app.register(healthRoutes, { db, ...(deps.draining ? { draining: deps.draining } : {}) });
  await app.register(artworkStorefrontRoutes, { ...catalog, answers: deps.answers });
  await app.register(artistStorefrontRoutes, catalog);
  await app.register(heroMediaStorefrontRoutes, catalog);
  await app.register(settingsRoutes, { db });
  const payments = deps.payments === undefined ? sandboxProvider(deps.jwtSecret, clock) : deps.payments;
  const testShop = payments?.name === 'sandbox';
  await app.register(newsletterRoutes, {
    db,
    clock,
    publicUrl: deps.config.publicUrl,
    confirmKey: deriveKey(deps.jwtSecret, 'vernissage/newsletter-confirm/v1'),
    testShop,
  });
  await app.register(newsletterTrackingRoutes, { db, clock, key: trackingKey(deps.jwtSecret) });
  await app.register(contactRoutes, { db, clock, publicUrl: deps.config.publicUrl });
  const country = countryResolver({ header: deps.config.countryHeader, lookup: offlineCountryDb });
  await app.register(consentRoutes, { db, clock, country });
  await app.register(seoRoutes, { db, publicUrl: deps.config.publicUrl });
  // A card payment through an offer's link asks the offer for its unit (decision 068): wired here so orders need not import offers.
  const orders = { db, clock, mediaUrl: catalog.mediaUrl, catalogChanged, jwtSecret: deps.jwtSecret, offerUnits };
  await app.register(orderStorefrontRoutes, orders);
  await app.register(orderLookupRoutes, orders);
  const offers = { ...orders, publicUrl: deps.config.publicUrl, cardPayments: payments !== null };
  await app.register(offerStorefrontRoutes, offers);
  const certificates = { db, mediaUrl: catalog.mediaUrl, storage, publicUrl: deps.config.publicUrl };
  await app.register(certificateStorefrontRoutes, certificates);
  await app.register(customerCertificateRoutes, { ...orders, ...certificates });
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
    requireOwnerTwoFactor: deps.config.requireOwnerTwoFactor ?? false,
    secrets: secretBox(deps.secretsKey),
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
      // Wired here so artworks need not import orders, nor artists import artworks (decision 050).
      const artistArtworks = { countsByArtist: artworkCountsByArtist, reindexArtist: reindexArtistArtworks };
      await api.register(adminArtistRoutes, { ...catalogAdmin, artworks: artistArtworks });
      await api.register(adminArtworkRoutes, { ...catalogAdmin, orders: { artworksWithOrders, hasOrders } });
      await api.register(mediaAdminRoutes, media);
      await api.register(heroMediaAdminRoutes, catalogAdmin);
      await api.register(bankDetailsRoutes, admin);
      await api.register(formatRoutes, { db, catalogChanged });
      await api.register(adminUserRoutes, users);
      await api.register(adminNewsletterRoutes, { db, clock, requireRecentSignIn: requireRecentSignIn(admin) });
      await api.register(adminNewsletterAnalyticsRoutes, { db });
      await api.register(adminOrderRoutes, {
        ...certificates,
        clock,
        catalogChanged,
        listCache: ordersList,
      });
      await api.register(adminOfferRoutes, offers);
      await api.register(adminCollectorHoldRoutes, { db, clock, catalogChanged });
      await api.register(storageBillingRoutes, { db, clock });
      await api.register(salesOverviewRoutes, { db, clock, salesCache: sales });
      // Wired here so payouts need not import orders, which records the payables (decision 067).
      await api.register(adminPayoutRoutes, {
        db,
        clock,
        invoiceNumbers: invoiceNumbersOf,
        summaryCache: payoutSummaries,
      });
      await api.register(adminConsentRoutes, { db });
      await api.register(shopSettingsAdminRoutes, {
        db,
        clock,
        catalogChanged,
        requireRecentSignIn: requireRecentSignIn(admin),
      });
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
      // The certificate page is a lookup by code like the API's, limited alike.
      limitedPages: [
        { url: '/certificates/:code', perMinute: CERTIFICATE_LOOKUPS_PER_MINUTE },
        { url: '/offers/:token', perMinute: OFFER_LINK_LOOKUPS_PER_MINUTE },
      ],
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
          getCertificate: (code) => publicCertificate(certificates, code),
          getOffer: (token) => findCollectorOffer(offers, token),
        },
      }),
    });
  }
}
