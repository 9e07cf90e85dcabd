import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_EMAIL_TAKEN, MIN_PASSWORD_LENGTH } from '@vernissage/contract';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { AdminDialog, FormActions } from '../ui/admin-dialog.tsx';
import { FormError, TextField } from '../ui/fields.tsx';
import { type AddAdminValues, addAdminFormSchema, blankAddAdmin, toAddAdminBody } from './add-admin-form.ts';
import { AddModeChoice } from './add-mode-choice.tsx';
import { useAddAdmin } from './use-admin-users.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Add Administrator': an e-mail, then an invitation e-mail or a first password typed twice. */
export function AddAdminDialog({ open, onOpenChange }: Props) {
  const formId = useId();
  const add = useAddAdmin();
  const { register, handleSubmit, reset, watch, setError, formState } = useForm<AddAdminValues>({
    resolver: zodResolver(addAdminFormSchema),
    defaultValues: blankAddAdmin,
  });
  const mode = watch('mode');
  const e = formState.errors;

  const resetAdd = add.reset;
  useEffect(() => {
    if (!open) return;
    reset(blankAddAdmin);
    resetAdd();
  }, [open, reset, resetAdd]);

  const submit = handleSubmit((values) =>
    add.mutate(toAddAdminBody(values), {
      onSuccess: () => onOpenChange(false),
      onError: (error) => {
        if (error.message === ADMIN_EMAIL_TAKEN) setError('email', { message: error.message }, { shouldFocus: true });
      },
    }),
  );
  const serverError = add.error && add.error.message !== ADMIN_EMAIL_TAKEN ? add.error.message : null;

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Administrator"
      description="Every administrator can manage the whole back office, other administrators included."
      footer={
        <FormActions
          formId={formId}
          onCancel={() => onOpenChange(false)}
          disabled={add.isPending}
          submitLabel={add.isPending ? 'Adding...' : mode === 'invite' ? 'Send Invitation' : 'Add Administrator'}
        />
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-5">
        <TextField label="Email" type="email" autoComplete="off" {...register('email')} error={e.email?.message} />
        <AddModeChoice field={register('mode')} current={mode} />
        {mode === 'password' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              {...register('password', { deps: ['confirm'] })}
              error={e.password?.message}
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            />
            <TextField
              label="Confirm password"
              type="password"
              autoComplete="new-password"
              {...register('confirm')}
              error={e.confirm?.message}
            />
          </div>
        )}
        <FormError message={serverError} />
      </form>
    </AdminDialog>
  );
}
