import { type ArtistPayouts, type PayoutBody, payoutBody } from '@vernissage/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useCurrency } from '../../lib/currency.tsx';
import { AdminDialog, DialogForm, FormActions } from '../ui/admin-dialog.tsx';
import { TextField } from '../ui/fields.tsx';
import { money, todayUtc } from './payout-format.ts';

type Props = {
  artist: ArtistPayouts['artist'] | null;
  balance: number;
  busy: boolean;
  onCancel: () => void;
  onRecord: (body: PayoutBody) => void;
};
type Errors = Partial<Record<'amount' | 'paidAt' | 'reference', string>>;

/**
 * 'Record Payout': the amount (at most the balance owed: the server refuses more), the day it was
 * paid and a reference, checked with the contract's rule, each error under its field.
 */
export function RecordPayoutDialog({ artist, balance, busy, onCancel, onRecord }: Props) {
  const currency = useCurrency();
  const formId = useId();
  const [values, setValues] = useState({ amount: '', paidAt: todayUtc(), reference: '' });
  const [errors, setErrors] = useState<Errors>({});
  const open = artist !== null;

  useEffect(() => {
    if (!open) return;
    setValues({ amount: balance > 0 ? balance.toFixed(2) : '', paidAt: todayUtc(), reference: '' });
    setErrors({});
  }, [open, balance]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = payoutBody.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'amount' || field === 'paidAt' || field === 'reference') && !found[field])
          found[field] = issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    onRecord(parsed.data);
  }
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (errors[field]) setErrors((x) => ({ ...x, [field]: undefined }));
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      size="sm"
      title="Record Payout"
      description={artist ? `To ${artist.name}. Balance owed: ${money(balance, currency)}.` : undefined}
      footer={
        <FormActions
          formId={formId}
          onCancel={onCancel}
          disabled={busy}
          submitLabel={busy ? 'Recording...' : 'Record Payout'}
        />
      }
    >
      <DialogForm id={formId} onSubmit={submit} className="grid gap-4">
        <TextField
          label={`Amount (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={set('amount')}
          error={errors.amount}
          data-autofocus
        />
        <TextField label="Paid on" type="date" value={values.paidAt} onChange={set('paidAt')} error={errors.paidAt} />
        <TextField
          label="Reference (optional)"
          value={values.reference}
          onChange={set('reference')}
          error={errors.reference}
          hint="The bank transfer's reference, a cheque number."
          autoComplete="off"
        />
      </DialogForm>
    </AdminDialog>
  );
}
