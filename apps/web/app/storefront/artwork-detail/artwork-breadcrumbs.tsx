import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { DetailArtwork } from './detail-types.ts';

/** Gallery › Artist › Title, so a visitor who arrived from a shared link can find the rest. */
export function ArtworkBreadcrumbs({ artwork }: { artwork: DetailArtwork }) {
  const sep = <ChevronRight aria-hidden className="size-3.5 shrink-0 text-subtle" strokeWidth={1.5} />;
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 items-center gap-1.5 text-[0.8125rem] text-muted">
        <li className="flex items-center gap-1.5">
          <Link to="/gallery" className="inline-flex min-h-11 items-center link-quiet hover:text-ink">
            All Artworks
          </Link>
          {sep}
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <Link
            to={`/artist/${artwork.artist.id}`}
            className="inline-flex min-h-11 items-center truncate link-quiet hover:text-ink"
          >
            {artwork.artist.name}
          </Link>
          {sep}
        </li>
        <li aria-current="page" className="truncate pr-1 text-ink italic">
          {artwork.title}
        </li>
      </ol>
    </nav>
  );
}
