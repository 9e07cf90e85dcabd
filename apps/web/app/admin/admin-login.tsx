import { type FormEvent, useEffect, useRef, useState } from 'react';
import { AdminField } from './admin-field.tsx';
import { type Credentials, signIn } from './sign-in.ts';

type FieldErrors = { email?: string | undefined; password?: string | undefined; code?: string | undefined };

const submitButton =
  'h-12 w-full bg-ink text-[0.8125rem] font-semibold tracking-[0.08em] text-paper transition-colors duration-200 hover:bg-accent disabled:cursor-progress disabled:bg-ink-soft';

/** 'Admin Login': e-mail and password, then (with two-factor sign-in on) the code, then the token. */
export function AdminLogin({ onSignedIn }: { onSignedIn: (token: string, email: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Set once the password was right and the server asked for the second factor.
  const [pending, setPending] = useState<Credentials | null>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const asksForCode = pending !== null;
  useEffect(() => {
    if (asksForCode) codeField.current?.focus();
  }, [asksForCode]);

  async function attempt(credentials: Credentials) {
    setBusy(true);
    const result = await signIn(credentials);
    setBusy(false);
    if (result.ok) return onSignedIn(result.token, credentials.email);
    if (result.needsCode && !pending) {
      setPending({ email: credentials.email, password: credentials.password });
      return;
    }
    setError(result.error);
  }

  async function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const missing: FieldErrors = {
      email: email ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setFieldErrors(missing);
    setError(null);
    if (missing.email || missing.password) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name=${missing.email ? 'email' : 'password'}]`)?.focus();
      return;
    }
    await attempt({ email, password });
  }

  async function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    setError(null);
    setFieldErrors({ code: code ? undefined : 'Enter the 6-digit code from your authenticator app' });
    if (!code) {
      event.currentTarget.querySelector<HTMLInputElement>('[name=code]')?.focus();
      return;
    }
    await attempt({ ...pending, code });
  }

  const alert = error && (
    <p role="alert" className="border-l-2 border-error bg-mat px-3 py-2 text-[0.875rem] text-error">
      {error}
    </p>
  );

  if (pending) {
    return (
      <>
        <h1 className="text-[2rem] font-light">Admin Login</h1>
        <p className="mt-2 text-[0.9375rem] text-muted">Two-factor authentication is on for {pending.email}.</p>
        {/* Its own key: React would otherwise reuse the e-mail input, typed value and all, for the code. */}
        <form key="code" noValidate onSubmit={submitCode} className="mt-8 space-y-5">
          <AdminField
            label="Authentication code"
            name="code"
            autoComplete="one-time-code"
            ref={codeField}
            spellCheck={false}
            maxLength={32}
            hint="The 6-digit code from your authenticator app, or one of your recovery codes."
            error={fieldErrors.code}
          />
          {alert}
          <button type="submit" disabled={busy} className={submitButton}>
            {busy ? 'Verifying...' : 'Verify'}
          </button>
          <button
            type="button"
            onClick={() => {
              setPending(null);
              setError(null);
              setFieldErrors({});
            }}
            className="mx-auto block text-[0.8125rem] text-muted underline underline-offset-4 hover:text-ink"
          >
            Use a different account
          </button>
        </form>
      </>
    );
  }

  return (
    <>
      <h1 className="text-[2rem] font-light">Admin Login</h1>
      <p className="mt-2 text-[0.9375rem] text-muted">Sign in to manage your gallery</p>
      <form key="password" noValidate onSubmit={submitPassword} className="mt-8 space-y-5">
        <AdminField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={fieldErrors.email}
        />
        <AdminField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        {alert}
        <button type="submit" disabled={busy} className={submitButton}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </>
  );
}
