import { z } from 'zod';
import { provenanceEntry } from './catalog.ts';
import { picture } from './common.ts';
import { CERTIFICATE_REASON_MAX, CERTIFICATE_TEXT } from './rules/certificate-text.ts';

/** Certificates of authenticity (gallery.md §2, decision 066): the payloads; the texts are in rules/certificate-text.ts. */
export const certificateStatus = z.enum(['valid', 'revoked', 'superseded']);
export type CertificateStatus = z.infer<typeof certificateStatus>;

/** Any text: an unknown or malformed code answers 404 like an unknown one, never 400 (no oracle). */
export const certificateCodeParams = z.object({ code: z.string() });

/** A certificate as anyone holding its code reads it (`GET /api/certificates/{code}`). */
export const certificate = z.object({
  code: z.string(),
  status: certificateStatus,
  title: z.string(),
  artistName: z.string(),
  year: z.number().int().nullable(),
  medium: z.string(),
  dimensions: z.string(),
  format: z.string(),
  edition: z.object({ number: z.number().int(), size: z.number().int() }).nullable(),
  image: picture.nullable(),
  issuedAt: z.string(),
  galleryName: z.string(),
  revokedAt: z.string().nullable(),
  reason: z.string().nullable(),
  /** The work's public provenance entries, as the artwork shows them today. */
  provenance: z.array(provenanceEntry),
});
export type Certificate = z.infer<typeof certificate>;

/** A certificate in the order's details: the public view, its page's address and the line it certifies. */
export const adminCertificate = certificate.extend({
  url: z.string(),
  orderId: z.string(),
  orderItemId: z.string(),
});
export type AdminCertificate = z.infer<typeof adminCertificate>;
export const adminCertificateList = z.array(adminCertificate);

export const revokeCertificateBody = z.object(
  {
    reason: z
      .string({ error: CERTIFICATE_TEXT.reasonRequired })
      .max(CERTIFICATE_REASON_MAX, CERTIFICATE_TEXT.reasonTooLong)
      .trim()
      .min(1, CERTIFICATE_TEXT.reasonRequired),
  },
  { error: CERTIFICATE_TEXT.reasonRequired },
);
export type RevokeCertificateBody = z.infer<typeof revokeCertificateBody>;

/** A paid line's certificate as its buyer's verified order list offers it (valid ones only). */
export const customerCertificate = z.object({ code: z.string(), editionNumber: z.number().int().nullable() });
export type CustomerCertificate = z.infer<typeof customerCertificate>;
