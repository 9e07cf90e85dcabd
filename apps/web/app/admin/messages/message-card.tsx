import type { ContactMessage } from '@vernissage/contract';
import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import { rowButton, rowDangerButton } from '../ui/buttons.ts';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type Props = {
  message: ContactMessage;
  shopName: string;
  busy: boolean;
  onRead: (read: boolean) => void;
  onDelete: () => void;
};

/** One message (contact form, or an inquiry naming its work): who wrote, when, the text, and reply (the mail app), read and delete. */
export function MessageCard({ message: m, shopName, busy, onRead, onDelete }: Props) {
  // An inquiry's reply names the work it asked about (gallery.md §5).
  const subject = m.artwork ? `Re: “${m.artwork.title}” at ${shopName}` : `Re: your message to ${shopName}`;
  const reply = `mailto:${encodeURIComponent(m.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
  const headingId = `message-${m._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`border bg-white p-5 ${m.read ? 'border-line' : 'border-ink-soft shadow-[inset_3px_0_0_var(--color-accent)]'}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-sans text-[0.9375rem] font-medium">
          {m.name}
          {!m.read && <span className="label-caps ml-2 text-[0.625rem] text-accent">Unread</span>}
        </h3>
        <p className="text-[0.8125rem] text-muted">
          <time dateTime={m.createdAt}>{when.format(new Date(m.createdAt))}</time>
        </p>
      </header>
      <p className="text-[0.8125rem] text-ink-soft [overflow-wrap:anywhere]">{m.email}</p>
      {m.artwork && (
        <p className="mt-2 text-[0.8125rem]">
          <span className="label-caps mr-2 text-[0.625rem] text-muted">Inquiry about</span>
          <a
            href={`/artworks/${encodeURIComponent(m.artwork._id)}`}
            target="_blank"
            rel="noreferrer"
            className="font-medium underline decoration-subtle underline-offset-4 hover:decoration-ink"
          >
            {m.artwork.title}
          </a>
        </p>
      )}
      <p className="mt-3 text-[0.9375rem] leading-relaxed whitespace-pre-line [overflow-wrap:anywhere]">{m.message}</p>
      <div className="mt-4 flex flex-wrap gap-1 border-t border-line pt-3">
        <a href={reply} className={rowButton} aria-label={`Reply to ${m.name}`}>
          <Reply aria-hidden className="size-4" /> Reply
        </a>
        <button
          type="button"
          className={rowButton}
          disabled={busy}
          onClick={() => onRead(!m.read)}
          aria-label={`${m.read ? 'Mark as unread' : 'Mark as read'}: message from ${m.name}`}
        >
          {m.read ? <Mail aria-hidden className="size-4" /> : <MailOpen aria-hidden className="size-4" />}
          {m.read ? 'Mark as unread' : 'Mark as read'}
        </button>
        <button
          type="button"
          className={`${rowDangerButton} ml-auto`}
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete message from ${m.name}`}
        >
          <Trash2 aria-hidden className="size-4" /> Delete
        </button>
      </div>
    </article>
  );
}
