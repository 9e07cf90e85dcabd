import { OFFER_TEXT } from '@vernissage/contract';
import { Link } from 'react-router';

/** An unknown or mistyped offer link: said plainly, with a way back. */
export function OfferNotFound() {
  return (
    <section className="page-frame flex min-h-[60svh] flex-col items-start justify-center py-24">
      <p className="label-caps text-muted">Your offer</p>
      <h1 className="mt-4 text-[clamp(2.25rem,7vw,4rem)] font-light">{OFFER_TEXT.linkInvalid}</h1>
      <p className="mt-6 max-w-prose text-[1.0625rem] text-muted">
        Please open the link from the gallery’s e-mail again, or write to the gallery.
      </p>
      <div className="mt-10 flex flex-wrap gap-x-8 gap-y-4">
        <Link
          to="/"
          className="inline-flex min-h-12 items-center bg-ink px-7 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent"
        >
          Back to the gallery
        </Link>
        <Link
          to="/contact"
          className="inline-flex min-h-12 items-center text-[0.9375rem] underline decoration-subtle underline-offset-4 transition-colors duration-200 hover:decoration-ink"
        >
          Contact the gallery
        </Link>
      </div>
    </section>
  );
}
