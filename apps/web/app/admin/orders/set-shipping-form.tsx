import { type AdminOrder, centStep, formatMoney, ORDERS_TEXT } from '@vernissage/contract';
import { type FormEvent, useState } from 'react';
import { secondaryButton } from '../ui/buttons.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { TextField } from '../ui/fields.tsx';
import { useSetShipping } from './use-order-actions.ts';

/** The shipping as typed: a number of 0 or more in the order's currency, or the message that says why not. */
function parseAmount(text: string, currency: string): { amount: number } | { error: string } {
  const value = Number(text.trim());
  if (
    text.trim() === '' ||
    !Number.isFinite(value) ||
    value < 0 ||
    Math.abs(value * 100 - Math.round(value * 100)) > 1e-6
  )
    return { error: ORDERS_TEXT.shippingAmount };
  if (Math.round(value * 100) % centStep(currency) !== 0) return { error: ORDERS_TEXT.shippingWhole(currency) };
  return { amount: value };
}

/**
 * 'Set Shipping': the gallery's quote for a 'To be quoted' order, or a revised shipping on an unpaid
 * one. Confirmed first, as the buyer is e-mailed the revised invoice at once.
 */
export function SetShippingForm({ order }: { order: AdminOrder }) {
  const set = useSetShipping();
  const confirm = useConfirm();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseAmount(text, order.currency);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    const yes = await confirm({
      message: `Set the shipping to ${formatMoney(parsed.amount, order.currency)}?`,
      detail: 'The total is revised and the buyer is e-mailed the revised invoice at once.',
      confirmLabel: 'Set Shipping',
      cancelLabel: 'Cancel',
    });
    if (!yes) return;
    set.mutate(
      { id: order._id, amount: parsed.amount },
      { onSuccess: () => setText(''), onError: (e) => setError(e.message) },
    );
  }

  return (
    <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label={order.shipping_cost === null ? `Shipping quote (${order.currency})` : `New shipping (${order.currency})`}
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
        className="w-44"
      />
      <button type="submit" className={secondaryButton} disabled={set.isPending}>
        {set.isPending ? 'Setting...' : 'Set Shipping'}
      </button>
    </form>
  );
}
