import type { StorageBilling as Billing } from '@vernissage/contract';
import { useMoney } from '../../lib/currency.tsx';
import { rowButton } from '../ui/buttons.ts';
import { DetailSection, Fact, Facts } from './detail-section.tsx';
import { calendarDay } from './order-text.ts';
import { useMarkPeriodPaid } from './use-order-actions.ts';
import { useStorageBilling } from './use-orders.ts';

const NO_BILLING = 'No storage billing information available.';

/** A storage order's billing: start, months, fee, each period (Mark Paid for a pending one) and the total owed. */
export function StorageBillingSection({ orderId }: { orderId: string }) {
  const billing = useStorageBilling(orderId, true);
  return (
    <DetailSection id="storage-billing" title="Storage Billing">
      {billing.isPending ? (
        <p role="status" className="text-[0.875rem] text-muted">
          Loading storage billing information...
        </p>
      ) : billing.isError || !billing.data ? (
        <p className="text-[0.875rem] text-muted">{NO_BILLING}</p>
      ) : (
        <BillingPeriods orderId={orderId} billing={billing.data} />
      )}
    </DetailSection>
  );
}

function BillingPeriods({ orderId, billing }: { orderId: string; billing: Billing }) {
  const { formatPrice } = useMoney();
  const markPaid = useMarkPeriodPaid(orderId);
  const marking = markPaid.isPending ? markPaid.variables : null;
  return (
    <>
      <Facts>
        <Fact label="Storage Start Date">{calendarDay(billing.storageStartDate)}</Fact>
        <Fact label="Months Stored">{billing.monthsStored}</Fact>
        <Fact label="Monthly Fee">{formatPrice(billing.monthlyFee)}</Fact>
      </Facts>
      <h4 className="label-caps mt-5 mb-2 text-[0.6875rem] text-muted">Billing Periods</h4>
      <ol className="divide-y divide-line border-y border-line">
        {billing.billingPeriods.map((period, i) => (
          <li
            key={period.periodStart}
            className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1.5 py-2.5 text-[0.875rem] sm:grid-cols-[minmax(0,1fr)_6rem_5rem_7rem]"
          >
            <div className="min-w-0">
              <p className="font-medium">Period {i + 1}</p>
              <p className="text-[0.8125rem] text-muted">
                {calendarDay(period.periodStart)} - {calendarDay(period.periodEnd)}
              </p>
            </div>
            <p className="text-right tabular-nums">{formatPrice(period.amount)}</p>
            <p className={`text-[0.8125rem] font-medium ${period.status === 'paid' ? 'text-[#2f5e3c]' : 'text-error'}`}>
              {period.status === 'paid' ? 'Paid' : 'Pending'}
            </p>
            <div className="text-right">
              {period.status === 'pending' && (
                <button
                  type="button"
                  className={`${rowButton} border border-subtle`}
                  disabled={marking !== null}
                  onClick={() => markPaid.mutate(period.periodStart)}
                  aria-label={`Mark Period ${i + 1} paid`}
                >
                  {marking === period.periodStart ? 'Marking...' : 'Mark Paid'}
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-3 flex justify-between text-[0.9375rem] font-semibold">
        <span>Total Storage Fees Owed</span>
        <span className={`tabular-nums ${billing.totalOwed > 0 ? 'text-error' : ''}`}>
          {formatPrice(billing.totalOwed)}
        </span>
      </p>
    </>
  );
}
