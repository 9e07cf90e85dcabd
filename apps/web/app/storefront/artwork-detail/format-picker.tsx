import type { Format } from '@vernissage/contract';
import { useMoney } from '../../lib/currency.tsx';

type Props = { formats: Format[]; selectedId: string | null; onSelect: (id: string) => void; disabled?: boolean };

/** One button per format with its price; unavailable formats are disabled and say so. */
export function FormatPicker({ formats, selectedId, onSelect, disabled = false }: Props) {
  const { formatPrice } = useMoney();
  if (formats.length === 0) return null;
  return (
    <fieldset>
      <legend className="label-caps mb-3 text-muted">Format</legend>
      <div className="flex flex-col gap-2">
        {formats.map((f) => {
          const selected = f.id === selectedId;
          return (
            <button
              key={f.id}
              type="button"
              aria-pressed={selected}
              disabled={!f.available || disabled}
              onClick={() => onSelect(f.id)}
              className={`flex min-h-12 items-center justify-between gap-4 border px-4 py-2 text-left text-[0.875rem] transition-colors duration-200 disabled:cursor-not-allowed disabled:border-line disabled:text-muted ${
                selected ? 'border-ink bg-ink text-paper' : 'border-line hover:border-ink'
              }`}
            >
              <span>
                {f.name}
                {!f.available && <span> (Unavailable)</span>}
              </span>
              {f.price !== null && <span className="tabular-nums">{formatPrice(f.price)}</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
