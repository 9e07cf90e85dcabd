import { Clock } from 'lucide-react';
import { Link } from 'react-router';

/** A tab whose part of the back office comes in a later version: said plainly, with nothing faked. */
export function UnavailablePanel({ label, summary }: { label: string; summary: string }) {
  return (
    <div className="max-w-2xl border border-line bg-white px-6 py-10 sm:px-10">
      <p className="label-caps flex items-center gap-2 text-muted">
        <Clock aria-hidden className="size-4" strokeWidth={1.75} />
        {label}
      </p>
      <h2 className="mt-3 text-[1.5rem]">Not available in this version</h2>
      <p className="mt-3 text-[0.9375rem] text-muted">
        {summary} will be managed here in a later version of Vernissage. Nothing is shown until then, so that you never
        act on figures that are not real.
      </p>
      <p className="mt-6 text-[0.875rem]">
        Meanwhile you can keep building the catalog:{' '}
        <Link to="/admin/artworks" className="font-medium underline underline-offset-4 hover:text-accent">
          go to Artworks
        </Link>
        .
      </p>
    </div>
  );
}
