/** The settings module's public entry: other modules and the app's wiring import only from here. */
export { shopSettingsAdminRoutes } from './admin-routes.ts';
export { seedShopSettings } from './admin-service.ts';
export { DEFAULT_SHOP_SETTINGS } from './defaults.ts';
export { getShopSettings, type ShopSettings, toPublicShopSettings } from './service.ts';
export { shopMail } from './shop-mail.ts';
export { settingsRoutes } from './storefront-routes.ts';
