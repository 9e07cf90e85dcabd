/**
 * Certificates of authenticity (gallery.md §2, decision 066): one per unit sold, issued when the
 * order's payment completes. The texts, free of zod so the storefront's pages can import them.
 */
export const CERTIFICATE_TEXT = {
  notFound: 'Certificate not found',
  heading: 'Certificate of authenticity',
  valid: 'This certificate is valid.',
  superseded: 'This certificate was replaced by a newer one.',
  orderCancelled: 'Order cancelled',
  reasonRequired: 'Please give a reason for revoking this certificate.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  onlyValidRevoked: 'Only a valid certificate can be revoked.',
  onlyValidReissued: 'Only a valid certificate can be reissued.',
  onlyValidSent: 'Only a valid certificate can be sent.',
  resent: 'Certificate sent to the buyer.',
  statement:
    'This certifies that the work described here is an authentic work by the artist named, sold by the gallery named below.',
} as const;

/** 'This certificate was revoked on {date}.' */
export const certificateRevokedText = (date: string): string => `This certificate was revoked on ${date}.`;
/** The subject of the mail that carries a line's certificates. */
export const certificateMailSubject = (title: string): string => `Certificate of authenticity: ${title}`;

/** 16 random bytes (128 bits) in base64url: 22 characters. */
export const CERTIFICATE_CODE_LENGTH = 22;
export const CERTIFICATE_REASON_MAX = 500;
