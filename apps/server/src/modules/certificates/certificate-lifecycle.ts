import type { Db } from '../../db/connection.ts';
import { certifiedFacts } from '../artworks/index.ts';
import { type CertificateRow, insertCertificates, updateValid } from './certificate-repo.ts';
import { codeHash, newCertificateCode } from './code.ts';

/** One unit sold, as its order line recorded it, to certify. */
export type UnitToCertify = {
  orderId: string;
  orderItemId: string;
  /** Which unit of the line (1-based). */
  unit: number;
  artworkId: string | null;
  title: string;
  artistName: string;
  format: string;
  edition: { number: number; size: number } | null;
};

/**
 * Issues one certificate per unit, inside the caller's transaction: the line's title, artist,
 * format and edition number as sold, and the work's year, medium, dimensions and first image as
 * they are now (a work deleted since keeps those empty). A unit that already has a certificate
 * that is not superseded makes the insert fail (the unique index), so nothing is issued twice.
 */
export async function issueCertificates(
  tx: Db,
  units: readonly UnitToCertify[],
  at: string,
): Promise<CertificateRow[]> {
  const facts = await certifiedFacts(
    tx,
    units.flatMap((u) => (u.artworkId ? [u.artworkId] : [])),
  );
  const rows: CertificateRow[] = units.map((u) => {
    const code = newCertificateCode();
    const work = u.artworkId ? facts.get(u.artworkId) : undefined;
    return {
      code_hash: codeHash(code),
      code,
      order_id: u.orderId,
      order_item_id: u.orderItemId,
      unit: u.unit,
      artwork_id: u.artworkId,
      title: u.title,
      artist_name: u.artistName,
      year: work?.year ?? null,
      medium: work?.medium ?? '',
      dimensions: work?.dimensions ?? '',
      format_name: u.format,
      edition_number: u.edition?.number ?? null,
      edition_size: u.edition?.size ?? null,
      image: work?.image ? JSON.stringify(work.image) : null,
      status: 'valid',
      issued_at: at,
      revoked_at: null,
      reason: null,
      replaced_by: null,
    };
  });
  await insertCertificates(tx, rows);
  return rows;
}

/**
 * Replaces a valid certificate with a new one under a new code (inside the caller's transaction):
 * the old one becomes `superseded`, the new one certifies the same unit, edition and format, with
 * the work's title, artist, year, medium, dimensions and image as they are now, so a reissue is how
 * a corrected work description reaches the collector. Undefined when the old one is not valid.
 */
export async function reissueCertificate(tx: Db, old: CertificateRow, at: string): Promise<CertificateRow | undefined> {
  const code = newCertificateCode();
  const hash = codeHash(code);
  if (!(await updateValid(tx, old.code_hash, { status: 'superseded', replaced_by: hash }))) return undefined;
  const work = old.artwork_id ? (await certifiedFacts(tx, [old.artwork_id])).get(old.artwork_id) : undefined;
  const row: CertificateRow = {
    ...old,
    code_hash: hash,
    code,
    title: work?.title ?? old.title,
    artist_name: work?.artistName ?? old.artist_name,
    year: work ? work.year : old.year,
    medium: work?.medium ?? old.medium,
    dimensions: work?.dimensions ?? old.dimensions,
    image: work ? (work.image ? JSON.stringify(work.image) : null) : old.image,
    status: 'valid',
    issued_at: at,
    revoked_at: null,
    reason: null,
    replaced_by: null,
  };
  await insertCertificates(tx, [row]);
  return row;
}

/** Revokes a valid certificate with its reason (inside the caller's transaction); false when it is not valid. */
export const revokeCertificate = (tx: Db, row: CertificateRow, reason: string, at: string): Promise<boolean> =>
  updateValid(tx, row.code_hash, { status: 'revoked', revoked_at: at, reason });
