import { CERTIFICATE_TEXT } from '@vernissage/contract';
import { Link } from 'react-router';

/** An unknown or mistyped code: said plainly, with what to check and a way back. */
export function CertificateNotFound() {
  return (
    <section className="page-frame flex min-h-[60svh] flex-col items-start justify-center py-24">
      <p className="label-caps text-muted">{CERTIFICATE_TEXT.heading}</p>
      <h1 className="mt-4 text-[clamp(2.5rem,8vw,4.5rem)] font-light">{CERTIFICATE_TEXT.notFound}</h1>
      <p className="mt-6 max-w-prose text-[1.0625rem] text-muted">
        No certificate has this code. Please check the address against the link or QR code on your certificate, or
        contact the gallery.
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
