import { type StatusCheck, statusChecksMigration } from './status-checks.ts';

/**
 * Typed lifecycles (decision 046): each status column accepts only its lifecycle's values, checked
 * by the database itself. The lists are written out here, as they were when this migration was
 * made (the contract's lists may grow later, through a migration of their own). No version of the
 * shop ever wrote another value, so none is mapped: a row outside its list (edited by hand) stops
 * the migration with the values it found, and nothing is rewritten behind the operator's back.
 * PostgreSQL adds the constraints in place; SQLite rebuilds the three tables (`sqlite-rebuild.ts`).
 */
export const LIFECYCLE_CHECKS: readonly StatusCheck[] = [
  {
    table: 'orders',
    column: 'status',
    values: ['pending', 'processing', 'shipped', 'delivered', 'completed', 'cancelled'],
  },
  { table: 'orders', column: 'payment_status', values: ['pending', 'partial', 'completed'] },
  { table: 'order_drafts', column: 'status', values: ['open', 'expired', 'ordered', 'refunded'] },
  { table: 'newsletter_deliveries', column: 'status', values: ['pending', 'sent', 'failed', 'skipped'] },
];

export const { up, down } = statusChecksMigration(LIFECYCLE_CHECKS);
