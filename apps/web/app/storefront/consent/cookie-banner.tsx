import { Link } from 'react-router';
import { acceptAll, defaultPreferences } from './consent.ts';
import { useConsent } from './use-consent.ts';

const quiet =
  'inline-flex min-h-11 items-center justify-center px-4 text-[0.75rem] font-semibold tracking-[0.12em] uppercase transition-colors duration-200';

/** Fixed to the bottom of the window until the visitor chooses; never covers the page's layout. */
export function CookieBanner({ onPreload }: { onPreload: () => void }) {
  const { choose, openSettings } = useConsent();
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-30 animate-[toast-in_250ms_var(--ease-gallery)] print:hidden border-t border-line bg-paper/97 shadow-lifted backdrop-blur-md"
    >
      <div className="page-frame flex flex-col gap-4 py-5 lg:flex-row lg:items-center lg:justify-between lg:gap-10">
        <p className="max-w-3xl text-[0.875rem] leading-relaxed text-ink-soft">
          This website uses cookies to enhance your experience. By continuing, you agree to our use of cookies.{' '}
          <Link
            to="/cookies"
            target="_blank"
            rel="noopener"
            className="font-medium whitespace-nowrap text-ink underline underline-offset-4"
          >
            Learn more
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </p>
        <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
          <button
            type="button"
            onClick={() => choose(defaultPreferences)}
            className={`${quiet} col-span-2 text-muted underline decoration-line underline-offset-4 hover:text-ink sm:order-none`}
          >
            Proceed without accepting
          </button>
          <button
            type="button"
            onPointerEnter={onPreload}
            onFocus={onPreload}
            onClick={openSettings}
            aria-haspopup="dialog"
            className={`${quiet} border border-ink hover:bg-ink hover:text-paper`}
          >
            Cookie Settings
          </button>
          <button
            type="button"
            onClick={() => choose(acceptAll)}
            className={`${quiet} bg-ink text-paper hover:bg-accent`}
          >
            Accept All
          </button>
        </div>
      </div>
    </section>
  );
}
