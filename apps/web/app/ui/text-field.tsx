import type { ComponentProps } from 'react';

type Props = {
  id: string;
  label: string;
  error: string | undefined;
  multiline?: boolean;
} & Omit<ComponentProps<'input'> & ComponentProps<'textarea'>, 'id'>;

export const fieldClass =
  'mt-2 block w-full border border-muted bg-white px-4 py-3 text-[1rem] text-ink outline-none transition-colors duration-200 placeholder:text-subtle focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 aria-[invalid=true]:border-error';

/** A labelled field whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, error, multiline = false, ...rest }: Props) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: fieldClass,
  };
  return (
    <div>
      <label htmlFor={id} className="label-caps text-ink-soft">
        {label}
      </label>
      {multiline ? <textarea rows={6} {...shared} {...rest} /> : <input {...shared} {...rest} />}
      {error && (
        <p id={errorId} className="mt-2 text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </div>
  );
}
