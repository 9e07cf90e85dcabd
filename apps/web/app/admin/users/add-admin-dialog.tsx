import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_EMAIL_TAKEN, ADMIN_ROLE_LABELS, MIN_PASSWORD_LENGTH } from '@vernissage/contract';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { AdminDialog, FormActions } from '../ui/admin-dialog.tsx';
import { FormError, SelectField, TextField } from '../ui/fields.tsx';
import { type AddAdminValues, addAdminFormSchema, blankAddAdmin, toAddAdminBody } from './add-admin-form.ts';
import { AddModeChoice } from './add-mode-choice.tsx';
import { useAddAdmin } from './use-admin-users.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

const ROLE_HINT = 'You can change it later in this list.';

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
      description="Owners manage everything, administrators and bank details included. Staff run the catalog, orders, newsletters and cookie consents."
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
        <SelectField label="Role" {...register('role')} hint={ROLE_HINT}>
          <option value="staff">{ADMIN_ROLE_LABELS.staff}</option>
          <option value="owner">{ADMIN_ROLE_LABELS.owner}</option>
        </SelectField>
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
