import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { secondaryButton } from '../ui/buttons.ts';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.tsx';
import { AnalyticsTable } from './analytics-table.tsx';
import { newsletterKeys, type RecipientKind } from './newsletter-keys.ts';
import { RecipientsDialog } from './recipients-dialog.tsx';
import { useNewsletterAnalytics, useNewsletterStats } from './use-newsletter-data.ts';
import { UserAnalyticsDialog } from './user-analytics-dialog.tsx';

/** 'Newsletter Analytics': each sent variant with its reach, and who opened or clicked it. */
export function AnalyticsSection() {
  const client = useQueryClient();
  const logs = useNewsletterAnalytics();
  const stats = useNewsletterStats();
  const [recipients, setRecipients] = useState<{ kind: RecipientKind; subject: string } | null>(null);
  const [user, setUser] = useState<string | null>(null);
  const list = logs.data ?? [];

  return (
    <section aria-labelledby="newsletter-analytics" className="min-w-0">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-analytics" className="text-[1.25rem]">
          Newsletter Analytics
        </h2>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void client.invalidateQueries({ queryKey: newsletterKeys.all })}
        >
          <RefreshCw aria-hidden className="size-4" strokeWidth={1.75} />
          Refresh
        </button>
      </div>
      {logs.isPending ? (
        <LoadingState>Loading analytics...</LoadingState>
      ) : logs.isError ? (
        <ErrorState message={logs.error.message} onRetry={() => void logs.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="No newsletters sent yet.">Opens and clicks appear here once one goes out.</EmptyState>
      ) : (
        <AnalyticsTable
          logs={list}
          openStats={stats.opens}
          clickStats={stats.clicks}
          onView={(kind, subject) => setRecipients({ kind, subject })}
        />
      )}
      <RecipientsDialog
        kind={recipients?.kind ?? 'opened-by'}
        subject={recipients?.subject ?? null}
        onClose={() => setRecipients(null)}
        onPick={setUser}
      />
      <UserAnalyticsDialog email={user} onClose={() => setUser(null)} />
    </section>
  );
}
