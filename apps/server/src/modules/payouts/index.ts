/** The payouts module's public entry: other modules and the app's wiring import only from here. */
export { adminPayoutRoutes } from './admin-routes.ts';
export { recordSales, reverseSales, type SoldLine } from './ledger.ts';
export { splitByMonth } from './payables-repo.ts';
export { createPayoutsCache } from './payouts-cache.ts';
