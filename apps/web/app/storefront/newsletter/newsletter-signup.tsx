import { type FormEvent, useEffect, useId, useState } from 'react';
import { subscribeNewsletter } from '../api/client.ts';
import { rememberGuestEmail } from '../consent/guest-email.ts';
import { FormAlert } from '../forms/form-alert.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { newsletterEmailError, THANKS_MS } from './newsletter.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'thanks'; message: string }
  | { kind: 'error'; message: string };

/** The newsletter section on home: one e-mail field; thanks for 3 seconds, then the form again. */
export function NewsletterSignup() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  useEffect(() => {
    if (status.kind !== 'thanks') return;
    const timer = setTimeout(() => setStatus({ kind: 'idle' }), THANKS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = newsletterEmailError(email);
    if (invalid) return setStatus({ kind: 'error', message: invalid });
    setStatus({ kind: 'sending' });
    const result = await subscribeNewsletter(email.trim());
    if (result.kind === 'ok') {
      rememberGuestEmail(email);
      setEmail('');
      setStatus({ kind: 'thanks', message: result.data.message || 'Thanks for subscribing!' });
    } else if (result.kind === 'network') setStatus({ kind: 'error', message: 'Network error.' });
    else setStatus({ kind: 'error', message: (result.kind === 'error' && result.error) || 'Subscription failed.' });
  };

  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-heading`} className="border-t border-line">
      <div className="page-frame grid gap-10 py-20 sm:py-24 lg:grid-cols-[1fr_minmax(0,32rem)] lg:items-end lg:gap-16">
        <div>
          <p className="label-caps mb-3 text-muted">Newsletter</p>
          <h2 id={`${id}-heading`} className="text-[2rem] sm:text-[2.75rem]">
            New works, first
          </h2>
          <p className="mt-4 max-w-lg text-[1rem] leading-relaxed text-ink-soft">
            A short letter when new pieces arrive and exhibitions open. No more than twice a month; leave whenever you
            like.
          </p>
        </div>
        <div aria-live="polite" className="min-h-[7.5rem]">
          {status.kind === 'thanks' ? (
            <p className="font-display text-[1.5rem] leading-snug">{status.message}</p>
          ) : (
            <form noValidate onSubmit={onSubmit} aria-label="Newsletter signup">
              <label htmlFor={`${id}-email`} className="label-caps text-ink-soft">
                Email address
              </label>
              <div className="mt-2 flex flex-col gap-3 sm:flex-row">
                <input
                  id={`${id}-email`}
                  type="email"
                  name="email"
                  autoComplete="email"
                  inputMode="email"
                  placeholder="you@example.com"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    if (status.kind === 'error') setStatus({ kind: 'idle' });
                  }}
                  aria-invalid={status.kind === 'error' ? true : undefined}
                  aria-describedby={status.kind === 'error' ? errorId : undefined}
                  className="min-h-12 flex-1 border border-muted bg-white px-4 text-[1rem] outline-none transition-colors duration-200 placeholder:text-subtle focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 aria-[invalid=true]:border-error"
                />
                <SubmitButton
                  busy={status.kind === 'sending'}
                  busyLabel="Subscribing..."
                  className="inline-flex min-h-12 items-center justify-center bg-ink px-7 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent disabled:cursor-wait disabled:bg-muted"
                >
                  Subscribe
                </SubmitButton>
              </div>
              <FormAlert
                id={errorId}
                className="mt-3 text-[0.875rem]"
                error={status.kind === 'error' ? status.message : null}
              />
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
