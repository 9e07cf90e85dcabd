/** The formats module's public entry: other modules and the app's wiring import only from here. */
export { formatRoutes } from './admin-routes.ts';
export { ensureFormats } from './seed.ts';
