import { MESSAGES_PAGE_SIZE } from '@vernissage/contract';
import { useState } from 'react';
import { useShopSettingsView } from '../shop-settings/use-shop-settings.ts';
import { secondaryButton } from '../ui/buttons.ts';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState, PanelToolbar } from '../ui/states.tsx';
import { MessageCard } from './message-card.tsx';
import { useChangeMessage, useMessages } from './use-messages.ts';

/** The contact-form inbox: unread first, then newest first, 50 a page. */
export function MessagesTab() {
  const [page, setPage] = useState(1);
  const messages = useMessages(page);
  const change = useChangeMessage();
  const confirm = useConfirm();
  const shopName = useShopSettingsView().data?.settings.shopName ?? 'the gallery';

  if (messages.isPending) return <LoadingState>Loading messages...</LoadingState>;
  if (messages.isError) return <ErrorState message={messages.error.message} onRetry={() => void messages.refetch()} />;
  const { total, unread } = messages.data;
  if (total === 0)
    return (
      <EmptyState title="No messages yet.">
        Messages sent through the contact form arrive here. They are deleted one year after they arrive.
      </EmptyState>
    );
  const pages = Math.max(1, Math.ceil(total / MESSAGES_PAGE_SIZE));

  async function askDelete(id: string, name: string) {
    const yes = await confirm({
      message: `Delete the message from ${name}?`,
      detail: 'It is removed for good. Any reply you sent stays in your mail app.',
      confirmLabel: 'Delete',
    });
    if (yes) change.mutate({ kind: 'delete', id });
  }

  return (
    <div className="max-w-4xl">
      <PanelToolbar
        summary={`${total} message${total === 1 ? '' : 's'}, ${unread} unread. Kept for one year after they arrive.`}
      />
      <ul className="space-y-4">
        {messages.data.messages.map((m) => (
          <li key={m._id}>
            <MessageCard
              message={m}
              shopName={shopName}
              busy={change.isPending}
              onRead={(read) => change.mutate({ kind: 'read', id: m._id, read })}
              onDelete={() => void askDelete(m._id, m.name)}
            />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Message pages" className="mt-6 flex items-center justify-between gap-3">
          <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <p className="text-[0.875rem] text-muted">
            Page {page} of {pages}
          </p>
          <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
