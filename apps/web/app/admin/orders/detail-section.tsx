import type { ReactNode } from 'react';

/** A titled part of the order's details; its heading names it for screen readers too. */
export function DetailSection({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`border-t border-line pt-5 first:border-t-0 first:pt-0 ${className}`}>
      <h3 id={id} className="mb-3 text-[1.0625rem]">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Label and value pairs: two columns, three on wide screens. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-[0.875rem] xl:grid-cols-3">{children}</dl>;
}

/** `wide` for a long value (an id, an address): the whole row on a phone, two columns of three on wide screens. */
export function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? 'col-span-2 sm:col-span-1 xl:col-span-2' : ''}`}>
      <dt className="label-caps text-[0.6875rem] text-muted">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}
