import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_PASSWORD_LENGTH } from '@vernissage/contract';
import { CircleCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AdminDialog, DialogForm, FormActions } from '../ui/admin-dialog.tsx';
import { TextField } from '../ui/fields.tsx';
import { blankPasswords, type PasswordFormValues, passwordFormSchema } from './password-form.ts';
import { useChangePassword } from './use-account.ts';

/** The success screen stays this long before the dialog closes. */
const PASSWORD_SUCCESS_MS = 2000;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedOut: () => void;
  /** The generated first password is in use: the dialog explains why it asks (decision 034). */
  firstSignIn?: boolean;
};

/** Current, new and confirmation; then every session is signed out, this one included. */
export function ChangePasswordDialog({ open, onOpenChange, onSignedOut, firstSignIn = false }: Props) {
  const formId = useId();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    mode: 'onChange',
    defaultValues: blankPasswords,
  });
  const { errors, isValid } = formState;
  // A rule is shown once its field has been typed in (emptied again included), not before.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const field = (name: keyof PasswordFormValues) =>
    register(name, {
      onChange: () => setEdited((set) => (set.has(name) ? set : new Set(set).add(name))),
      ...(name === 'next' ? { deps: ['confirm'] as const } : {}),
    });
  const shown = (name: keyof PasswordFormValues) => (edited.has(name) ? errors[name]?.message : undefined);

  const resetChange = change.reset;
  useEffect(() => {
    if (!open) return;
    setDone(false);
    setEdited(new Set());
    reset(blankPasswords);
    resetChange();
  }, [open, reset, resetChange]);

  // After the success screen: close, then leave the dashboard (the server has revoked this session).
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      onOpenChange(false);
      onSignedOut();
    }, PASSWORD_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [done, onOpenChange, onSignedOut]);

  const submit = handleSubmit(({ current, next }) =>
    change.mutate(
      { old_password: current, new_password: next },
      {
        onSuccess: () => {
          reset(blankPasswords);
          setDone(true);
        },
      },
    ),
  );

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={firstSignIn ? 'Choose Your Password' : 'Change Password'}
      description={
        done
          ? undefined
          : firstSignIn
            ? 'The password you signed in with was made for the first sign-in only. Choose your own, then sign in again with it.'
            : 'Changing your password signs you out everywhere, here included.'
      }
      footer={
        done ? undefined : (
          <FormActions
            formId={formId}
            onCancel={() => onOpenChange(false)}
            disabled={!isValid || change.isPending}
            submitLabel={change.isPending ? 'Changing...' : 'Change Password'}
          />
        )
      }
    >
      {done ? (
        <div role="status" className="py-6 text-center">
          <CircleCheck aria-hidden className="mx-auto size-10 text-ink" strokeWidth={1.25} />
          <p className="mt-4 font-display text-[1.375rem]">Password changed successfully!</p>
          <p className="mt-2 text-[0.875rem] text-muted">
            Every session has been signed out, this one too. Sign in again with your new password.
          </p>
        </div>
      ) : (
        <DialogForm id={formId} onSubmit={submit} className="space-y-4">
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...field('current')}
            error={shown('current')}
          />
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            {...field('next')}
            error={shown('next')}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters, different from the current one.`}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            {...field('confirm')}
            error={shown('confirm')}
          />
        </DialogForm>
      )}
    </AdminDialog>
  );
}
