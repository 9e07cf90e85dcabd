import { CERTIFICATE_TEXT, type CustomerCertificate } from '@vernissage/contract';
import type { DownloadOutcome } from '../api/client.ts';

/** 'Certificate of authenticity', with the copy's number for an edition: 'Certificate of authenticity, No. 3'. */
export function certificateName(c: CustomerCertificate): string {
  return c.editionNumber === null ? CERTIFICATE_TEXT.heading : `${CERTIFICATE_TEXT.heading}, No. ${c.editionNumber}`;
}

/** The download's label: 'Certificate of authenticity (PDF)', 'Certificate of authenticity, No. 3 (PDF)'. */
export const certificatePdfLabel = (c: CustomerCertificate): string => `${certificateName(c)} (PDF)`;

export const CERTIFICATE_PDF_FAILED = 'The certificate could not be downloaded. Please try again in a moment.';
export const LOOKUP_EXPIRED = 'Your code has expired. Please ask for a new one to download your certificates.';
const NETWORK = 'No connection to the gallery. Please check your connection and try again.';

/** What a failed download tells the buyer; null once the file is saved. */
export function downloadFailure(outcome: DownloadOutcome): string | null {
  if (outcome.kind === 'saved') return null;
  if (outcome.kind === 'network') return NETWORK;
  // The look-up token is short-lived: a 401 means asking for a new code, whatever the server words it.
  if (outcome.status === 401) return LOOKUP_EXPIRED;
  return outcome.error ?? CERTIFICATE_PDF_FAILED;
}
