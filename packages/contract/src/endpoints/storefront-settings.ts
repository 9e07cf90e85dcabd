import { shopSettings } from '../shop-settings.ts';
import { endpoint } from './endpoint.ts';

/** The shop's public settings, alone in its file: pages load it without the catalog's schemas. */
export const shopSettingsEndpoints = {
  get: endpoint({ method: 'GET', path: '/api/settings/shop', responses: { 200: shopSettings } }),
};
