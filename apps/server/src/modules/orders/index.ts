/**
 * The orders module's public entry: other modules and the app's wiring import only from here.
 *
 * How an order flows through the folders (decision 061). Use-case folders import only core/,
 * lifecycle/ and their own files; the root's route files compose their plugins.
 * - core/      the kernel: the rows, the order SQL every folder needs (lock, conditional update, history),
 *              the admin views, the hold rules (e-mail key, hold ends, confirm links), storage-period
 *              arithmetic, invoice numbering, and the job kinds one folder queues and another handles.
 * - lifecycle/ the only code that changes an order's status, payment status or hold, each move writing its
 *              own history line; and the order writer, where an order starts.
 * - checkout/  POST /api/send-invoice: the cart is checked against the catalog, the address's caps are
 *              checked, each work is held with a conditional update (artworks' sale rules), the order is
 *              written and its invoice and hold-end jobs queued, all in one transaction.
 * - holds/     an unconfirmed invoice order holds its works 30 minutes; "Confirm this order" keeps them up
 *              to 7 days (to the due date once paid); a job ends expired holds and gives the works back;
 *              Release and Extend Hold in the back office.
 * - card/      Buy Now: a draft holds one unit, the payment provider takes the card, its webhook (or the
 *              buyer's return) finalizes the draft into a paid order once; a payment for a work sold
 *              meanwhile is refunded through a job; abandoned drafts are pruned.
 * - documents/ the jobs that turn an order into its invoice PDF and e-mails (buyer, admins); statements.
 * - certificates/ a paid order's certificates of authenticity (the certificates module owns them): the
 *              job that issues and mails them, revoke/reissue/resend in the order details (the buyer's PDF is in lookup/).
 * - lookup/    POST /api/orders/lookup, /verify, GET /api/orders: a buyer finds their orders again with a code
 *              mailed to them.
 * - admin/     the Orders tab: list, details, order and payment status changes, CSV export.
 * - storage/   works kept in storage are billed monthly from the day the order is paid.
 * - sales/     the Sales tab and the revenue counters of the metrics.
 * - jobs.ts    every job kind above, for the worker; order-service.ts the reads other modules need (which
 *              works have orders); storefront-routes.ts and admin-routes.ts compose the folders' routes.
 */
export { createOrdersListCache } from './admin/admin-list-cache.ts';
export { adminOrderRoutes } from './admin-routes.ts';
export type { OfferUnits } from './card/card-checkout.ts';
export { createOfferDraft } from './card/offer-draft.ts';
export { cardCheckoutRoutes, cardsOffRoutes, paymentWebhookRoutes } from './card/storefront-routes.ts';
export { placeAgreedOrder } from './checkout/agreed-order.ts';
export { issueInvoiceNumber } from './core/invoice-number.ts';
export { orderJobs } from './jobs.ts';
export { customerCertificateRoutes } from './lookup/certificate-routes.ts';
export { orderLookupRoutes } from './lookup/storefront-routes.ts';
export { artworksWithOrders, hasOrders, invoiceNumbersOf } from './order-service.ts';
export { salesOverviewRoutes } from './sales/admin-routes.ts';
export { orderTotalsByPaymentStatus } from './sales/order-totals.ts';
export { createSalesCache } from './sales/sales-cache.ts';
export { storageBillingRoutes } from './storage/admin-routes.ts';
export { orderStorefrontRoutes } from './storefront-routes.ts';
