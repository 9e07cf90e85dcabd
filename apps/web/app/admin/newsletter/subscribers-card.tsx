import { Download } from 'lucide-react';
import { useState } from 'react';
import { adminDownload } from '../api/download.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { ErrorState } from '../ui/states.tsx';
import { NETWORK_ERROR } from './newsletter-keys.ts';
import { useSubscribers } from './use-newsletter-data.ts';

/** How many addresses receive the newsletter, and every address as a CSV file. */
export function SubscribersCard() {
  const subscribers = useSubscribers();
  const [downloading, setDownloading] = useState(false);
  const data = subscribers.data;
  const left = data ? data.subscribers.length - data.active : 0;

  async function download() {
    setDownloading(true);
    const result = await adminDownload('/api/admin/newsletter/subscribers/csv', 'subscribers.csv', {
      fallback: 'Failed to download subscribers.',
      network: NETWORK_ERROR,
    });
    setDownloading(false);
    if (!result.ok) adminToast(result.error, 'error');
  }

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
          <p className="mt-2 text-[0.8125rem] text-muted">
            {data && left > 0
              ? `Receiving the newsletter. ${left.toLocaleString('en-US')} unsubscribed.`
              : 'Receiving the newsletter.'}
          </p>
        </>
      )}
      <button
        type="button"
        className={`${secondaryButton} mt-5 w-full`}
        disabled={downloading}
        onClick={() => void download()}
      >
        <Download aria-hidden className="size-4" strokeWidth={1.75} />
        {downloading ? 'Downloading...' : 'Download CSV'}
      </button>
    </section>
  );
}
