import type { AdminOrder } from '@vernissage/contract';
import { formatPrice } from '../../lib/format-price.ts';
import { DetailSection } from './detail-section.tsx';

type Line = { label: string; amount: number; tone?: 'owed' | 'total' };

/** Subtotal, shipping, tax, storage fees owed (when any), the total, and what is owed when more than it. */
export function FinancialSummary({ order }: { order: AdminOrder }) {
  const lines: Line[] = [
    { label: 'Subtotal', amount: order.subtotal },
    { label: 'Shipping', amount: order.shipping_cost },
    { label: 'Tax', amount: order.tax },
  ];
  if (order.storageFeesOwed > 0)
    lines.push({ label: 'Storage Fees Owed', amount: order.storageFeesOwed, tone: 'owed' });
  lines.push({ label: 'Total Amount', amount: order.total, tone: 'total' });
  if (order.totalAmountOwed > order.total)
    lines.push({ label: 'Total Amount Owed', amount: order.totalAmountOwed, tone: 'owed' });
  return (
    <DetailSection id="financial-summary" title="Financial Summary">
      <dl className="text-[0.875rem]">
        {lines.map((line) => (
          <div
            key={line.label}
            className={`flex justify-between gap-4 py-1.5 ${line.tone === 'total' ? 'mt-1 border-t border-line pt-2.5 font-semibold' : ''} ${line.tone === 'owed' ? 'font-medium text-error' : ''}`}
          >
            <dt>{line.label}</dt>
            <dd className="tabular-nums">{formatPrice(line.amount)}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
