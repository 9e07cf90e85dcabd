/** The newsletter module's public entry: other modules and the app's wiring import only from here. */
export { adminNewsletterAnalyticsRoutes } from './admin-analytics-routes.ts';
export { adminNewsletterRoutes } from './admin-routes.ts';
export { PRUNE_TRACKING, pruneTrackingHandler, pruneTrackingSchedule } from './prune-tracking.ts';
export { newsletterJobs } from './send-job.ts';
export { newsletterRoutes } from './storefront-routes.ts';
export { newsletterTrackingRoutes } from './storefront-tracking-routes.ts';
export { trackingKey } from './tracking.ts';
export { recordEvent } from './tracking-repo.ts';
