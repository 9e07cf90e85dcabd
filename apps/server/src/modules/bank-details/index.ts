/** The bank-details module's public entry: other modules and the app's wiring import only from here. */
export { bankDetailsRoutes } from './admin-routes.ts';
export { createPaymentDetails, getPaymentDetails } from './service.ts';
