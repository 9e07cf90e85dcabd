/** Sends the buyer the invoice (PDF attached) and the admins who asked for it a New Order alert. */
export const ORDER_PLACED_JOB = 'orders.placed';
/** Gives an unpaid card checkout's held unit back when its 15 minutes are up. */
export const RELEASE_DRAFT_JOB = 'orders.release-draft';
/** The sandbox's webhook, delivered through the same finalization as Stripe's. */
export const SANDBOX_WEBHOOK_JOB = 'payments.sandbox-webhook';
/** Renders an order's current statement PDF and mails it to the buyer (Send PDF in the back office). */
export const SEND_STATEMENT_JOB = 'orders.send-statement';
/** Opens each storage period as it starts and mails the buyer its invoice. */
export const OPEN_STORAGE_PERIODS_JOB = 'orders.open-storage-periods';
/** Ends an invoice order's hold when it runs out unconfirmed or unpaid: works released, order cancelled. */
export const RELEASE_HOLD_JOB = 'orders.release-hold';
/** Gives a late card payment back when its work was sold meanwhile; retried until the provider confirms. */
export const REFUND_PAYMENT_JOB = 'payments.refund';
