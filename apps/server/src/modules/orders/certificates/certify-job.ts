import type { Db } from '../../../db/connection.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Clock } from '../../../platform/clock.ts';
import { defineJob } from '../../../platform/jobs/define-job.ts';
import { PermanentJobError } from '../../../platform/jobs/retry.ts';
import { enqueueMailOnce } from '../../../platform/mail/mail-job.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import {
  type CertificatePdfDeps,
  type CertificateRow,
  certificatePdf,
  certificateUrl,
  findCertificatesOfOrder,
  issueCertificates,
  orderHasCertificates,
  type UnitToCertify,
} from '../../certificates/index.ts';
import { getShopSettings } from '../../settings/index.ts';
import { editionOfItem } from '../core/order-edition.ts';
import { orderPaid } from '../core/order-jobs.ts';
import { findOrderItems } from '../core/order-repo.ts';
import type { OrderItemRow } from '../core/order-rows.ts';
import { lockOrder } from '../core/status-repo.ts';
import { certificateMail } from './certificate-mail.ts';

type Deps = CertificatePdfDeps & { db: Db; clock: Clock };

/** One unit per piece sold: a line of 2 prints is two units, each with its own edition number. */
function unitsOf(orderId: string, items: readonly OrderItemRow[]): UnitToCertify[] {
  return items.flatMap((item) => {
    const edition = editionOfItem(item);
    return Array.from({ length: Number(item.quantity) }, (_, i) => {
      const number = edition?.numbers[i];
      return {
        orderId,
        orderItemId: item.id,
        unit: i + 1,
        artworkId: item.artwork_id,
        title: item.title,
        artistName: item.artist_name,
        format: item.format_name,
        edition: edition && number !== undefined ? { number, size: edition.size } : null,
      };
    });
  });
}

/** Mails the buyer each line's valid certificates, once per line (dedupe keys), with their PDFs. */
async function mailCertificates(deps: Deps, email: string, rows: readonly CertificateRow[]): Promise<void> {
  const shop = await getShopSettings(deps.db);
  const byLine = new Map<string, CertificateRow[]>();
  for (const row of rows) {
    if (row.status === 'valid') byLine.set(row.order_item_id, [...(byLine.get(row.order_item_id) ?? []), row]);
  }
  const mails: { message: MailMessage; dedupeKey: string }[] = [];
  for (const [itemId, certificates] of byLine) {
    const mailed = await Promise.all(
      certificates.map(async (row) => ({
        row,
        url: certificateUrl(deps.publicUrl, row.code),
        pdf: await certificatePdf(deps, row),
      })),
    );
    mails.push({ message: certificateMail(email, shop, mailed), dedupeKey: `certificate-mail:${itemId}` });
  }
  await inTransaction(deps.db, async (tx) => {
    for (const { message, dedupeKey } of mails) await enqueueMailOnce(tx, message, deps.clock, dedupeKey);
  });
}

/**
 * Once an order's payment first completes (card or admin), its certificates of authenticity are
 * issued, one per unit, and mailed to the buyer. Issuing locks the order, so it cannot cross a
 * cancellation: an order cancelled first gets none, one cancelled after has them revoked in the
 * cancelling transaction. A retried run finds the certificates issued and only (re)queues the mails,
 * which their dedupe keys send once (decision 066).
 */
export const certifyOrderJob = defineJob({
  kind: orderPaid.kind,
  payload: orderPaid.payload,
  handle: async ({ orderId }, _ctx, deps: Deps) => {
    const email = await inTransaction(deps.db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw new PermanentJobError(`order ${orderId} does not exist`);
      if (order.paid_at === null || order.status === 'cancelled') return undefined;
      if (!(await orderHasCertificates(tx, orderId))) {
        const items = await findOrderItems(tx, orderId);
        await issueCertificates(tx, unitsOf(orderId, items), deps.clock.now().toISOString());
      }
      return order.email;
    });
    if (email === undefined) return;
    await mailCertificates(deps, email, await findCertificatesOfOrder(deps.db, orderId));
  },
});
