/** The contact module's public entry: other modules and the app's wiring import only from here. */
export { adminMessageRoutes } from './admin-routes.ts';
export { PRUNE_MESSAGES, pruneMessagesHandler, pruneMessagesSchedule } from './prune.ts';
export { contactRoutes } from './storefront-routes.ts';
