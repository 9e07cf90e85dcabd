import { zodResolver } from '@hookform/resolvers/zod';
import { type TwoFactorEnableBody, twoFactorEnableBody } from '@vernissage/contract';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminDialog, DialogActions, DialogForm, FormActions } from '../ui/admin-dialog.tsx';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';
import { TextField } from '../ui/fields.tsx';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { groupedSecret, useEnableTwoFactor, useStartTwoFactor } from './use-two-factor.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Scan, confirm with a first code, then keep the recovery codes (shown once). */
export function TwoFactorSetupDialog({ open, onOpenChange }: Props) {
  const formId = useId();
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const [copied, setCopied] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<TwoFactorEnableBody>({
    resolver: zodResolver(twoFactorEnableBody),
    defaultValues: { code: '' },
  });

  const { mutate: begin, reset: resetStart } = start;
  const resetEnable = enable.reset;
  useEffect(() => {
    if (!open) return;
    reset({ code: '' });
    resetEnable();
    setCopied(false);
    begin();
    return resetStart;
  }, [open, begin, reset, resetEnable, resetStart]);

  const submit = handleSubmit(({ code }) => enable.mutate(code));
  const codes = enable.data?.recoveryCodes;
  const close = () => onOpenChange(false);

  async function copyCodes(list: string[]) {
    await navigator.clipboard?.writeText(list.join('\n')).catch(() => undefined);
    setCopied(true);
  }

  const footer = codes ? (
    <DialogActions>
      <button type="button" className={secondaryButton} onClick={() => void copyCodes(codes)}>
        {copied ? 'Copied' : 'Copy Codes'}
      </button>
      <button type="button" className={primaryButton} onClick={close}>
        Done
      </button>
    </DialogActions>
  ) : start.data ? (
    <FormActions
      formId={formId}
      onCancel={close}
      disabled={enable.isPending}
      submitLabel={enable.isPending ? 'Turning on...' : 'Turn On'}
    />
  ) : undefined;

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Two-Factor Authentication"
      description={codes ? undefined : 'Sign-in will ask for a code from your phone as well as your password.'}
      footer={footer}
    >
      {codes ? (
        <div role="status">
          <p className="flex items-center gap-2 font-display text-[1.25rem]">
            <ShieldCheck aria-hidden className="size-6" strokeWidth={1.5} />
            Two-factor authentication is on
          </p>
          <p className="mt-3 text-[0.875rem] text-ink-soft">
            Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are not
            shown again.
          </p>
          <ul aria-label="Recovery codes" className="mt-4 grid gap-y-2 border border-line bg-mat px-5 py-4">
            {codes.map((code) => (
              <li key={code} className="font-mono text-[0.9375rem] tracking-[0.04em]">
                {code}
              </li>
            ))}
          </ul>
        </div>
      ) : start.isError ? (
        <ErrorState message={start.error.message} onRetry={() => begin()} />
      ) : !start.data ? (
        <LoadingState />
      ) : (
        <DialogForm id={formId} onSubmit={submit} className="space-y-5">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(start.data.qrSvg)}`}
              alt="QR code for your authenticator app"
              width={152}
              height={152}
              className="size-38 shrink-0 border border-line bg-white p-2.5"
            />
            <div className="min-w-0 text-[0.875rem] text-ink-soft">
              <p>1. Scan the code with an authenticator app, such as 1Password, Google Authenticator or Authy.</p>
              <p className="mt-3">Cannot scan it? Enter this key instead:</p>
              <p className="mt-1 font-mono text-[0.875rem] tracking-[0.04em] text-ink [overflow-wrap:anywhere] select-all">
                {groupedSecret(start.data.secret)}
              </p>
            </div>
          </div>
          <TextField
            label="2. Enter the 6-digit code the app shows"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            spellCheck={false}
            {...register('code')}
            error={formState.errors.code?.message ?? (enable.isError ? enable.error.message : undefined)}
          />
        </DialogForm>
      )}
    </AdminDialog>
  );
}
