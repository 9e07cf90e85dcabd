import type { AdminUser } from '@vernissage/contract';

/** Active or Invited (Invitation expired when the link has run out), in words, never colour alone. */
export function StatusBadge({ user, expired }: { user: AdminUser; expired: boolean }) {
  if (user.status === 'active') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full border border-line bg-white px-2.5 py-0.5 text-[0.75rem] font-medium text-ink-soft">
        <span aria-hidden className="size-1.5 rounded-full bg-[#3f7a50]" />
        Active
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full border border-accent/40 bg-accent/5 px-2.5 py-0.5 text-[0.75rem] font-medium text-accent">
      <span aria-hidden className="size-1.5 rounded-full bg-accent" />
      {expired ? 'Invitation expired' : 'Invited'}
    </span>
  );
}
