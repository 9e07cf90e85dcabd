import { isRouteErrorResponse, Link } from 'react-router';

/** What a visitor sees when a page is missing or failed: calm, with a way back. */
export function ErrorPage({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (import.meta.env.DEV && !notFound) console.error(error);
  return (
    <section className="page-frame flex min-h-[60svh] flex-col items-start justify-center py-24">
      <p className="label-caps text-muted">{notFound ? 'Error 404' : 'Something went wrong'}</p>
      <h1 className="mt-4 text-[clamp(2.5rem,8vw,4.5rem)] font-light">
        {notFound ? 'Page not found' : 'This page could not be shown'}
      </h1>
      <p className="mt-6 max-w-prose text-[1.0625rem] text-muted">
        {notFound
          ? 'The page you are looking for has moved, sold, or never hung on these walls.'
          : 'Please try again in a moment. If it keeps happening, let us know.'}
      </p>
      <Link
        to="/"
        className="mt-10 inline-flex min-h-12 items-center bg-ink px-7 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent"
      >
        Back to the gallery
      </Link>
    </section>
  );
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}
