/** The newsletter module's public entry: other modules and the app's wiring import only from here. */
export { adminNewsletterAnalyticsRoutes } from './admin-analytics-routes.ts';
export { adminNewsletterRoutes } from './admin-routes.ts';
export { newsletterJobs } from './jobs.ts';
export { newsletterRoutes } from './storefront-routes.ts';
export { newsletterTrackingRoutes } from './storefront-tracking-routes.ts';
export { trackingKey } from './tracking.ts';
export { recordEvent } from './tracking-repo.ts';
