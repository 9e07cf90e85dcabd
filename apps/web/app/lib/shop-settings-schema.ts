/** Loaded on demand by use-shop-settings.ts, so zod and the endpoint's schema stay out of the first page's JavaScript. */
export { shopSettingsEndpoints } from '@vernissage/contract';
