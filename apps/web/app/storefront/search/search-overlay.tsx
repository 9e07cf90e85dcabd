import { SEARCH_MAX_LENGTH } from '@vernissage/contract';
import { Search, X } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { Modal } from '../../ui/modal.tsx';
import { SearchResults } from './search-results.tsx';
import { useRecentSearches } from './use-recent-searches.ts';
import { useSearch } from './use-search.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The header's search: one box for artworks and artists, with the recent searches. */
export default function SearchOverlay({ open, onOpenChange }: Props) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { recent, remember, startOver, clear } = useRecentSearches();
  const state = useSearch(text, remember);
  useReturnFocus(open);
  const close = () => onOpenChange(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const term = text.trim();
    if (!term) return;
    close();
    navigate(`/gallery?search=${encodeURIComponent(term)}`);
  };
  const pick = (term: string) => {
    startOver();
    setText(term);
    input.current?.focus();
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Search"
      hideTitle
      size="lg"
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        input.current?.focus();
      }}
    >
      <form onSubmit={submit} className="relative mt-12 mb-6 sm:mt-10">
        <Search aria-hidden className="absolute top-1/2 left-0 size-5 -translate-y-1/2 text-muted" strokeWidth={1.5} />
        <input
          ref={input}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(e) => setText(e.target.value)}
          aria-label="Search artworks and artists"
          placeholder="Search artworks and artists"
          autoComplete="off"
          enterKeyHint="search"
          className="min-h-14 w-full border-b border-ink bg-transparent pr-10 pl-9 font-display text-[1.5rem] font-light placeholder:text-subtle focus-visible:outline-none sm:text-[1.875rem] [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => pick('')}
            className="absolute top-1/2 right-0 grid size-11 -translate-y-1/2 place-items-center text-muted hover:text-ink"
          >
            <X aria-hidden className="size-4" strokeWidth={1.5} />
          </button>
        )}
      </form>
      <div aria-live="polite" className="min-h-48">
        {state.status === 'idle' && <RecentSearches recent={recent} onPick={pick} onClear={clear} />}
        {state.status === 'loading' && !state.results && <p className="py-12 text-center text-muted">Searching...</p>}
        {state.status === 'error' && (
          <p role="alert" className="py-12 text-center text-error">
            Failed to search
          </p>
        )}
        {(state.status === 'done' || state.status === 'loading') && state.results && (
          <div className={state.status === 'loading' ? 'opacity-60 transition-opacity duration-200' : ''}>
            <SearchResults results={state.results} onNavigate={close} />
          </div>
        )}
      </div>
    </Modal>
  );
}

function RecentSearches({
  recent,
  onPick,
  onClear,
}: {
  recent: string[];
  onPick: (t: string) => void;
  onClear: () => void;
}) {
  if (recent.length === 0)
    return (
      <p className="py-8 text-[0.9375rem] text-muted">
        Search by title, artist, medium or mood — “blue”, “Kenya”, “oil on linen”.
      </p>
    );
  return (
    <section aria-labelledby="recent-searches">
      <div className="flex items-center justify-between">
        <h3 id="recent-searches" className="label-caps font-sans text-muted">
          Recent Searches
        </h3>
        <button
          type="button"
          onClick={onClear}
          className="min-h-11 px-2 text-[0.8125rem] text-muted link-quiet hover:text-ink"
        >
          Clear
        </button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {recent.map((term) => (
          <li key={term}>
            <button
              type="button"
              onClick={() => onPick(term)}
              className="min-h-10 rounded-full border border-line px-4 text-[0.875rem] transition-colors duration-200 hover:border-ink"
            >
              {term}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
