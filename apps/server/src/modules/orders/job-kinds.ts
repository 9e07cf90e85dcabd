/** Sends the buyer the invoice (PDF attached) and the admins who asked for it a New Order alert. */
export const ORDER_PLACED_JOB = 'orders.placed';
/** Gives an unpaid card checkout's held unit back when its 15 minutes are up. */
export const RELEASE_DRAFT_JOB = 'orders.release-draft';
/** The sandbox's webhook, delivered through the same finalisation as Stripe's. */
export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox-webhook';
