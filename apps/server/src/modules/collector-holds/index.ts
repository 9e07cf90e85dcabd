/** Holds for a collector (gallery.md §5, decision 068): the module's public entry. */
export { adminCollectorHoldRoutes } from './admin-routes.ts';
export { collectorHoldJobs } from './jobs.ts';
