/** Loaded on demand by use-shop-settings.ts, so zod and the schema stay out of the first page's JavaScript. */
export { shopSettings } from '@vernissage/contract';
