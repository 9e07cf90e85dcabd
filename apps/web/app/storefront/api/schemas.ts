import { artist, artwork } from '@vernissage/contract';
import { z } from 'zod';

/** The contract's schemas the storefront reads answers with; loaded with its first API call (client.ts). */
export {
  confirmOrderResponse,
  contactResponse,
  cookieConsentResponse,
  customerOrderList,
  finalizeOrderResponse,
  heroMedia,
  invoiceRequest,
  invoiceSentBody,
  lookupCodeResponse,
  lookupToken,
  newsletterSubscribeResponse,
  orderDraftResponse,
  paymentIntentResponse,
  pricesChangedBody,
  sandboxConfirmResponse,
  shopSettings,
} from '@vernissage/contract';
export { artist };
export const artworkList = z.array(artwork);
export const artistList = z.array(artist);
