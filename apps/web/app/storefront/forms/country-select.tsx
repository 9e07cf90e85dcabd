import { countryOptions } from '@vernissage/contract';
import { type ReactNode, useMemo } from 'react';
import { fieldClass } from '../../ui/text-field.tsx';

type Props = {
  id: string;
  value: string;
  error?: string | undefined;
  /** Shown under the choice while there is no error (the delivery estimate). */
  note?: ReactNode;
  onChange: (code: string) => void;
};

/** 'Country': every country by name, sent as its 2-letter code; the error (or the note) under it. */
export function CountrySelect({ id, value, error, note, onChange }: Props) {
  const countries = useMemo(() => countryOptions(), []);
  return (
    <div>
      <label htmlFor={id} className="label-caps text-ink-soft">
        Country
      </label>
      <select
        id={id}
        name="country"
        autoComplete="country"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : note ? `${id}-note` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
      >
        <option value="">Choose a country</option>
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-2 text-[0.8125rem] text-error">
          {error}
        </p>
      ) : note ? (
        <p id={`${id}-note`} aria-live="polite" className="mt-2 text-[0.8125rem] text-muted">
          {note}
        </p>
      ) : null}
    </div>
  );
}
