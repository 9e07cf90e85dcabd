/** The health module's public entry: other modules and the app's wiring import only from here. */
export { healthRoutes } from './ops-routes.ts';
