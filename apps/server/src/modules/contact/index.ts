/** The contact module's public entry: other modules and the app's wiring import only from here. */
export { adminMessageRoutes } from './admin-routes.ts';
export { contactJobs } from './jobs.ts';
export { contactRoutes } from './storefront-routes.ts';
