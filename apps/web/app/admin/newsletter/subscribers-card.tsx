import { Download } from 'lucide-react';
import { adminApi } from '../api/admin-api.ts';
import { useDownload } from '../lib/use-download.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { ErrorState } from '../ui/states.tsx';
import { NETWORK_ERROR } from './newsletter-keys.ts';
import { useSubscribers } from './use-newsletter-data.ts';

/** How many addresses receive the newsletter, and every address as a CSV file. */
export function SubscribersCard() {
  const subscribers = useSubscribers();
  const csv = useDownload({ failure: 'Failed to download subscribers.', network: NETWORK_ERROR });
  const data = subscribers.data;
  const pending = data ? data.subscribers.filter((s) => s.status === 'pending').length : 0;
  const left = data ? data.subscribers.filter((s) => s.status === 'unsubscribed').length : 0;
  // Pending addresses signed up but have not confirmed from their mailbox: they receive nothing yet.
  const notes = [
    left > 0 ? `${left.toLocaleString('en-US')} unsubscribed.` : '',
    pending > 0 ? `${pending.toLocaleString('en-US')} waiting to confirm.` : '',
  ].filter(Boolean);

  return (
    <section aria-labelledby="newsletter-subscribers" className="h-fit border border-line bg-white p-5">
      <h2 id="newsletter-subscribers" className="label-caps font-sans text-[0.75rem] font-semibold text-muted">
        Subscribers
      </h2>
      {subscribers.isError ? (
        <div className="mt-3">
          <ErrorState message={subscribers.error.message} onRetry={() => void subscribers.refetch()} />
        </div>
      ) : (
        <>
          <p className="mt-2 font-display text-[2.5rem] leading-none tabular-nums" aria-live="polite">
            {data ? data.active.toLocaleString('en-US') : '…'}
          </p>
          <p className="mt-2 text-[0.8125rem] text-muted">{['Receiving the newsletter.', ...notes].join(' ')}</p>
        </>
      )}
      <button
        type="button"
        className={`${secondaryButton} mt-5 w-full`}
        disabled={csv.busy}
        onClick={() => void csv.download(adminApi.newsletter.subscribersCsv.url(), 'subscribers.csv')}
      >
        <Download aria-hidden className="size-4" strokeWidth={1.75} />
        {csv.busy ? 'Downloading...' : 'Download CSV'}
      </button>
    </section>
  );
}
