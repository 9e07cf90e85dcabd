import { statusChecksMigration } from './status-checks.ts';

/**
 * The status columns decision 046 left as plain text get their CHECK too (decision 061): an invoice
 * order's hold, a card payment, a storage month, a newsletter campaign and a job. The lists are
 * written out as they were when this migration was made; the contract's lists (`HOLD_STATUSES`,
 * `CARD_PAYMENT_STATUSES`, ...) must match them (the migration's test compares them).
 */
export const MORE_STATUS_CHECKS = [
  { table: 'orders', column: 'hold_status', values: ['unconfirmed', 'confirmed', 'released'] },
  { table: 'payments', column: 'status', values: ['created', 'succeeded', 'refund_pending', 'refunded'] },
  { table: 'storage_billing_periods', column: 'status', values: ['pending', 'paid'] },
  { table: 'newsletter_campaigns', column: 'status', values: ['sending', 'sent'] },
  { table: 'jobs', column: 'status', values: ['pending', 'running', 'done', 'failed'] },
] as const;

export const { up, down } = statusChecksMigration(MORE_STATUS_CHECKS);
