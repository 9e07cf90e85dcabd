import { useState } from 'react';
import { ALL_FORMATS, filterLabel } from './format-filter.ts';

type Props = { filters: string[]; current: string; onChange: (filter: string) => void };

/** How many format filters show before 'More formats'; the chosen one always shows. */
const FIRST = 7;

/** ALL and each format name as toggles; a long list folds behind 'More formats'. */
export function FormatFilterTabs({ filters, current, onChange }: Props) {
  const [expanded, setExpanded] = useState(false);
  const folded = !expanded && filters.length > FIRST + 1;
  const visible = folded
    ? [...filters.slice(0, FIRST), ...(filters.indexOf(current) >= FIRST ? [current] : [])]
    : filters;
  return (
    <fieldset className="mb-4 min-w-0">
      <legend className="sr-only">Filter by format</legend>
      <div className="flex flex-wrap gap-1.5">
        {[ALL_FORMATS, ...visible].map((filter) => {
          const active = filter === current;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(filter)}
              className={`min-h-8 border px-3 text-[0.6875rem] font-semibold tracking-[0.08em] transition-colors duration-150 ${
                active
                  ? 'border-ink bg-ink text-paper'
                  : 'border-line bg-white text-ink-soft hover:border-ink hover:text-ink'
              }`}
            >
              {filterLabel(filter)}
            </button>
          );
        })}
        {filters.length > FIRST + 1 && (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            className="min-h-8 px-3 text-[0.8125rem] font-medium text-ink underline decoration-subtle underline-offset-4 hover:decoration-ink"
          >
            {expanded ? 'Fewer formats' : `More formats (${filters.length - FIRST})`}
          </button>
        )}
      </div>
    </fieldset>
  );
}
