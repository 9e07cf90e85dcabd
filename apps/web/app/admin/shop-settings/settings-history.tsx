import { uploadedOn } from '../hero-media/use-hero-media.ts';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { useShopSettingsHistory } from './use-shop-settings.ts';

/** The audit trail: who saved the settings, when, and each field that changed. */
export function SettingsHistory() {
  const history = useShopSettingsHistory();
  if (history.isPending) return <LoadingState>Loading changes...</LoadingState>;
  if (history.isError) return <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />;
  if (history.data.changes.length === 0) return <p className="text-[0.875rem] text-muted">Not saved yet.</p>;
  return (
    <ol className="space-y-4">
      {history.data.changes.map((c) => (
        <li key={c._id} className="border-l-2 border-line pl-4">
          <p className="text-[0.875rem] font-medium">
            {uploadedOn(c.changedAt)} · <span className="[overflow-wrap:anywhere]">{c.adminEmail}</span>
          </p>
          {c.changes.length === 0 ? (
            <p className="text-[0.8125rem] text-muted">Saved without changes.</p>
          ) : (
            <ul className="mt-1 space-y-0.5 text-[0.8125rem] text-ink-soft [overflow-wrap:anywhere]">
              {c.changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
