import { zodResolver } from '@hookform/resolvers/zod';
import { type TwoFactorDisableBody, twoFactorDisableBody } from '@vernissage/contract';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { AdminDialog, DialogForm, FormActions } from '../ui/admin-dialog.tsx';
import { FormError, TextField } from '../ui/fields.tsx';
import { useDisableTwoFactor } from './use-two-factor.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const blank: TwoFactorDisableBody = { password: '', code: '' };

/** Turning two-factor sign-in off takes the password and a current code (or a recovery code). */
export function TwoFactorDisableDialog({ open, onOpenChange }: Props) {
  const formId = useId();
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, reset, formState } = useForm<TwoFactorDisableBody>({
    resolver: zodResolver(twoFactorDisableBody),
    defaultValues: blank,
  });

  const resetDisable = disable.reset;
  useEffect(() => {
    if (!open) return;
    reset(blank);
    resetDisable();
  }, [open, reset, resetDisable]);

  const submit = handleSubmit((body) => disable.mutate(body, { onSuccess: () => onOpenChange(false) }));

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Turn Off Two-Factor Authentication"
      description="Sign-in will ask for your password only."
      footer={
        <FormActions
          formId={formId}
          onCancel={() => onOpenChange(false)}
          disabled={disable.isPending}
          submitLabel={disable.isPending ? 'Turning off...' : 'Turn Off'}
        />
      }
    >
      <DialogForm id={formId} onSubmit={submit} className="space-y-4">
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={formState.errors.password?.message}
        />
        <TextField
          label="Authentication code"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={32}
          hint="From your authenticator app, or a recovery code."
          {...register('code')}
          error={formState.errors.code?.message}
        />
        <FormError message={disable.error?.message} />
      </DialogForm>
    </AdminDialog>
  );
}
