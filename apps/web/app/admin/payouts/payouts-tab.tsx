import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { useCurrency } from '../../lib/currency.tsx';
import { adminApi } from '../api/admin-api.ts';
import { useDownload } from '../lib/use-download.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { DayRangeForm, useDayRange } from '../ui/day-range-form.tsx';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { ArtistPayoutsDialog } from './artist-payouts-dialog.tsx';
import { day, money, periodQuery } from './payout-format.ts';
import { usePayoutSummary } from './use-payouts.ts';

const th = 'px-3 py-2 text-left text-[0.75rem] font-semibold tracking-[0.04em] text-muted uppercase';
const td = 'px-3 py-2.5 text-[0.875rem]';
const num = `${td} text-right tabular-nums`;

/**
 * 'Artist Payouts' (Owners only): each artist's sales, the gallery's commission, the artist's share
 * and the payouts of a period kept in the address (this month by default), and what is owed today.
 */
export function PayoutsTab() {
  const currency = useCurrency();
  const days = useDayRange();
  const period = days.range;
  const summary = usePayoutSummary(period);
  const [open, setOpen] = useState<string | null>(null);
  const csv = useDownload({ failure: 'Failed to export the payouts' });
  const s = summary.data;
  const resolved = s ? { from: s.from, to: s.to } : period;
  const owed = s ? s.artists.reduce((sum, a) => sum + a.balance, 0) : 0;

  return (
    <section aria-labelledby="payouts-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="payouts-heading" className="text-[1.25rem]">
            Artist Payouts
          </h2>
          <p className="mt-0.5 text-[0.8125rem] text-muted">
            {s
              ? `${day(s.from)} to ${day(s.to)} (UTC). Owed to artists today: ${money(owed, currency)}.`
              : 'This month so far.'}
          </p>
        </div>
        <DayRangeForm label="Period" state={days} shown={s} clearLabel="This month">
          <button
            type="button"
            className={secondaryButton}
            disabled={csv.busy || !s}
            onClick={() =>
              void csv.download(
                adminApi.payouts.exportCsv.url({ query: periodQuery(resolved) }),
                `artist-payouts-${resolved.from}-to-${resolved.to}.csv`,
              )
            }
          >
            <FileDown aria-hidden className="size-4" strokeWidth={1.75} />
            {csv.busy ? 'Exporting...' : 'Export CSV'}
          </button>
        </DayRangeForm>
      </div>
      {summary.isPending ? (
        <LoadingState>Loading the payouts...</LoadingState>
      ) : summary.isError ? (
        <ErrorState message={summary.error.message} onRetry={() => void summary.refetch()} />
      ) : s && s.artists.length === 0 ? (
        <p className="text-[0.875rem] text-muted">No artists yet: add them in the Artists tab.</p>
      ) : s ? (
        <div className="overflow-x-auto border border-line bg-white">
          <table className="w-full border-collapse">
            <caption className="sr-only">Each artist's figures for the period and the balance owed today</caption>
            <thead className="border-b border-line">
              <tr>
                {['Artist', 'Sales', 'Gross', 'Commission', "Artist's share", 'Paid out', 'Balance owed'].map(
                  (h, i) => (
                    <th key={h} scope="col" className={i === 0 ? th : `${th} text-right`}>
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {s.artists.map((a) => (
                <tr key={a.artistId}>
                  <th scope="row" className={`${td} text-left font-normal`}>
                    <button
                      type="button"
                      className="text-left underline decoration-line underline-offset-4 hover:decoration-ink"
                      onClick={() => setOpen(a.artistId)}
                    >
                      {a.artistName}
                    </button>
                  </th>
                  <td className={num}>{a.sales}</td>
                  <td className={num}>{money(a.gross, currency)}</td>
                  <td className={num}>{money(a.commission, currency)}</td>
                  <td className={num}>{money(a.artistShare, currency)}</td>
                  <td className={num}>{money(a.paid, currency)}</td>
                  <td className={`${num} font-semibold`}>{money(a.balance, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ArtistPayoutsDialog artistId={open} period={resolved} onClose={() => setOpen(null)} />
    </section>
  );
}
