import { CircleAlert, CircleCheck } from 'lucide-react';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { ErrorState, LoadingState } from '../ui/states.tsx';
import { describeBrowser } from './describe-browser.ts';
import { formatWhen, useLoginHistory } from './use-account.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The recent sign-ins to this account: when, from which address and browser, and whether they succeeded. */
export function LoginHistoryDialog({ open, onOpenChange }: Props) {
  const history = useLoginHistory(open);
  const events = history.data?.events ?? [];
  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Login History"
      description="Recent sign-ins to your account, newest first. Failed attempts may mean someone is guessing your password."
    >
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState message={history.error.message} onRetry={() => void history.refetch()} />
      ) : events.length === 0 ? (
        <p className="text-[0.9375rem] text-muted">No sign-ins recorded yet.</p>
      ) : (
        <table className="w-full border-collapse text-[0.875rem]">
          <caption className="sr-only">Sign-ins</caption>
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="label-caps py-2 pr-3 font-semibold text-muted">
                Time
              </th>
              <th scope="col" className="label-caps py-2 pr-3 font-semibold text-muted">
                Address
              </th>
              <th scope="col" className="label-caps hidden py-2 pr-3 font-semibold text-muted sm:table-cell">
                Browser
              </th>
              <th scope="col" className="label-caps py-2 font-semibold text-muted">
                Result
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((e) => (
              <tr
                key={`${e.createdAt}-${e.ip}-${e.userAgent}-${e.success}`}
                className="border-b border-line last:border-b-0"
              >
                <td className="py-2.5 pr-3 align-top">
                  <time dateTime={e.createdAt}>{formatWhen(e.createdAt)}</time>
                  <span className="block text-[0.75rem] text-muted sm:hidden">{describeBrowser(e.userAgent)}</span>
                </td>
                <td className="py-2.5 pr-3 align-top font-mono text-[0.8125rem]">{e.ip}</td>
                <td className="hidden py-2.5 pr-3 align-top sm:table-cell" title={e.userAgent}>
                  {describeBrowser(e.userAgent)}
                </td>
                <td className="py-2.5 align-top">
                  {e.success ? (
                    <span className="inline-flex items-center gap-1.5">
                      <CircleCheck aria-hidden className="size-4 text-ink-soft" /> Succeeded
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1.5 text-error">
                      <CircleAlert aria-hidden className="size-4" /> Failed
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminDialog>
  );
}
