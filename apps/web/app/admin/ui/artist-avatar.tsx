/** An artist's initial in a quiet circle, where there is no portrait (or no artist). */
export function InitialAvatar({ name, size = 'sm' }: { name: string | null | undefined; size?: 'sm' | 'lg' }) {
  const initial = name?.trim().charAt(0).toUpperCase() || '?';
  const box = size === 'lg' ? 'size-16 text-[1.5rem]' : 'size-7 text-[0.75rem]';
  return (
    <span
      aria-hidden
      className={`grid shrink-0 place-items-center rounded-full bg-mat-deep font-display text-ink-soft ${box}`}
    >
      {initial}
    </span>
  );
}
