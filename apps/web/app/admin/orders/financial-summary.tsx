import { type AdminOrder, formatMoney, SHIPPING_TEXT, taxLineLabel } from '@vernissage/contract';
import { DetailSection } from './detail-section.tsx';
import { SetShippingForm } from './set-shipping-form.tsx';

type Line = { label: string; value: string; tone?: 'owed' | 'total' | 'quoted' };

/**
 * Subtotal, shipping ('To be quoted' until the gallery sets it), the tax line with its label and
 * rate (named as included when the prices hold it), storage fees owed (when any), the total, and
 * what is owed when more than it; every amount in the order's own currency.
 */
export function FinancialSummary({ order }: { order: AdminOrder }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const tax = order.taxLine ? taxLineLabel(order.taxLine.label, order.taxLine.rate) : 'Tax';
  const lines: Line[] = [
    { label: 'Subtotal', value: money(order.subtotal) },
    order.shipping_cost === null
      ? { label: 'Shipping', value: SHIPPING_TEXT.toBeQuoted, tone: 'quoted' }
      : { label: 'Shipping', value: money(order.shipping_cost) },
    { label: order.taxLine && order.pricesIncludeTax ? `${tax} (included)` : tax, value: money(order.tax) },
  ];
  if (order.storageFeesOwed > 0)
    lines.push({ label: 'Storage Fees Owed', value: money(order.storageFeesOwed), tone: 'owed' });
  lines.push({ label: 'Total Amount', value: money(order.total), tone: 'total' });
  if (order.totalAmountOwed > order.total)
    lines.push({ label: 'Total Amount Owed', value: money(order.totalAmountOwed), tone: 'owed' });
  const settable =
    order.fulfillmentType === 'shipping' && order.paymentStatus === 'pending' && order.status !== 'cancelled';
  return (
    <DetailSection id="financial-summary" title="Financial Summary">
      <dl className="text-[0.875rem]">
        {lines.map((line) => (
          <div
            key={line.label}
            className={`flex justify-between gap-4 py-1.5 ${line.tone === 'total' ? 'mt-1 border-t border-line pt-2.5 font-semibold' : ''} ${line.tone === 'owed' ? 'font-medium text-error' : ''}`}
          >
            <dt>{line.label}</dt>
            <dd className={`tabular-nums ${line.tone === 'quoted' ? 'font-medium text-accent' : ''}`}>{line.value}</dd>
          </div>
        ))}
      </dl>
      {settable && <SetShippingForm order={order} />}
    </DetailSection>
  );
}
