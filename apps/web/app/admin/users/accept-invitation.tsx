import { zodResolver } from '@hookform/resolvers/zod';
import { type AcceptInvitationBody, acceptInvitationBody, MIN_PASSWORD_LENGTH } from '@vernissage/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AdminField } from '../admin-field.tsx';
import { formatSignIn } from './admin-dates.ts';
import { acceptInvitation, type InvitationLookup, lookUpInvitation } from './invitation-api.ts';

type Props = { token: string; onSignedIn: (accessToken: string, email: string) => void };

const blank: AcceptInvitationBody = { password: '', confirmPassword: '' };
const submitClass =
  'h-12 w-full bg-ink text-[0.8125rem] font-semibold tracking-[0.08em] text-paper transition-colors duration-200 hover:bg-accent disabled:cursor-progress disabled:bg-ink-soft';

/** '/admin/invite/<token>': the invited admin chooses a password and is signed in. */
export function AcceptInvitation({ token, onSignedIn }: Props) {
  const [lookup, setLookup] = useState<InvitationLookup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setFocus } = useForm<AcceptInvitationBody>({
    resolver: zodResolver(acceptInvitationBody),
    defaultValues: blank,
  });

  useEffect(() => {
    let current = true;
    void lookUpInvitation(token).then((found) => current && setLookup(found));
    return () => {
      current = false;
    };
  }, [token]);
  useEffect(() => {
    if (lookup?.status === 'open') setFocus('password');
  }, [lookup, setFocus]);

  if (lookup === null)
    return (
      <p role="status" className="py-8 text-center text-muted">
        Checking your invitation...
      </p>
    );
  if (lookup.status !== 'open') return <InvitationProblem message={lookup.message} />;
  const { email, expiresAt } = lookup.invitation;

  const submit = handleSubmit(async (body) => {
    setError(null);
    const result = await acceptInvitation(token, body);
    if (result.ok) onSignedIn(result.token, email);
    else if (result.gone) setLookup({ status: 'invalid', message: result.error });
    else setError(result.error);
  });
  const e = formState.errors;

  return (
    <>
      <h1 className="text-[2rem] font-light">Welcome</h1>
      <p className="mt-2 text-[0.9375rem] text-muted">
        You are invited to manage the gallery as <strong className="font-medium text-ink">{email}</strong>. Choose a
        password to finish.
      </p>
      <form noValidate onSubmit={submit} className="mt-8 space-y-5">
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <AdminField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...register('password', { deps: ['confirmPassword'] })}
          error={e.password?.message}
        />
        <AdminField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...register('confirmPassword')}
          error={e.confirmPassword?.message}
        />
        <p className="text-[0.8125rem] text-muted">
          At least {MIN_PASSWORD_LENGTH} characters. This link works once, until {formatSignIn(expiresAt)}.
        </p>
        {error && (
          <p role="alert" className="border-l-2 border-error bg-mat px-3 py-2 text-[0.875rem] text-error">
            {error}
          </p>
        )}
        <button type="submit" disabled={formState.isSubmitting} className={submitClass}>
          {formState.isSubmitting ? 'Setting password...' : 'Set Password and Sign In'}
        </button>
      </form>
    </>
  );
}

function InvitationProblem({ message }: { message: string }) {
  return (
    <>
      <h1 className="text-[2rem] font-light">Invitation</h1>
      <p role="alert" className="mt-4 border-l-2 border-error bg-mat px-3 py-2 text-[0.9375rem] text-error">
        {message}
      </p>
      <p className="mt-4 text-[0.875rem] text-muted">
        Ask an administrator of the gallery to invite you again. If you have already set your password, sign in.
      </p>
      <Link
        to="/admin"
        className="mt-8 flex h-12 w-full items-center justify-center bg-ink text-[0.8125rem] font-semibold tracking-[0.08em] text-paper transition-colors duration-200 hover:bg-accent"
      >
        Go to Admin Login
      </Link>
    </>
  );
}
