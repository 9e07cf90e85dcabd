import type { CertificateStatus, ProvenanceEntry } from '@vernissage/contract';

/** Everything the certificate's PDF shows, gathered by the service; the renderer reads nothing else. */
export type CertificateDocument = {
  code: string;
  /** The public page's address, `PUBLIC_URL/certificates/{code}`, which the QR code holds. */
  url: string;
  status: CertificateStatus;
  title: string;
  artistName: string;
  year: number | null;
  medium: string;
  dimensions: string;
  /** The format sold ('Original', 'Small print'). */
  format: string;
  /** null for a unique work. */
  edition: { number: number; size: number } | null;
  issuedAt: Date;
  revokedAt: Date | null;
  reason: string | null;
  gallery: { name: string; addressLines: string[] };
  /** The work's public provenance entries, in order. */
  provenance: ProvenanceEntry[];
  /** The work's first image as a JPEG (pdfkit reads JPEG and PNG), or null when it has none. */
  image: { jpeg: Buffer; width: number; height: number } | null;
};
