import { ChevronRight } from 'lucide-react';
import { AdminDialog } from '../ui/admin-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.tsx';
import type { RecipientKind } from './newsletter-keys.ts';
import { useRecipients } from './use-newsletter-data.ts';

type Props = {
  kind: RecipientKind;
  /** The newsletter's subject; null while the dialog is closed. */
  subject: string | null;
  onClose: () => void;
  /** Opens one address's own opens and clicks. */
  onPick: (email: string) => void;
};

const titles: Record<RecipientKind, string> = { 'opened-by': 'Users who opened', 'clicked-by': 'Users who clicked' };

/** The addresses that opened a newsletter, or clicked one of its links. */
export function RecipientsDialog({ kind, subject, onClose, onPick }: Props) {
  const emails = useRecipients(kind, subject);
  const list = emails.data ?? [];
  return (
    <AdminDialog
      open={subject !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={titles[kind]}
      description={subject ?? ''}
    >
      {emails.isPending ? (
        <LoadingState>Loading users...</LoadingState>
      ) : emails.isError ? (
        <ErrorState message={emails.error.message} onRetry={() => void emails.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={kind === 'opened-by' ? 'Nobody has opened it yet.' : 'Nobody has clicked a link yet.'} />
      ) : (
        <ul className="-mx-2">
          {list.map((email) => (
            <li key={email}>
              <button
                type="button"
                onClick={() => onPick(email)}
                className="flex min-h-11 w-full items-center justify-between gap-3 px-2 text-left text-[0.9375rem] transition-colors duration-150 hover:bg-mat"
              >
                <span className="min-w-0 break-all">{email}</span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" strokeWidth={1.75} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}
