type Props = {
  /** The failure to say, announced at once (role=alert); nothing is rendered without one. */
  error?: string | null;
  /** A second, quieter line under the error (e.g. the server's reason under a general failure). */
  detail?: string | null;
  /** A success to say in the live region (only with `live`). */
  status?: string | null;
  /**
   * Keep a polite live region in the page even while there is nothing to say, so a later status
   * is read out; `className` then styles that region.
   */
  live?: boolean;
  id?: string;
  /** Classes of the outer element: the live region, else the alert itself. */
  className?: string;
};

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

/** The message block under a storefront form: its error as an alert, or its success in a live region. */
export function FormAlert({ error, detail, status, live = false, id, className }: Props) {
  const alertClass = live ? 'text-error' : join(className, 'text-error');
  const alert = !error ? null : detail ? (
    <div id={id} role="alert" className={alertClass}>
      <p>{error}</p>
      <p className="mt-1 text-ink-soft">{detail}</p>
    </div>
  ) : (
    <p id={id} role="alert" className={alertClass}>
      {error}
    </p>
  );
  if (!live) return alert;
  return (
    <div aria-live="polite" className={className}>
      {status && <p className="text-ink">{status}</p>}
      {alert}
    </div>
  );
}
