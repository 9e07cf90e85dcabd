import { FileDown, Send } from 'lucide-react';
import { useState } from 'react';
import { useCurrency } from '../../lib/currency.tsx';
import { adminApi } from '../api/admin-api.ts';
import { useDownload } from '../lib/use-download.ts';
import { ReauthDialog } from '../payment-details/reauth-dialog.tsx';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { primaryButton, secondaryButton } from '../ui/buttons.ts';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { day, money, periodQuery } from './payout-format.ts';
import { RecordPayoutDialog } from './record-payout-dialog.tsx';
import { useArtistPayouts, usePayoutActions } from './use-payouts.ts';

type Period = { from: string; to: string };
const th = 'px-2 py-2 text-left text-[0.75rem] font-semibold tracking-[0.04em] text-muted uppercase';
const td = 'px-2 py-2 text-[0.875rem] align-top';
const num = `${td} text-right tabular-nums`;

/** One artist's period: each sale and reversal, the payouts, the totals; record a payout, the statement. */
export function ArtistPayoutsDialog({
  artistId,
  period,
  onClose,
}: {
  artistId: string | null;
  period: Period;
  onClose: () => void;
}) {
  const currency = useCurrency();
  const detail = useArtistPayouts(artistId, period);
  const [recording, setRecording] = useState(false);
  const d = detail.data;
  const resolved = d ? { from: d.from, to: d.to } : period;
  const actions = usePayoutActions(artistId, resolved, () => setRecording(false));
  const pdf = useDownload({ failure: 'Failed to download the statement' });
  const statementUrl = artistId
    ? adminApi.payouts.statementPdf.url({ params: { artistId }, query: periodQuery(resolved) })
    : '';

  return (
    <AdminDialog
      open={artistId !== null}
      onOpenChange={(open) => !open && onClose()}
      size="xl"
      title={d ? d.artist.name : 'Artist'}
      description={d ? `${day(d.from)} to ${day(d.to)} · commission ${d.artist.commissionRate}%` : undefined}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 px-5 py-5 sm:px-6">
        {detail.isPending ? (
          <LoadingState>Loading the artist's payouts...</LoadingState>
        ) : detail.isError ? (
          <ErrorState message={detail.error.message} onRetry={() => void detail.refetch()} />
        ) : d ? (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {[
                ['Sales', String(d.totals.sales)],
                ['Gross', money(d.totals.gross, currency)],
                ["Artist's share", money(d.totals.artistShare, currency)],
                ['Paid out', money(d.totals.paid, currency)],
                ['Balance owed', money(d.totals.balance, currency)],
              ].map(([term, value]) => (
                <div key={term} className="border border-line bg-white px-4 py-3">
                  <dt className="label-caps text-[0.6875rem] text-muted">{term}</dt>
                  <dd className="mt-1 font-display text-[1.375rem] tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={primaryButton}
                disabled={d.totals.balance <= 0}
                onClick={() => setRecording(true)}
              >
                Record Payout
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={pdf.busy}
                onClick={() => void pdf.download(statementUrl, `statement-${d.from}-to-${d.to}.pdf`)}
              >
                <FileDown aria-hidden className="size-4" strokeWidth={1.75} />
                {pdf.busy ? 'Downloading...' : 'Statement PDF'}
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={actions.sendStatement.isPending || !d.artist.email}
                title={d.artist.email ? undefined : 'This artist has no e-mail address.'}
                onClick={() => actions.sendStatement.mutate()}
              >
                <Send aria-hidden className="size-4" strokeWidth={1.75} />
                {actions.sendStatement.isPending ? 'Sending...' : 'E-mail Statement'}
              </button>
            </div>
            <section aria-labelledby="payout-lines">
              <h3 id="payout-lines" className="mb-2 text-[1.0625rem]">
                Sales
              </h3>
              {d.lines.length === 0 ? (
                <p className="text-[0.875rem] text-muted">No sales in this period.</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full border-collapse">
                    <caption className="sr-only">Sales and reversals in the period</caption>
                    <thead className="border-b border-line">
                      <tr>
                        {['Date', 'Invoice', 'Work', 'Amount', 'Rate', 'Commission', "Artist's share"].map((h, i) => (
                          <th key={h} scope="col" className={i < 3 ? th : `${th} text-right`}>
                            {h}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {d.lines.map((l) => (
                        <tr key={l._id}>
                          <td className={td}>{day(l.date)}</td>
                          <td className={td}>{l.invoiceNumber ?? '—'}</td>
                          <td className={td}>
                            <span className="font-display italic">{l.title}</span>
                            <span className="block text-[0.8125rem] text-muted">
                              {l.edition}
                              {l.amount < 0 ? ' · reversed' : ''}
                            </span>
                          </td>
                          <td className={num}>{money(l.amount, currency)}</td>
                          <td className={num}>{l.rate}%</td>
                          <td className={num}>{money(l.commission, currency)}</td>
                          <td className={num}>{money(l.artistShare, currency)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
            <section aria-labelledby="payout-list">
              <h3 id="payout-list" className="mb-2 text-[1.0625rem]">
                Payouts
              </h3>
              {d.payouts.length === 0 ? (
                <p className="text-[0.875rem] text-muted">No payouts in this period.</p>
              ) : (
                <ul className="divide-y divide-line border-y border-line">
                  {d.payouts.map((p) => (
                    <li key={p._id} className="flex flex-wrap justify-between gap-2 py-2 text-[0.875rem]">
                      <span>
                        {day(p.paidAt)}
                        {p.reference ? ` · ${p.reference}` : ''}
                        <span className="block text-[0.8125rem] text-muted">
                          Recorded by {p.recordedBy} on {day(p.recordedAt)}
                        </span>
                      </span>
                      <span className="tabular-nums">{money(p.amount, currency)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : null}
      </div>
      <RecordPayoutDialog
        artist={recording && d ? d.artist : null}
        balance={d?.totals.balance ?? 0}
        busy={actions.record.isPending}
        onCancel={() => setRecording(false)}
        onRecord={(body) => actions.record.mutate(body)}
      />
      <ReauthDialog
        open={actions.waiting !== null}
        change="Recording a payout"
        onOpenChange={(open) => !open && actions.cancel()}
        onConfirmed={actions.resume}
      />
    </AdminDialog>
  );
}
