import type { ReactNode } from 'react';
import { sizeCategories } from './size-guide-data.ts';

const WALL = 72; // inches of wall shown
const PERSON = 66; // a 5 ft 6 in visitor

/** The four sizes drawn to scale (portrait, longest side up) beside a visitor, so the numbers mean something. */
export function SizeScale() {
  const height = (inches: number) => `calc(var(--wall) * ${inches / WALL})`;
  return (
    <figure className="my-6 bg-mat px-4 pt-6 pb-4 [--wall:7rem] sm:px-8 sm:[--wall:13rem]">
      <div className="relative flex items-start justify-between gap-1">
        <span aria-hidden className="absolute inset-x-0 top-[var(--wall)] border-t border-ink-soft" />
        <Column label="Visitor" range="5 ft 6 in">
          <svg
            viewBox="0 0 20 66"
            aria-hidden
            className="fill-subtle"
            style={{ height: height(PERSON), width: `calc(${height(PERSON)} * ${20 / 66})` }}
          >
            <circle cx="10" cy="5" r="4.5" />
            <path d="M4 12h12l2 22h-3l-1 32h-4l-0.5-22-0.5 22H5L4 34H2z" />
          </svg>
        </Column>
        {sizeCategories.map((c) => (
          <Column key={c.name} label={c.name} range={c.range}>
            <span
              aria-hidden
              className="block border border-ink-soft bg-paper shadow-hung"
              style={{ height: height(c.longest), width: `calc(${height(c.longest)} * 0.8)` }}
            />
          </Column>
        ))}
      </div>
      <figcaption className="mt-4 text-[0.75rem] text-muted">
        Each size at its largest, drawn to scale beside a visitor 5 ft 6 in tall.
      </figcaption>
    </figure>
  );
}

function Column({ label, range, children }: { label: string; range: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col items-center">
      <div className="flex h-[var(--wall)] items-end">{children}</div>
      <p className="mt-2 text-center text-[0.6875rem] leading-tight sm:text-[0.75rem]">
        <span className="font-semibold text-ink">{label}</span>
        <br />
        <span className="whitespace-nowrap text-muted tabular-nums">{range}</span>
      </p>
    </div>
  );
}
