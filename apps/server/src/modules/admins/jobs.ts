import { pruneAdminRecordsJob } from './prune.ts';

/** The admins module's job kinds, for the worker. */
export const adminJobs = [pruneAdminRecordsJob];
