import type { ReactNode } from 'react';

type Props = {
  /** While true the button says `busyLabel` and cannot be pressed again. */
  busy: boolean;
  busyLabel: string;
  /** Disabled for another reason too (e.g. an empty cart). */
  disabled?: boolean;
  className: string;
  children: ReactNode;
};

/** A storefront form's submit button: disabled and relabelled while its request is on its way. */
export function SubmitButton({ busy, busyLabel, disabled = false, className, children }: Props) {
  return (
    <button type="submit" disabled={busy || disabled} className={className}>
      {busy ? busyLabel : children}
    </button>
  );
}
