import { Minus, Plus } from 'lucide-react';

type Props = {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the work, so "Increase quantity" is unambiguous in a list. */
  label: string;
  /** Lowest value the minus button goes to (the cart allows 0, which removes the line). */
  min?: number;
  /** Highest value the plus button goes to: what can be sold of the work. */
  max?: number;
  disabled?: boolean;
  size?: 'sm' | 'md';
};

const button =
  'grid place-items-center text-ink transition-colors duration-200 hover:bg-mat disabled:cursor-not-allowed disabled:text-subtle disabled:hover:bg-transparent';

/** − quantity + : buttons only, the number announced politely when it changes. */
export function QuantityStepper({
  value,
  onChange,
  label,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  disabled = false,
  size = 'md',
}: Props) {
  const box = size === 'sm' ? 'size-9' : 'size-11';
  return (
    <fieldset
      aria-label={`Quantity of ${label}`}
      className="m-0 inline-flex min-w-0 items-center border border-line p-0"
    >
      <button
        type="button"
        aria-label={`Decrease quantity of ${label}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
        className={`${button} ${box}`}
      >
        <Minus aria-hidden className="size-3.5" strokeWidth={1.75} />
      </button>
      <output aria-live="polite" className="min-w-8 text-center text-[0.875rem] tabular-nums">
        {value}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${label}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        className={`${button} ${box}`}
      >
        <Plus aria-hidden className="size-3.5" strokeWidth={1.75} />
      </button>
    </fieldset>
  );
}

/** Says why the plus button stopped: an original is sold once, an edition has so many left. */
export function QuantityLimit({ left, original }: { left: number; original: boolean }) {
  return <p className="text-[0.8125rem] text-muted">{original ? 'A single original' : `Only ${left} left`}</p>;
}
