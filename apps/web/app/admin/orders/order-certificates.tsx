import type { AdminCertificate, AdminOrder } from '@vernissage/contract';
import { useRef, useState } from 'react';
import { ReauthDialog } from '../payment-details/reauth-dialog.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { ErrorState } from '../ui/states.tsx';
import { CertificateRow } from './certificate-row.tsx';
import { DetailSection } from './detail-section.tsx';
import { RevokeCertificateDialog } from './revoke-certificate-dialog.tsx';
import { useCertificateActions, useOrderCertificates } from './use-certificates.ts';

/**
 * 'Certificates': one per unit sold, issued once the payment is completed (gallery.md §2); each can
 * be opened, downloaded and sent again, and a valid one revoked (with a reason) or reissued.
 */
export function OrderCertificates({ order }: { order: Pick<AdminOrder, '_id' | 'paymentStatus'> }) {
  const list = useOrderCertificates(order._id);
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);
  // The Revoke button goes with the valid status: after a revoke the dialog gives the focus to the
  // list, not back to a button about to disappear.
  const revoked = useRef(false);
  const listRef = useRef<HTMLUListElement>(null);
  const actions = useCertificateActions(order._id, {
    onRevoked: () => {
      revoked.current = true;
      setRevoking(null);
    },
  });
  const focusAfterRevoke = () => {
    if (!revoked.current || !listRef.current) return false;
    revoked.current = false;
    listRef.current.focus();
    return true;
  };
  const confirm = useConfirm();

  async function reissue(certificate: AdminCertificate) {
    const yes = await confirm({
      message: 'Reissue this certificate?',
      detail: `A new certificate with a new code is issued for the same unit and e-mailed to the buyer; ${certificate.code} will then say it was replaced by a newer one.`,
      confirmLabel: 'Reissue Certificate',
      cancelLabel: 'Keep Certificate',
    });
    if (yes) actions.reissue.mutate(certificate.code);
  }

  return (
    <DetailSection id="order-certificates" title="Certificates">
      {list.isPending ? (
        <p role="status" className="text-[0.875rem] text-muted">
          Loading certificates...
        </p>
      ) : list.isError ? (
        <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-[0.875rem] text-muted">
          {order.paymentStatus === 'completed'
            ? 'No certificates yet: they are being issued and e-mailed to the buyer.'
            : 'Certificates of authenticity are issued, one per work sold, once the payment is completed.'}
        </p>
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label="Certificates of authenticity"
          className="divide-y divide-line border-y border-line outline-none focus-visible:ring-2 focus-visible:ring-ink"
        >
          {list.data.map((certificate) => (
            <CertificateRow
              key={certificate.code}
              certificate={certificate}
              resending={actions.resend.isPending && actions.resend.variables === certificate.code}
              onResend={() => actions.resend.mutate(certificate.code)}
              onRevoke={() => setRevoking(certificate)}
              onReissue={() => void reissue(certificate)}
            />
          ))}
        </ul>
      )}
      <RevokeCertificateDialog
        certificate={revoking}
        busy={actions.revoke.isPending}
        onCancel={() => setRevoking(null)}
        onCloseFocus={focusAfterRevoke}
        onRevoke={(reason) => revoking && actions.revoke.mutate({ code: revoking.code, reason })}
      />
      <ReauthDialog
        open={actions.waiting !== null}
        change={actions.waiting?.kind === 'reissue' ? 'Reissuing a certificate' : 'Revoking a certificate'}
        onOpenChange={(open) => !open && actions.cancel()}
        onConfirmed={actions.resume}
      />
    </DetailSection>
  );
}
