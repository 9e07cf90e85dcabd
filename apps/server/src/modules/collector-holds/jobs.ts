import { holdEndJob } from './hold-service.ts';

/** The collector holds' job kinds, for the worker (bound in src/jobs.ts). */
export const collectorHoldJobs = [holdEndJob];
