import { z } from 'zod';
import { declareJob } from '../../../platform/jobs/define-job.ts';
import type { JobInput } from '../../../platform/jobs/enqueue.ts';

/**
 * The order jobs that one folder queues and another handles: declared here so the queuing folder
 * need not import the handler's (decision 061). Their handlers: `documents/order-placed-job.ts`,
 * `holds/order-hold.ts` and `certificates/certify-job.ts`.
 */
export const orderPlaced = declareJob({ kind: 'orders.placed', payload: z.object({ orderId: z.string().min(1) }) });

export const holdRelease = declareJob({
  kind: 'orders.release-hold',
  payload: z.object({ orderId: z.string().min(1) }),
});

/** The job that issues the invoice once the order commits (one per order). */
export const invoiceJob = (orderId: string): JobInput =>
  orderPlaced.input({ orderId }, { dedupeKey: `order-placed:${orderId}` });

/** The job that ends the hold when it runs out, as a row to write with the order's others. */
export const holdEndJob = (orderId: string, until: Date): JobInput =>
  holdRelease.input({ orderId }, { runAt: until, dedupeKey: `release-hold:${orderId}:${until.toISOString()}` });

export const orderPaid = declareJob({ kind: 'orders.certify', payload: z.object({ orderId: z.string().min(1) }) });

/**
 * The job that issues the order's certificates of authenticity, written in the transaction that
 * first completes its payment (one per order, whoever completes it and however often).
 */
export const certifyJob = (orderId: string): JobInput =>
  orderPaid.input({ orderId }, { dedupeKey: `certify:${orderId}` });
