import { pruneConsentsJob } from './prune.ts';

/** The consent module's job kinds, for the worker. */
export const consentJobs = [pruneConsentsJob];
