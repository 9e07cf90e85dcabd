import { zodResolver } from '@hookform/resolvers/zod';
import { type PaymentDetails, type PaymentDetailsBody, paymentDetailsBody } from '@vernissage/contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useCurrency } from '../../lib/currency.tsx';
import { uploadedOn } from '../hero-media/use-hero-media.ts';
import { primaryButton } from '../ui/buttons.ts';
import { FormError, SwitchField, TextAreaField, TextField } from '../ui/fields.tsx';
import { FormSection } from '../ui/form-section.tsx';
import { type PaymentFormValues, paymentFormValues } from './payment-form.ts';
import { ReauthDialog } from './reauth-dialog.tsx';
import { useSavePaymentDetails } from './use-payment-details.ts';
import { ReauthRequired } from './use-reauthenticate.ts';

const resolver = zodResolver(paymentDetailsBody) as unknown as Resolver<PaymentFormValues, unknown, PaymentDetailsBody>;

/** Bank account, invoice texts and the installment plan; saved as one record. */
export function PaymentDetailsForm({ details }: { details: PaymentDetails | null }) {
  const save = useSavePaymentDetails();
  const currency = useCurrency();
  const { register, handleSubmit, watch, formState } = useForm<PaymentFormValues, unknown, PaymentDetailsBody>({
    resolver,
    defaultValues: paymentFormValues(details),
  });
  const e = formState.errors;
  // A save refused for want of a recent sign-in waits here while the admin confirms the password.
  const [waiting, setWaiting] = useState<PaymentDetailsBody | null>(null);
  const saveBody = (body: PaymentDetailsBody) =>
    save.mutate(
      { exists: Boolean(details?._id), body },
      { onError: (error) => error instanceof ReauthRequired && setWaiting(body) },
    );
  const submit = handleSubmit(saveBody);
  const installments = watch('installmentEnabled');

  return (
    <form noValidate onSubmit={submit} className="max-w-5xl">
      <p className="mb-6 text-[0.875rem] text-muted">
        {details
          ? `Last updated ${uploadedOn(details.updatedAt)}. These details are printed on every invoice.`
          : 'Not configured yet. Invoices will carry these details once you save them.'}
      </p>
      <FormSection title="Bank account" text="Where collectors send bank transfers.">
        <TextField label="Bank name" {...register('bankName')} error={e.bankName?.message} autoComplete="off" />
        <TextField
          label="Account name"
          {...register('accountName')}
          error={e.accountName?.message}
          autoComplete="off"
        />
        <TextField
          label="Account number"
          {...register('accountNumber')}
          error={e.accountNumber?.message}
          autoComplete="off"
        />
        <TextField
          label="Routing number"
          {...register('routingNumber')}
          error={e.routingNumber?.message}
          autoComplete="off"
        />
        <TextField
          label="SWIFT code (optional)"
          {...register('swiftCode')}
          error={e.swiftCode?.message}
          autoComplete="off"
        />
        <TextField label="IBAN (optional)" {...register('iban')} error={e.iban?.message} autoComplete="off" />
        <TextField
          label="Bank notification email (optional)"
          type="email"
          {...register('bankNotificationEmail')}
          error={e.bankNotificationEmail?.message}
          hint="Told when a transfer is expected."
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Instructions and terms" text="The text under the bank details on each invoice.">
        <TextAreaField
          label="Payment instructions"
          {...register('paymentInstructions')}
          rows={3}
          error={e.paymentInstructions?.message}
          className="sm:col-span-2"
        />
        <TextAreaField
          label="Payment terms"
          {...register('paymentTerms')}
          rows={3}
          error={e.paymentTerms?.message}
          className="sm:col-span-2"
        />
      </FormSection>
      <FormSection title="Installments" text="Let collectors pay larger orders in equal parts.">
        <SwitchField label="Offer installment plans" {...register('installmentEnabled')} className="sm:col-span-2" />
        <TextField
          label={`Minimum order (${currency})`}
          type="number"
          min={0}
          step="0.01"
          {...register('installmentThreshold')}
          disabled={!installments}
          error={e.installmentThreshold?.message}
          hint="Orders above this amount may be paid in installments."
        />
        <TextField
          label="Days between payments"
          type="number"
          min={1}
          max={365}
          step={1}
          {...register('installmentPeriod')}
          disabled={!installments}
          error={e.installmentPeriod?.message}
          hint="From 1 to 365."
        />
        <TextField
          label="Number of payments"
          type="number"
          min={2}
          max={24}
          step={1}
          {...register('installmentCount')}
          disabled={!installments}
          error={e.installmentCount?.message}
          hint="From 2 to 24."
        />
      </FormSection>
      <div className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <FormError message={save.error instanceof ReauthRequired ? null : save.error?.message} />
        <button type="submit" disabled={save.isPending} className={`${primaryButton} sm:ml-auto`}>
          {save.isPending ? 'Saving...' : 'Save Payment Details'}
        </button>
      </div>
      <ReauthDialog
        open={waiting !== null}
        onOpenChange={(open) => !open && setWaiting(null)}
        onConfirmed={() => waiting && saveBody(waiting)}
      />
    </form>
  );
}
