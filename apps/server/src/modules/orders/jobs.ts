import { releaseDraftJob } from './card/card-checkout.ts';
import { sandboxWebhookJob } from './card/payment-events.ts';
import { pruneDraftsJob } from './card/prune-drafts.ts';
import { refundPaymentJob } from './card/refund-job.ts';
import { certifyOrderJob } from './certificates/certify-job.ts';
import { orderPlacedJob } from './documents/order-placed-job.ts';
import { sendStatementJob } from './documents/order-statement.ts';
import { revisedInvoiceJob } from './documents/set-shipping.ts';
import { releaseHoldJob } from './holds/order-hold.ts';
import { pruneLookupCodesJob } from './lookup/prune-codes.ts';
import { openStoragePeriodsJob } from './storage/storage-billing.ts';

/**
 * The orders module's job kinds: the invoice after each order, the certificates of a paid one, the end of invoice and card holds,
 * card events and refunds, the statements and revised invoices sent from the back office, the storage periods opened
 * each morning, spent look-up codes and abandoned card checkouts.
 */
export const orderJobs = [
  orderPlacedJob,
  certifyOrderJob,
  releaseDraftJob,
  sandboxWebhookJob,
  refundPaymentJob,
  sendStatementJob,
  revisedInvoiceJob,
  releaseHoldJob,
  openStoragePeriodsJob,
  pruneLookupCodesJob,
  pruneDraftsJob,
];
