import { addressLines, type Certificate, editionText } from '@vernissage/contract';
import type { Db } from '../../db/connection.ts';
import type { MediaStorage } from '../../platform/media/storage.ts';
import { publicProvenanceOf } from '../artworks/index.ts';
import type { MediaUrl } from '../media/index.ts';
import { getShopSettings } from '../settings/index.ts';
import type { CertificateDocument } from './certificate-document.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';
import { type CertificateRow, findCertificate } from './certificate-repo.ts';
import { certificateView, editionOfCertificate, storedImage } from './certificate-view.ts';
import { codeHash } from './code.ts';

export type CertificateReadDeps = { db: Db; mediaUrl: MediaUrl };
export type CertificatePdfDeps = { db: Db; storage: Pick<MediaStorage, 'read'>; publicUrl: string };

/** The public page's address of a certificate: what its QR code and its mail link hold. */
export const certificateUrl = (publicUrl: string, code: string): string =>
  `${publicUrl}/certificates/${encodeURIComponent(code)}`;

/** 'Edition 3/10' or 'Unique work'. */
export const certificateEditionText = (row: Pick<CertificateRow, 'edition_number' | 'edition_size'>): string => {
  const edition = editionOfCertificate(row);
  return editionText(edition && { size: edition.size, numbers: [edition.number] });
};

/** A certificate found by its code (any text: it is hashed first, decision 066). */
export const findByCode = (db: Db, code: string): Promise<CertificateRow | undefined> =>
  findCertificate(db, codeHash(code));

/** The public view of a stored certificate: today's gallery name and the work's public provenance. */
export async function viewOfCertificate(deps: CertificateReadDeps, row: CertificateRow): Promise<Certificate> {
  const [shop, provenance] = await Promise.all([getShopSettings(deps.db), publicProvenanceOf(deps.db, row.artwork_id)]);
  return certificateView(row, { galleryName: shop.shopName, provenance, mediaUrl: deps.mediaUrl });
}

/** What `GET /api/certificates/{code}` and the public page show; null for an unknown code. */
export async function publicCertificate(deps: CertificateReadDeps, code: string): Promise<Certificate | null> {
  const row = await findByCode(deps.db, code);
  return row ? viewOfCertificate(deps, row) : null;
}

const PDF_IMAGE_WIDTH = 1200;

/** The JPEG rendition of the certified image nearest 1,200 px wide (pdfkit reads no AVIF or WebP). */
async function certifiedJpeg(storage: CertificatePdfDeps['storage'], row: CertificateRow) {
  const image = storedImage(row);
  if (!image) return null;
  const parsed: unknown = JSON.parse(image.widths);
  const widths = Array.isArray(parsed) ? parsed.filter((w): w is number => typeof w === 'number') : [];
  const fitting = widths.filter((w) => w <= PDF_IMAGE_WIDTH);
  const width = fitting.length > 0 ? Math.max(...fitting) : Math.min(...widths, image.width);
  const stored = await storage.read(`${image.id}/${width}.jpg`);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return { jpeg: Buffer.concat(chunks), width, height: Math.round((image.height * width) / image.width) };
}

/** Everything the PDF shows: the certificate, the gallery as its settings say today, the image. */
async function certificateDocument(deps: CertificatePdfDeps, row: CertificateRow): Promise<CertificateDocument> {
  const [shop, provenance, image] = await Promise.all([
    getShopSettings(deps.db),
    publicProvenanceOf(deps.db, row.artwork_id),
    certifiedJpeg(deps.storage, row),
  ]);
  return {
    code: row.code,
    url: certificateUrl(deps.publicUrl, row.code),
    status: row.status,
    title: row.title,
    artistName: row.artist_name,
    year: row.year === null ? null : Number(row.year),
    medium: row.medium,
    dimensions: row.dimensions,
    format: row.format_name,
    edition: editionOfCertificate(row),
    issuedAt: new Date(row.issued_at),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
    reason: row.reason,
    gallery: { name: shop.shopName, addressLines: addressLines(shop.address) },
    provenance,
    image,
  };
}

/** The certificate's one-page PDF. */
export async function certificatePdf(deps: CertificatePdfDeps, row: CertificateRow): Promise<Buffer> {
  return renderCertificatePdf(await certificateDocument(deps, row));
}

/** The file name a certificate's PDF is sent and downloaded under. */
export const certificateFilename = (code: string): string => `certificate-${code.replace(/[^\w-]/g, '_')}.pdf`;
