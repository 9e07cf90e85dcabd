import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

const iconClass =
  'relative grid size-11 place-items-center rounded-full text-ink transition-colors duration-200 hover:bg-mat';

function Badge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className="absolute top-1 right-0.5 grid h-4 min-w-4 place-items-center rounded-full bg-accent px-1 text-[0.625rem] leading-none font-semibold text-white tabular-nums"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

type Common = { icon: LucideIcon; label: string; count?: number | undefined };

function accessibleName(label: string, count: number | undefined): string {
  if (count === undefined || count <= 0) return label;
  return `${label}, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** A labelled icon button in the header, with an optional count badge. */
export function HeaderIconButton({ icon: Icon, label, count, ...rest }: Common & ComponentProps<'button'>) {
  return (
    <button type="button" aria-label={accessibleName(label, count)} className={iconClass} {...rest}>
      <Icon aria-hidden className="size-5" strokeWidth={1.5} />
      <Badge count={count ?? 0} />
    </button>
  );
}
