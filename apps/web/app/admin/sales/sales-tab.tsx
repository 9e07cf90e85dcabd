import type { SalesOverview } from '@vernissage/contract';
import type { ReactNode } from 'react';
import { useCurrency } from '../../lib/currency.tsx';
import { DayRangeForm, useDayRange } from '../ui/day-range-form.tsx';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { RevenueChart, StatusChart } from './sales-charts.tsx';
import { money, number } from './sales-format.ts';
import { EditionsTable, RevenueTable, SellersTable, SplitTable, StatusTable } from './sales-tables.tsx';
import { useSalesOverview } from './use-sales-overview.ts';

function Panel({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = `sales-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="border border-line bg-white px-5 py-4">
      <h3 id={id} className="text-[1.125rem]">
        {title}
      </h3>
      {note && <p className="mt-0.5 text-[0.8125rem] text-muted">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Figures({ o }: { o: SalesOverview }) {
  const currency = useCurrency();
  const cards = [
    { term: 'Paid', value: money(o.totals.paid, currency), note: 'Orders paid in full' },
    { term: 'Outstanding', value: money(o.totals.outstanding, currency), note: 'Awaiting payment, cancelled left out' },
    { term: 'Orders', value: number(o.totals.orders), note: 'Placed in the range, cancelled left out' },
    {
      term: 'Storage income',
      value: money(o.storage.paid, currency),
      note: `${money(o.storage.outstanding, currency)} owed`,
    },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
      {cards.map((card) => (
        <div key={card.term} className="border border-line bg-white px-5 py-4">
          <dt className="label-caps text-[0.75rem] font-semibold text-muted">{card.term}</dt>
          <dd className="mt-2 font-display text-[2rem] leading-none font-light tabular-nums">{card.value}</dd>
          <dd className="mt-1.5 text-[0.8125rem] text-muted">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Sales': revenue, orders, storage income, best sellers and editions for a date range kept in the address. */
export function SalesTab() {
  const days = useDayRange();
  const overview = useSalesOverview(days.range);
  const o = overview.data;

  return (
    <section aria-labelledby="sales-heading" className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="sales-heading" className="text-[1.25rem]">
            Sales Overview
          </h2>
          <p className="mt-0.5 text-[0.8125rem] text-muted">
            {o ? `From ${o.from} to ${o.to} (UTC), by the day each order was placed.` : 'The last twelve months.'}
          </p>
        </div>
        <DayRangeForm label="Date range" state={days} shown={o} clearLabel="Last 12 months" />
      </div>
      {overview.isPending ? (
        <LoadingState>Loading the sales overview...</LoadingState>
      ) : overview.isError ? (
        <ErrorState message={overview.error.message} onRetry={() => void overview.refetch()} />
      ) : o ? (
        <div
          className={`space-y-6 ${overview.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}`}
        >
          <Figures o={o} />
          <Panel title="Revenue per month" note="Paid and outstanding, by invoice and by card.">
            <RevenueChart months={o.months} />
            <RevenueTable months={o.months} />
          </Panel>
          <Panel
            title="Commission and artists' share"
            note="Sales whose payment completed in each month, net of reversals: what the gallery keeps and what it owes its artists."
          >
            <SplitTable months={o.months} totals={o.totals} />
          </Panel>
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Orders by status">
              <StatusChart rows={o.ordersByStatus} />
              <StatusTable rows={o.ordersByStatus} />
            </Panel>
            <Panel title="Editions sold versus left" note="Every limited edition now, the best-selling first.">
              <EditionsTable rows={o.editions} />
            </Panel>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel title="Best-selling works" note="By units sold in the range, then revenue.">
              <SellersTable caption="Best-selling works" rows={o.topWorks} withArtist />
            </Panel>
            <Panel title="Best-selling artists">
              <SellersTable caption="Best-selling artists" rows={o.topArtists} withArtist={false} />
            </Panel>
          </div>
        </div>
      ) : null}
    </section>
  );
}
