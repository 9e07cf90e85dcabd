import { X } from 'lucide-react';
import { type Ref, useMemo } from 'react';
import { Combobox } from './combobox.tsx';
import type { ChoiceOption } from './options.ts';

type Props = {
  label: string;
  options: readonly ChoiceOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  placeholder?: string;
  className?: string;
};

/** A searchable choice of several: each chosen one as a chip with its own Remove button, the search below. */
export function MultiCombobox({ label, options, values, onChange, error, className = '', ...rest }: Props) {
  const labelOf = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const left = useMemo(() => options.filter((o) => !values.includes(o.value)), [options, values]);
  return (
    <div className={className}>
      <Combobox
        label={label}
        options={left}
        value=""
        onChange={(value) => onChange([...values, value])}
        error={error}
        {...rest}
      />
      {values.length > 0 && (
        <ul aria-label={`${label}: chosen`} className="mt-2 flex flex-wrap gap-1.5">
          {values.map((value) => {
            const name = labelOf.get(value) ?? value;
            return (
              <li key={value} className="inline-flex items-center bg-mat pl-2.5 text-[0.8125rem] text-ink">
                {name}
                <button
                  type="button"
                  onClick={() => onChange(values.filter((v) => v !== value))}
                  aria-label={`Remove ${name}`}
                  className="grid size-7 place-items-center text-muted transition-colors hover:text-error focus-visible:outline-2 focus-visible:outline-ink"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
