import { type AdminCertificate, CERTIFICATE_REASON_MAX, revokeCertificateBody } from '@vernissage/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { AdminDialog, DialogForm, FormActions } from '../ui/admin-dialog.tsx';
import { TextAreaField } from '../ui/fields.tsx';

type Props = {
  certificate: AdminCertificate | null;
  busy: boolean;
  onCancel: () => void;
  /** Where focus goes when it closes; false: back to the Revoke button. */
  onCloseFocus?: () => boolean;
  onRevoke: (reason: string) => void;
};

/**
 * 'Revoke': the reason the certificate's public page will show, checked with the contract's rule
 * (the error under the field); the dialog stays open until the server has revoked it.
 */
export function RevokeCertificateDialog({ certificate, busy, onCancel, onRevoke, onCloseFocus }: Props) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const code = certificate?.code;

  useEffect(() => {
    if (code === undefined) return;
    setReason('');
    setError(undefined);
  }, [code]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = revokeCertificateBody.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onRevoke(parsed.data.reason);
  }

  return (
    <AdminDialog
      open={certificate !== null}
      onOpenChange={(open) => !open && onCancel()}
      {...(onCloseFocus ? { onCloseFocus } : {})}
      size="sm"
      title="Revoke Certificate"
      description={
        certificate
          ? `${certificate.title}, ${certificate.code}. Its page will say it was revoked, with this reason, for anyone who checks it.`
          : undefined
      }
      footer={
        <FormActions
          formId={formId}
          onCancel={onCancel}
          disabled={busy}
          submitLabel={busy ? 'Revoking...' : 'Revoke Certificate'}
        />
      }
    >
      <DialogForm id={formId} onSubmit={submit}>
        <TextAreaField
          label="Reason"
          hint={`Shown on the certificate's public page. At most ${CERTIFICATE_REASON_MAX} characters.`}
          value={reason}
          error={error}
          onChange={(e) => {
            setReason(e.target.value);
            if (error) setError(undefined);
          }}
          data-autofocus
        />
      </DialogForm>
    </AdminDialog>
  );
}
