/** The seo module's public entry: other modules and the app's wiring import only from here. */
export { seoRoutes } from './storefront-routes.ts';
