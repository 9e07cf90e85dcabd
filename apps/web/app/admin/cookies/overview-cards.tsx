import type { CookieTotals } from '@vernissage/contract';

const number = new Intl.NumberFormat('en-US');
const share = (part: number, total: number) => (total ? `${Math.round((part / total) * 100)}% of all choices` : ' ');

/** Total Consents, Analytics Consented, Marketing Consented: three figures in a row. */
export function OverviewCards({ totals }: { totals: CookieTotals }) {
  const cards = [
    { term: 'Total Consents', value: totals.total, note: 'Choices recorded in the last two years' },
    { term: 'Analytics Consented', value: totals.analytics, note: share(totals.analytics, totals.total) },
    { term: 'Marketing Consented', value: totals.marketing, note: share(totals.marketing, totals.total) },
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {cards.map((card) => (
        <div
          key={card.term}
          className="grid grid-cols-[1fr_auto] items-center gap-x-4 border border-line bg-white px-5 py-4 sm:block"
        >
          <dt className="label-caps text-[0.75rem] font-semibold text-muted">{card.term}</dt>
          <dd className="col-start-2 row-span-2 row-start-1 font-display text-[2.25rem] leading-none font-light sm:mt-2">
            {number.format(card.value)}
          </dd>
          <dd className="mt-1 text-[0.8125rem] text-muted">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
