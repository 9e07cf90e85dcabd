/** The hero-media module's public entry: other modules and the app's wiring import only from here. */
export { heroMediaAdminRoutes, heroMediaUploadAliasRoutes } from './admin-routes.ts';
export { getHeroMedia } from './service.ts';
export { heroMediaStorefrontRoutes } from './storefront-routes.ts';
