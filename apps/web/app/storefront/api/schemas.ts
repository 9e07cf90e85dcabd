/**
 * The contract's endpoints and the schemas the storefront reads answers with; loaded with its
 * first API call (client.ts), so zod stays out of the first page's JavaScript. Only storefront
 * endpoints are named here: the back office's never reach the shop's bundle.
 */
export {
  catalogEndpoints,
  certificateEndpoints,
  invoiceRequest,
  offerBody,
  offerEndpoints,
  offerInvoiceBody,
  orderEndpoints,
  pricesChangedBody,
  urlOf,
  visitorMessageEndpoints,
} from '@vernissage/contract';
