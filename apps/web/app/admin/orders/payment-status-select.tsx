import { type AdminOrder, PAYMENT_STATUSES, type PaymentStatus } from '@vernissage/contract';
import { SelectField } from '../ui/fields.tsx';
import { statusWord } from './order-text.ts';
import { useUpdatePaymentStatus } from './use-order-actions.ts';

/** The Payment Status selector: any value, saved as soon as it is chosen. */
export function PaymentStatusSelect({ order }: { order: AdminOrder }) {
  const update = useUpdatePaymentStatus();
  const shown = update.isPending ? (update.variables?.paymentStatus ?? order.paymentStatus) : order.paymentStatus;
  return (
    <SelectField
      label="Payment Status"
      value={shown}
      disabled={update.isPending}
      hint={update.isPending ? 'Saving...' : undefined}
      onChange={(e) => update.mutate({ id: order._id, paymentStatus: e.target.value as PaymentStatus })}
    >
      {PAYMENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {statusWord(status)}
        </option>
      ))}
    </SelectField>
  );
}
