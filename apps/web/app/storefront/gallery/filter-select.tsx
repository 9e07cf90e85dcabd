import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = { id: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode };

/** A labelled native select in the gallery's quiet style (native: accessible and light). */
export function FilterSelect({ id, label, value, onChange, children }: Props) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="label-caps text-muted">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="min-h-11 w-full cursor-pointer appearance-none border-b border-line bg-transparent py-2 pr-8 text-[0.9375rem] transition-colors duration-200 hover:border-ink focus-visible:border-ink"
        >
          {children}
        </select>
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-1 size-4 -translate-y-1/2 text-muted"
          strokeWidth={1.5}
        />
      </div>
    </div>
  );
}
