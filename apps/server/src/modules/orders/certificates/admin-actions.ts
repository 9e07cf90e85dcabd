import { type AdminCertificate, CERTIFICATE_TEXT, ORDERS_TEXT } from '@vernissage/contract';
import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Conflict, NotFound } from '../../../platform/errors.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { AdminPrincipal } from '../../admins/index.ts';
import {
  type CertificatePdfDeps,
  type CertificateReadDeps,
  type CertificateRow,
  certificateFilename,
  certificatePdf,
  certificateUrl,
  findByCode,
  findCertificatesOfOrder,
  reissueCertificate,
  revokeCertificate,
  viewOfCertificate,
} from '../../certificates/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { findOrder } from '../core/order-repo.ts';
import { lockOrder, recordOrderEvent } from '../core/status-repo.ts';
import { certificateMail } from './certificate-mail.ts';

export type CertificateAdminDeps = CertificateReadDeps & CertificatePdfDeps & { db: Db; clock: Clock };

const adminView = async (deps: CertificateAdminDeps, row: CertificateRow): Promise<AdminCertificate> => ({
  ...(await viewOfCertificate(deps, row)),
  url: certificateUrl(deps.publicUrl, row.code),
  orderId: row.order_id,
  orderItemId: row.order_item_id,
});

async function foundByCode(db: Db, code: string): Promise<CertificateRow> {
  const row = await findByCode(db, code);
  if (!row) throw new NotFound(CERTIFICATE_TEXT.notFound);
  return row;
}

/** An order's certificates, valid, revoked and superseded, line by line. */
export async function certificatesOfOrder(deps: CertificateAdminDeps, orderId: string): Promise<AdminCertificate[]> {
  if (!(await findOrder(deps.db, orderId))) throw new NotFound(ORDERS_TEXT.notFound);
  const rows = await findCertificatesOfOrder(deps.db, orderId);
  return Promise.all(rows.map((row) => adminView(deps, row)));
}

/** A certificate's PDF in any status (a revoked one says so on its face). */
export async function adminCertificatePdf(deps: CertificateAdminDeps, code: string) {
  const row = await foundByCode(deps.db, code);
  return { filename: certificateFilename(row.code), pdf: await certificatePdf(deps, row) };
}

/** Queues one certificate's mail to the buyer (its PDF rendered first, outside any transaction). */
async function mailOne(deps: CertificateAdminDeps, row: CertificateRow, email: string, key: string) {
  const [shop, pdf] = await Promise.all([getShopSettings(deps.db), certificatePdf(deps, row)]);
  const mail = certificateMail(email, shop, [{ row, url: certificateUrl(deps.publicUrl, row.code), pdf }]);
  await enqueueMailOnce(deps.db, mail, deps.clock, key);
}

/**
 * Revokes a valid certificate: its page then says so, with the reason. Locks the order first (the
 * lock order of every order change) and writes the line in its history.
 */
export async function revokeOrderCertificate(
  deps: CertificateAdminDeps,
  admin: AdminPrincipal,
  code: string,
  reason: string,
): Promise<AdminCertificate> {
  const row = await foundByCode(deps.db, code);
  const at = deps.clock.now().toISOString();
  await inTransaction(deps.db, async (tx) => {
    await lockOrder(tx, row.order_id);
    if (!(await revokeCertificate(tx, row, reason, at))) throw new Conflict(CERTIFICATE_TEXT.onlyValidRevoked);
    await recordOrderEvent(tx, {
      orderId: row.order_id,
      kind: 'certificate',
      from: 'valid',
      to: 'revoked',
      actor: admin.email,
      note: `${row.code}: ${reason}`,
      at,
    });
  });
  return adminView(deps, { ...row, status: 'revoked', revoked_at: at, reason });
}

/**
 * Replaces a valid certificate with a new code (the old one then says it was replaced) and mails
 * the new one to the buyer, whose copy is no longer valid. In the order's history.
 */
export async function reissueOrderCertificate(
  deps: CertificateAdminDeps,
  admin: AdminPrincipal,
  code: string,
): Promise<AdminCertificate> {
  const row = await foundByCode(deps.db, code);
  const at = deps.clock.now().toISOString();
  const { fresh, email } = await inTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, row.order_id);
    const made = order && (await reissueCertificate(tx, row, at));
    if (!order || !made) throw new Conflict(CERTIFICATE_TEXT.onlyValidReissued);
    await recordOrderEvent(tx, {
      orderId: row.order_id,
      kind: 'certificate',
      from: 'valid',
      to: 'superseded',
      actor: admin.email,
      note: `${row.code} replaced by ${made.code}`,
      at,
    });
    return { fresh: made, email: order.email };
  });
  // The PDF renders outside the transaction; the mail is keyed by the new certificate, so sent once.
  await mailOne(deps, fresh, email, `certificate-reissued:${fresh.code_hash}`);
  return adminView(deps, fresh);
}

/** Sends a valid certificate to the buyer again. */
export async function resendOrderCertificate(deps: CertificateAdminDeps, code: string): Promise<void> {
  const row = await foundByCode(deps.db, code);
  if (row.status !== 'valid') throw new Conflict(CERTIFICATE_TEXT.onlyValidSent);
  const order = await findOrder(deps.db, row.order_id);
  if (!order) throw new NotFound(CERTIFICATE_TEXT.notFound);
  const key = `certificate-resent:${row.code_hash}:${deps.clock.now().toISOString()}`;
  await mailOne(deps, row, order.email, key);
}
