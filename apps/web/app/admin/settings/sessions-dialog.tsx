import { LogOut } from 'lucide-react';
import { AdminDialog, DialogActions } from '../ui/admin-dialog.tsx';
import { rowDangerButton, secondaryButton } from '../ui/buttons.ts';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { describeBrowser } from './describe-browser.ts';
import { formatWhen } from './use-account.ts';
import { useEndSession, useSessions } from './use-sessions.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onSignedOut: () => void };

/**
 * Where this account is signed in (decision 034): each session with its browser, address and last
 * use, signed out one by one or everywhere at once. Ending this session signs out here too.
 */
export function SessionsDialog({ open, onOpenChange, onSignedOut }: Props) {
  const sessions = useSessions(open);
  const end = useEndSession();
  const list = sessions.data ?? [];
  const leave = () => {
    onOpenChange(false);
    onSignedOut();
  };
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Active Sessions"
      description="Where your account is signed in, last used first. A session also ends by itself after a while without use."
      footer={
        <DialogActions>
          <button
            type="button"
            className={secondaryButton}
            disabled={end.isPending}
            onClick={() => end.mutate('everywhere', { onSuccess: leave })}
          >
            <LogOut aria-hidden className="size-4" strokeWidth={1.75} />
            Sign Out Everywhere
          </button>
        </DialogActions>
      }
    >
      {sessions.isPending ? (
        <LoadingState />
      ) : sessions.isError ? (
        <ErrorState message={sessions.error.message} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="divide-y divide-line">
          {list.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0 text-[0.875rem]">
                <p className="font-medium">
                  {describeBrowser(s.userAgent)}
                  {s.current && (
                    <span className="label-caps ml-2 bg-ink px-1.5 py-px text-[0.6875rem] text-paper">This one</span>
                  )}
                </p>
                <p className="mt-0.5 text-[0.8125rem] text-muted">
                  <span className="font-mono">{s.ip}</span> · last used{' '}
                  <time dateTime={s.lastSeenAt}>{formatWhen(s.lastSeenAt)}</time>
                </p>
              </div>
              <button
                type="button"
                className={rowDangerButton}
                disabled={end.isPending}
                aria-label={`Sign out ${describeBrowser(s.userAgent)}${s.current ? ' (this session)' : ''}, last used ${formatWhen(s.lastSeenAt)}`}
                onClick={() => end.mutate({ id: s.id }, { onSuccess: () => s.current && leave() })}
              >
                Sign out
              </button>
            </li>
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}
