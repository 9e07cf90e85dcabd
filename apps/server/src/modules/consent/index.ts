/** The consent module's public entry: other modules and the app's wiring import only from here. */
export { adminConsentRoutes } from './admin-routes.ts';
export { consentJobs } from './jobs.ts';
export { consentRoutes } from './storefront-routes.ts';
