import { pruneTrackingJob } from './prune-tracking.ts';
import { sendBatchJob } from './send-job.ts';

/** The newsletter module's job kinds, for the worker. */
export const newsletterJobs = [sendBatchJob, pruneTrackingJob];
