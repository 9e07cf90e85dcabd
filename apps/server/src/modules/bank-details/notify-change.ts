import type { PaymentDetails, PaymentDetailsBody } from '@vernissage/contract';
import { inTransaction } from '../../db/tx.ts';
import { enqueueMail } from '../../platform/mail/mail-job.ts';
import { activeAdmins } from '../admins/index.ts';
import { changedFields, paymentDetailsChangedMail } from './change-notice.ts';
import { createPaymentDetails, getPaymentDetails, type PaymentDetailsDeps, updatePaymentDetails } from './service.ts';

/**
 * Saves the payment details and, in the same transaction, queues a notice to every admin naming
 * who changed which field (account numbers masked): a changed bank account never goes unseen.
 */
export async function savePaymentDetails(
  deps: PaymentDetailsDeps & { publicUrl: string },
  actor: string,
  body: PaymentDetailsBody,
  mode: 'create' | 'update',
): Promise<PaymentDetails> {
  return inTransaction(deps.db, async (tx) => {
    const scoped = { db: tx, clock: deps.clock };
    const before = await getPaymentDetails(scoped);
    const after =
      mode === 'create' ? await createPaymentDetails(scoped, body) : await updatePaymentDetails(scoped, body);
    const lines = changedFields(before, after);
    if (lines.length === 0) return after;
    const change = { actor, at: after.updatedAt, lines, adminUrl: `${deps.publicUrl}/admin` };
    for (const admin of await activeAdmins(tx)) {
      await enqueueMail(tx, paymentDetailsChangedMail(admin.email, change), deps.clock);
    }
    return after;
  });
}
