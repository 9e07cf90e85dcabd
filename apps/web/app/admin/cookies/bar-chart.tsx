import { useId } from 'react';
import { barWidth } from './consent-display.ts';

export type Bar = { key: string; label: string; count: number };

const number = new Intl.NumberFormat('en-US');

/**
 * Horizontal bars, each labelled with its name and its count in text (never by length or colour
 * alone); a bar's width is its count relative to the largest, at least a tenth of the track.
 */
export function BarChart({ title, description, bars }: { title: string; description?: string; bars: Bar[] }) {
  const headingId = useId();
  const max = Math.max(0, ...bars.map((b) => b.count));
  return (
    <section aria-labelledby={headingId} className="border border-line bg-white px-5 py-4">
      <h3 id={headingId} className="text-[1.125rem]">
        {title}
      </h3>
      {description && <p className="mt-0.5 text-[0.8125rem] text-muted">{description}</p>}
      {bars.length === 0 ? (
        <p className="py-6 text-[0.875rem] text-muted">No consents yet.</p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-4 space-y-2.5">
          {bars.map((bar) => (
            <li key={bar.key} className="grid grid-cols-[7.5rem_1fr_auto] items-center gap-3 text-[0.8125rem]">
              <span className="truncate text-ink-soft" title={bar.label}>
                {bar.label}
              </span>
              <span aria-hidden className="h-3 bg-mat">
                <span className="block h-full bg-ink-soft" style={{ width: `${barWidth(bar.count, max)}%` }} />
              </span>
              <span className="min-w-8 text-right font-medium tabular-nums">
                <span className="sr-only">: </span>
                {number.format(bar.count)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
