import { useEffect, useRef } from 'react';
import type { PagesState } from './use-artwork-pages.ts';

/**
 * Loads the next page as the visitor nears the end of the list (IntersectionObserver), with a
 * 'Load more' button for browsers without it, keyboard users and when loading failed.
 */
export function LoadMore({ pages }: { pages: PagesState }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasMore, status, loadMore } = pages;
  const auto = hasMore && status === 'idle';

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !auto || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [auto, loadMore]);

  if (!hasMore && status !== 'error') return null;
  return (
    <div ref={sentinel} className="mt-16 flex flex-col items-center gap-4 text-center">
      {status === 'error' || status === 'retrying' ? (
        <p role="alert" className="text-error">
          {pages.error}
          {status === 'retrying' && <span className="block text-[0.875rem] text-muted">Trying again in a moment…</span>}
        </p>
      ) : null}
      {status === 'loading' ? (
        <p className="text-muted" aria-live="polite">
          Loading more works...
        </p>
      ) : (
        <button
          type="button"
          onClick={loadMore}
          disabled={status === 'retrying'}
          className="inline-flex min-h-12 items-center border border-ink px-8 text-[0.75rem] font-semibold tracking-[0.16em] uppercase transition-colors duration-200 hover:bg-ink hover:text-paper disabled:opacity-50"
        >
          {status === 'error' ? 'Try again' : 'Load more'}
        </button>
      )}
      <p className="text-[0.8125rem] text-muted">
        Showing {pages.items.length} of {pages.total}
      </p>
    </div>
  );
}
