import { type AdminOrder, ORDER_STATUS_NEXT, type OrderStatus } from '@vernissage/contract';
import { type FormEvent, useRef, useState } from 'react';
import { primaryButton } from '../ui/buttons.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { SelectField, TextField } from '../ui/fields.tsx';
import { cancelDetail } from './cancel-text.ts';
import { statusWord } from './order-text.ts';
import { useUpdateOrderStatus } from './use-order-actions.ts';

/** Moves the order on (only to the statuses the server allows from this one); shipping takes carrier and tracking. */
export function OrderStatusControl({ order }: { order: AdminOrder }) {
  const next = ORDER_STATUS_NEXT[order.status];
  const update = useUpdateOrderStatus();
  const confirm = useConfirm();
  const [target, setTarget] = useState<OrderStatus | ''>('');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const select = useRef<HTMLSelectElement>(null);

  if (next.length === 0) {
    return <p className="text-[0.8125rem] text-muted">This order is {order.status}; its status no longer changes.</p>;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    if (target === 'cancelled') {
      const yes = await confirm({
        message: 'Cancel this order?',
        detail: cancelDetail(order),
        confirmLabel: 'Cancel Order',
        cancelLabel: 'Keep Order',
      });
      if (!yes) return;
    }
    const body = target === 'shipped' ? { status: target, carrier, trackingNumber } : { status: target };
    update.mutate(
      { id: order._id, body },
      {
        onSuccess: () => {
          setTarget('');
          setCarrier('');
          setTrackingNumber('');
          // The button just used is disabled now; the keyboard carries on from the selector.
          select.current?.focus();
        },
      },
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3">
      <SelectField
        ref={select}
        label="Order Status"
        value={target}
        onChange={(e) => setTarget(e.target.value as OrderStatus | '')}
        hint={`Now ${statusWord(order.status)}.`}
      >
        <option value="">Select status</option>
        {next.map((status) => (
          <option key={status} value={status}>
            {statusWord(status)}
          </option>
        ))}
      </SelectField>
      {target === 'shipped' && (
        <>
          <TextField
            label="Carrier (optional)"
            value={carrier}
            maxLength={100}
            onChange={(e) => setCarrier(e.target.value)}
          />
          <TextField
            label="Tracking number (optional)"
            value={trackingNumber}
            maxLength={100}
            onChange={(e) => setTrackingNumber(e.target.value)}
          />
        </>
      )}
      <button type="submit" className={primaryButton} disabled={!target || update.isPending}>
        {update.isPending ? 'Updating...' : 'Update Status'}
      </button>
    </form>
  );
}
