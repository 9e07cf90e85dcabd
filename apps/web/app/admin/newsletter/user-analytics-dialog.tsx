import type { ReactNode } from 'react';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { formatWhen } from './format-when.ts';
import { useUserAnalytics } from './use-newsletter-data.ts';

/** One subscriber's reading: each open with its time, each click with its link and time. */
export function UserAnalyticsDialog({ email, onClose }: { email: string | null; onClose: () => void }) {
  const analytics = useUserAnalytics(email);
  const data = analytics.data;
  return (
    <AdminDialog
      open={email !== null}
      onOpenChange={(open) => !open && onClose()}
      size="md"
      title={email ?? ''}
      description="Newsletter opens and clicks"
    >
      {analytics.isPending ? (
        <LoadingState />
      ) : analytics.isError ? (
        <ErrorState message={analytics.error.message} onRetry={() => void analytics.refetch()} />
      ) : data ? (
        <div className="space-y-6">
          <Activity heading={`Opens (${data.opens.length})`} empty="No opens yet.">
            {data.opens.map((open) => (
              <li key={`${open.timestamp}-${open.subject}`} className="py-2.5">
                <p className="text-[0.875rem]">{open.subject}</p>
                <When iso={open.timestamp} />
              </li>
            ))}
          </Activity>
          <Activity heading={`Clicks (${data.clicks.length})`} empty="No clicks yet.">
            {data.clicks.map((click) => (
              <li key={`${click.timestamp}-${click.url}`} className="py-2.5">
                <p className="text-[0.875rem] break-all">{click.url}</p>
                <p className="text-[0.75rem] text-muted">
                  {click.subject} · <When iso={click.timestamp} inline />
                </p>
              </li>
            ))}
          </Activity>
        </div>
      ) : null}
    </AdminDialog>
  );
}

function Activity({ heading, empty, children }: { heading: string; empty: string; children: ReactNode[] }) {
  return (
    <section>
      <h3 className="mb-1 label-caps font-sans text-[0.75rem] font-semibold text-muted">{heading}</h3>
      {children.length === 0 ? (
        <p className="text-[0.875rem] text-muted">{empty}</p>
      ) : (
        <ul className="divide-y divide-line">{children}</ul>
      )}
    </section>
  );
}

function When({ iso, inline = false }: { iso: string; inline?: boolean }) {
  const time = <time dateTime={iso}>{formatWhen(iso)}</time>;
  return inline ? time : <p className="text-[0.75rem] text-muted">{time}</p>;
}
