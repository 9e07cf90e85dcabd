import { type AdminOffer, counterBody } from '@vernissage/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useCurrency } from '../../lib/currency.tsx';
import { AdminDialog, DialogForm, FormActions } from '../ui/admin-dialog.tsx';
import { TextField } from '../ui/fields.tsx';
import { money } from './offer-format.ts';

type Props = { offer: AdminOffer | null; busy: boolean; onCancel: () => void; onCounter: (amount: number) => void };

/** 'Counter': an amount above the offer and at most the listed price (the server checks both too). */
export function CounterDialog({ offer, busy, onCancel, onCounter }: Props) {
  const currency = useCurrency();
  const formId = useId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!offer) return;
    setAmount(offer.listedPrice === null ? '' : offer.listedPrice.toFixed(2));
    setError(undefined);
  }, [offer]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = counterBody.safeParse({ amount });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onCounter(parsed.data.amount);
  }

  return (
    <AdminDialog
      open={offer !== null}
      onOpenChange={(next) => !next && onCancel()}
      size="sm"
      title="Counter"
      description={
        offer
          ? `${offer.name} offers ${money(offer.amount, currency)} for “${offer.artwork.title}”${offer.listedPrice === null ? '' : `, listed at ${money(offer.listedPrice, currency)}`}. They can accept your amount from their link within 48 hours.`
          : undefined
      }
      footer={
        <FormActions
          formId={formId}
          onCancel={onCancel}
          disabled={busy}
          submitLabel={busy ? 'Sending...' : 'Send Counteroffer'}
        />
      }
    >
      <DialogForm id={formId} onSubmit={submit} className="grid gap-4">
        <TextField
          label={`Your price (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(undefined);
          }}
          error={error}
          data-autofocus
        />
      </DialogForm>
    </AdminDialog>
  );
}
