import type { CustomerOrder } from '@vernissage/contract';
import { type FormEvent, useId, useState } from 'react';
import { ORDERS_KEY, readLocalOrders } from '../../lib/local-orders.ts';
import { TextField } from '../../ui/text-field.tsx';
import { getOrders, requestLookupCode, verifyLookupCode } from '../api/client.ts';
import { SubmitButton } from '../forms/submit-button.tsx';
import { OrdersList } from './orders-list.tsx';

type Step =
  | { kind: 'email' }
  | { kind: 'code'; note: string }
  | { kind: 'orders'; orders: CustomerOrder[]; token: string };
const button =
  'inline-flex min-h-12 items-center justify-center bg-ink px-6 text-[0.75rem] font-semibold tracking-[0.16em] text-paper uppercase transition-colors duration-200 hover:bg-accent disabled:cursor-not-allowed disabled:bg-subtle';
const LOCAL_ORDERS_MISSING =
  'This browser placed orders that we could not find for this address. If you ordered with another e-mail, try that one; ' +
  'if not, our order records may be briefly unreachable: please try again in a moment or contact us.';

function placedHere(): number {
  try {
    return readLocalOrders(window.localStorage.getItem(ORDERS_KEY)).length;
  } catch {
    return 0;
  }
}

type Props = {
  /** What a failed connection says (the Account dialog names the server). */
  networkError?: string;
};

/**
 * Orders by e-mail, only for whoever can read that inbox: the address, a one-time code sent to it,
 * then that address's orders. Nothing about an address shows before its code is entered.
 */
export function OrderLookup({ networkError = 'Network error' }: Props) {
  const id = useId();
  const failureText = (r: { kind: 'error'; error: string | null } | { kind: 'network' }, fallback: string) =>
    r.kind === 'network' ? networkError : (r.error ?? fallback);
  const [step, setStep] = useState<Step>({ kind: 'email' });
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const askCode = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!email.trim()) return setError('Email is required');
    setBusy(true);
    const result = await requestLookupCode(email.trim());
    setBusy(false);
    if (result.kind !== 'ok') return setError(failureText(result, 'Failed to fetch orders'));
    setError(null);
    setCode('');
    setStep({ kind: 'code', note: result.data.message });
  };

  const showOrders = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const verified = await verifyLookupCode(email.trim(), code.trim());
    if (verified.kind !== 'ok') {
      setBusy(false);
      return setError(failureText(verified, 'Failed to fetch orders'));
    }
    const orders = await getOrders(email.trim(), verified.data.token);
    setBusy(false);
    if (!orders.ok) return setError(orders.network ? networkError : (orders.error ?? 'Failed to fetch orders'));
    setError(null);
    setStep({ kind: 'orders', orders: orders.data, token: verified.data.token });
  };

  if (step.kind === 'orders') {
    return (
      <div>
        <p className="mb-6 text-[0.9375rem] text-ink-soft">Orders placed with {email.trim()}</p>
        {step.orders.length ? (
          <OrdersList orders={step.orders} token={step.token} />
        ) : (
          <>
            <p className="text-ink-soft">No orders found for this email.</p>
            {placedHere() > 0 && (
              <p
                role="note"
                className="mt-4 border-l-2 border-accent pl-4 text-[0.875rem] leading-relaxed text-ink-soft"
              >
                {LOCAL_ORDERS_MISSING}
              </p>
            )}
          </>
        )}
      </div>
    );
  }
  return step.kind === 'email' ? (
    <form noValidate onSubmit={askCode} aria-label="Find your orders" className="grid max-w-md gap-5">
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        value={email}
        error={error ?? undefined}
        onChange={(e) => setEmail(e.target.value)}
      />
      <SubmitButton busy={busy} busyLabel="Sending..." className={button}>
        Send me a code
      </SubmitButton>
      <p className="text-[0.875rem] text-muted">
        We e-mail a 6-digit code to the address, so only you can see its orders.
      </p>
    </form>
  ) : (
    <form noValidate onSubmit={showOrders} aria-label="Enter your code" className="grid max-w-md gap-5">
      <p role="status" className="text-[0.9375rem] text-ink-soft">
        {step.note}
      </p>
      <TextField
        id={`${id}-code`}
        name="code"
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error ?? undefined}
        onChange={(e) => setCode(e.target.value)}
      />
      <SubmitButton busy={busy} busyLabel="Checking..." className={button}>
        View my orders
      </SubmitButton>
      <button type="button" onClick={() => void askCode()} className="justify-self-start text-[0.875rem] link-quiet">
        Send a new code
      </button>
    </form>
  );
}
