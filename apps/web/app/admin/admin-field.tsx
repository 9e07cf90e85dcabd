import type { ComponentProps } from 'react';

type Props = ComponentProps<'input'> & {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled admin input with its hint, or its message once there is one, underneath. */
export function AdminField({ label, name, error, hint, ...input }: Props) {
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div>
      <label htmlFor={name} className="mb-2 block text-[0.8125rem] font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block h-11 w-full border border-subtle bg-white px-3 text-[0.9375rem] transition-colors duration-200 outline-none hover:border-ink focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink aria-invalid:border-error"
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-[0.8125rem] text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </div>
  );
}
