import {
  CERTIFICATE_TEXT,
  type Certificate,
  type CertificateStatus,
  certificateRevokedText,
  editionText,
} from '@vernissage/contract';

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A certificate's date as a collector reads it ('March 4, 2026'); the same on the server and in the browser. */
export function certificateDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}

/** 'Edition 3/10', or 'Unique work': the contract's edition text for the one unit certified. */
export function certificateEdition(edition: Certificate['edition']): string {
  return editionText(edition && { size: edition.size, numbers: [edition.number] });
}

export type Verdict = { status: CertificateStatus; text: string; reason: string | null };

/** Whether the certificate still holds, in the contract's words, with the reason of a revocation. */
export function certificateVerdict(c: Pick<Certificate, 'status' | 'revokedAt' | 'reason'>): Verdict {
  switch (c.status) {
    case 'valid':
      return { status: c.status, text: CERTIFICATE_TEXT.valid, reason: null };
    case 'superseded':
      return { status: c.status, text: CERTIFICATE_TEXT.superseded, reason: null };
    case 'revoked':
      return {
        status: c.status,
        text: c.revokedAt ? certificateRevokedText(certificateDate(c.revokedAt)) : 'This certificate was revoked.',
        reason: c.reason?.trim() || null,
      };
  }
}

/** The work's particulars below its wall label (which gives the year); what the gallery left blank is left out. */
export function certificateFacts(c: Certificate): [term: string, value: string][] {
  const rows: [string, string][] = [];
  if (c.medium.trim()) rows.push(['Medium', c.medium]);
  if (c.dimensions.trim()) rows.push(['Dimensions', c.dimensions]);
  if (c.format.trim()) rows.push(['Format', c.format]);
  rows.push(['Edition', certificateEdition(c.edition)]);
  return rows;
}
