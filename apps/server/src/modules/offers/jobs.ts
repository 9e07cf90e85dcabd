import { offerExpiryJob } from './offer-expiry.ts';

/** The offers module's job kinds, for the worker (bound in src/jobs.ts). */
export const offerJobs = [offerExpiryJob];
