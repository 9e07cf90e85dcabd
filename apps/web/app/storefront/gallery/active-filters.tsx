import { X } from 'lucide-react';
import type { FilterChip } from './filter-chips.ts';
import type { GalleryFilters } from './gallery-filters.ts';
import type { FilterPreset } from './presets.ts';

type Props = {
  chips: FilterChip[];
  presets: FilterPreset[];
  canSave: boolean;
  onApply: (filters: GalleryFilters) => void;
  onClear: () => void;
  onSave: () => void;
  onDeletePreset: (name: string) => void;
};

const textButton = 'inline-flex min-h-11 items-center text-[0.8125rem] font-medium link-quiet';

/** Removable chips for each active filter, Clear All Filters, Save Filter and the saved presets. */
export function ActiveFilters({ chips, presets, canSave, onApply, onClear, onSave, onDeletePreset }: Props) {
  if (chips.length === 0 && presets.length === 0 && !canSave) return null;
  return (
    <div className="flex flex-col gap-3">
      {(chips.length > 0 || canSave) && (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
          {chips.length > 0 && (
            <ul aria-label="Active filters" className="contents">
              {chips.map((chip) => (
                <li key={chip.id}>
                  <button
                    type="button"
                    aria-label={`Remove filter: ${chip.label}`}
                    onClick={() => onApply(chip.without)}
                    className="inline-flex min-h-9 items-center gap-2 rounded-full bg-mat py-1 pr-2.5 pl-4 text-[0.8125rem] transition-colors duration-200 hover:bg-mat-deep"
                  >
                    {chip.label}
                    <X aria-hidden className="size-3.5" strokeWidth={1.75} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <span className="flex gap-5 sm:ml-3">
            {chips.length > 0 && (
              <button type="button" onClick={onClear} className={textButton}>
                Clear All Filters
              </button>
            )}
            {canSave && (
              <button type="button" onClick={onSave} aria-haspopup="dialog" className={`${textButton} text-accent`}>
                Save Filter
              </button>
            )}
          </span>
        </div>
      )}
      {presets.length > 0 && (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2">
          <span className="label-caps mr-2 text-muted">Saved filters</span>
          <ul aria-label="Saved filters" className="contents">
            {presets.map((p) => (
              <li key={p.name} className="inline-flex items-center border border-line">
                <button
                  type="button"
                  onClick={() => onApply(p.filters)}
                  className="min-h-9 py-1 pr-2 pl-3.5 text-[0.8125rem] hover:underline"
                >
                  {p.name}
                </button>
                <button
                  type="button"
                  aria-label={`Delete saved filter ${p.name}`}
                  onClick={() => onDeletePreset(p.name)}
                  className="grid size-9 place-items-center text-muted hover:text-ink"
                >
                  <X aria-hidden className="size-3.5" strokeWidth={1.75} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
