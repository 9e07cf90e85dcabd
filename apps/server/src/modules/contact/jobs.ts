import { pruneMessagesJob } from './prune.ts';

/** The contact module's job kinds, for the worker. */
export const contactJobs = [pruneMessagesJob];
