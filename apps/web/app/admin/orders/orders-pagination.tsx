import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount, pageNumbers, showingText } from './order-list-query.ts';

type Props = { page: number; total: number; onPage: (page: number) => void };

const pageButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 px-3 text-[0.875rem] transition-colors duration-150 hover:bg-mat disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-transparent';

/** Previous, the page numbers and Next, with 'Showing X to Y of Z results'; nothing for a single page. */
export function OrdersPagination({ page, total, onPage }: Props) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <nav aria-label="Orders pages" className="mt-5 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-[0.875rem] text-muted" aria-live="polite">
        {showingText(page, total)}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-1">
        <button type="button" className={pageButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </button>
        {pageNumbers(page, pages).map((n, i) =>
          n === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <span key={`gap-${i}`} aria-hidden className="px-1 text-muted">
              …
            </span>
          ) : (
            <button
              key={n}
              type="button"
              onClick={() => onPage(n)}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              className={`${pageButton} tabular-nums ${n === page ? 'bg-ink font-semibold text-paper hover:bg-ink' : ''}`}
            >
              {n}
            </button>
          ),
        )}
        <button type="button" className={pageButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
    </nav>
  );
}
