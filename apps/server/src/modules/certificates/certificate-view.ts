import type { Certificate, ProvenanceEntry } from '@vernissage/contract';
import { type MediaUrl, pictureOf } from '../media/index.ts';
import type { CertificateRow } from './certificate-repo.ts';

/** The picture columns stored with a certificate, or null when they are missing or unreadable. */
export function storedImage(row: Pick<CertificateRow, 'image'>) {
  if (!row.image) return null;
  try {
    const parsed: unknown = JSON.parse(row.image);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const p = parsed as Record<string, unknown>;
    if (typeof p.id !== 'string' || typeof p.width !== 'number' || typeof p.height !== 'number') return null;
    return {
      id: p.id,
      width: p.width,
      height: p.height,
      widths: typeof p.widths === 'string' ? p.widths : '[]',
      placeholder: typeof p.placeholder === 'string' ? p.placeholder : '',
    };
  } catch {
    return null;
  }
}

export const editionOfCertificate = (row: Pick<CertificateRow, 'edition_number' | 'edition_size'>) =>
  row.edition_number === null || row.edition_size === null
    ? null
    : { number: Number(row.edition_number), size: Number(row.edition_size) };

/**
 * A certificate as anyone holding its code reads it: the work as certified, the gallery, the status.
 * Built from the certificate's own columns, so it can never carry the buyer or the price.
 */
export function certificateView(
  row: CertificateRow,
  context: { galleryName: string; provenance: ProvenanceEntry[]; mediaUrl: MediaUrl },
): Certificate {
  const image = storedImage(row);
  return {
    code: row.code,
    status: row.status,
    title: row.title,
    artistName: row.artist_name,
    year: row.year === null ? null : Number(row.year),
    medium: row.medium,
    dimensions: row.dimensions,
    format: row.format_name,
    edition: editionOfCertificate(row),
    image: image && pictureOf(image, context.mediaUrl),
    issuedAt: row.issued_at,
    galleryName: context.galleryName,
    revokedAt: row.status === 'revoked' ? row.revoked_at : null,
    reason: row.status === 'revoked' ? row.reason : null,
    provenance: context.provenance,
  };
}
