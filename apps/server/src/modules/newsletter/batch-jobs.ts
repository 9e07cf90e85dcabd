/** Recipients per outbox job: small enough that a restart repeats little, large enough to keep SMTP busy. */
export const BATCH_SIZE = 200;
/**
 * Batch jobs queued side by side (the worker's concurrency). A campaign starts this many; each batch
 * queues the one this many places further as it starts. So a newsletter never has more than a few
 * jobs waiting, and another job (an invoice mail) queued meanwhile waits for one batch at most.
 */
export const PARALLEL_BATCHES = 2;
