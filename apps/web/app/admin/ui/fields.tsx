import { type ComponentProps, type ReactNode, useId } from 'react';

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string };

export const controlClass =
  'block w-full border border-subtle bg-white px-3 text-[0.9375rem] text-ink transition-colors duration-150 outline-none placeholder:text-muted hover:border-ink focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink aria-invalid:border-error disabled:bg-mat disabled:text-muted';

/** Wires a label, a hint and an error message to one control by id. */
function FieldShell({
  id,
  label,
  error,
  hint,
  className = '',
  children,
}: Common & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-[0.8125rem] font-medium text-ink-soft">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-[0.75rem] text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

export function TextField({ label, error, hint, className, id, ...input }: Common & ComponentProps<'input'>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <input
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${controlClass} h-10`}
        {...input}
      />
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, className, id, ...input }: Common & ComponentProps<'textarea'>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={fieldId}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${controlClass} py-2 leading-relaxed`}
        {...input}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  id,
  children,
  ...input
}: Common & ComponentProps<'select'>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <FieldShell id={fieldId} label={label} error={error} hint={hint} className={className}>
      <select
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${controlClass} h-10 pr-8`}
        {...input}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** A checkbox drawn as a switch, its label beside it; the knob's position says on or off. */
export function SwitchField({ label, hint, className = '', id, ...input }: Common & ComponentProps<'input'>) {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={fieldId}
        type="checkbox"
        className="switch mt-0.5 shrink-0"
        aria-describedby={hint ? `${fieldId}-hint` : undefined}
        {...input}
      />
      <div>
        <label htmlFor={fieldId} className="text-[0.875rem] font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${fieldId}-hint`} className="text-[0.75rem] text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** A form-level failure, announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="border-l-2 border-error bg-error/5 px-3 py-2 text-[0.875rem] text-error">
      {message}
    </p>
  );
}
