import { pruneAdminRecordsJob } from './sessions/prune-job.ts';

/** The admins module's job kinds, for the worker. */
export const adminJobs = [pruneAdminRecordsJob];
