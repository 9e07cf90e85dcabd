import { type FormEvent, useState } from 'react';
import { AdminField } from './admin-field.tsx';
import { signIn } from './sign-in.ts';

type FieldErrors = { email?: string | undefined; password?: string | undefined };

/** 'Admin Login': e-mail and password, then the token from the server. */
export function AdminLogin({ onSignedIn }: { onSignedIn: (token: string, email: string) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
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
    setBusy(true);
    const result = await signIn({ email, password });
    setBusy(false);
    if (result.ok) onSignedIn(result.token, email);
    else setError(result.error);
  }

  return (
    <>
      <h1 className="text-[2rem] font-light">Admin Login</h1>
      <p className="mt-2 text-[0.9375rem] text-muted">Sign in to manage your gallery</p>
      <form noValidate onSubmit={submit} className="mt-8 space-y-5">
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
        {error && (
          <p role="alert" className="border-l-2 border-error bg-mat px-3 py-2 text-[0.875rem] text-error">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="h-12 w-full bg-ink text-[0.8125rem] font-semibold tracking-[0.08em] text-paper transition-colors duration-200 hover:bg-accent disabled:cursor-progress disabled:bg-ink-soft"
        >
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </form>
    </>
  );
}
