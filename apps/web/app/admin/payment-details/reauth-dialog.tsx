import { SUDO_MINUTES } from '@vernissage/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useMe } from '../settings/use-account.ts';
import { AdminDialog, DialogForm, FormActions } from '../ui/admin-dialog.tsx';
import { FormError, TextField } from '../ui/fields.tsx';
import { useReauthenticate } from './use-reauthenticate.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirmed: () => void;
  /** What needs the recent sign-in, as the dialog names it. */
  change?: string;
};

/**
 * Changing where collectors send money needs a recent sign-in: the password (and the authenticator
 * code when two-factor sign-in is on), then the caller retries its save.
 */
export function ReauthDialog({ open, onOpenChange, onConfirmed, change = 'Changing payment details' }: Props) {
  const formId = useId();
  const me = useMe(open);
  const reauth = useReauthenticate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const twoFactor = me.data?.twoFactorEnabled === true;

  const resetReauth = reauth.reset;
  useEffect(() => {
    if (!open) return;
    setPassword('');
    setCode('');
    setMissing(null);
    resetReauth();
  }, [open, resetReauth]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setMissing('Password is required');
    if (twoFactor && !code.trim()) return setMissing('Enter the 6-digit code from your authenticator app');
    setMissing(null);
    reauth.mutate(twoFactor ? { password, code: code.trim() } : { password }, {
      onSuccess: () => {
        onOpenChange(false);
        onConfirmed();
      },
    });
  }

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Confirm It’s You"
      description={`${change} needs a recent sign-in. Your changes are kept; after this you have ${SUDO_MINUTES} minutes before you are asked again.`}
      footer={
        <FormActions
          formId={formId}
          onCancel={() => onOpenChange(false)}
          disabled={reauth.isPending || me.isPending}
          submitLabel={reauth.isPending ? 'Confirming...' : 'Confirm and Save'}
        />
      }
    >
      <DialogForm id={formId} onSubmit={submit} className="space-y-4">
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoFocus
          data-autofocus
        />
        {twoFactor && (
          <TextField
            label="Authentication code"
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={32}
            hint="From your authenticator app, or a recovery code."
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        )}
        <FormError message={missing ?? reauth.error?.message} />
      </DialogForm>
    </AdminDialog>
  );
}
