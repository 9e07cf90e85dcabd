import { DEFAULT_SORT, SORT_OPTIONS } from '@vernissage/contract';
import { LayoutGrid, List, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { FilterSelect } from './filter-select.tsx';
import type { GalleryFilters, GalleryView } from './gallery-filters.ts';

type Props = {
  filters: GalleryFilters;
  view: GalleryView;
  activeCount: number;
  panelId: string;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onSort: (next: GalleryFilters) => void;
  onView: (view: GalleryView) => void;
  /** The count line ('N pieces available'). */
  count: ReactNode;
  /** The filter fields: one row with the sort on wide screens, behind the toggle on small ones. */
  panel: ReactNode;
};

const sortValue = (key: string, direction: string) => `${key}:${direction}`;

const viewButton = (on: boolean) =>
  `grid size-11 place-items-center border-b-2 transition-colors duration-200 ${on ? 'border-ink text-ink' : 'border-transparent text-muted hover:text-ink'}`;

/**
 * Filters, sort, grid/list and the count. Wide screens: the fields in two rows of four, sort and view
 * beside them, the count below.
 * Small screens: Filters toggle and sort, then the count and view, then the fields when open.
 */
export function GalleryToolbar(props: Props) {
  const { filters, view, activeCount, panelId, panelOpen, onTogglePanel, onSort, onView, count, panel } = props;
  const current = sortValue(filters.sortBy, filters.sortDirection);
  const known = SORT_OPTIONS.some((o) => sortValue(o.key, o.direction) === current);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-x-4 gap-y-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,13rem)_auto] lg:gap-x-8">
      <button
        type="button"
        aria-expanded={panelOpen}
        aria-controls={panelId}
        onClick={onTogglePanel}
        className="col-start-1 row-start-1 inline-flex min-h-11 items-center gap-2 justify-self-start border border-line px-4 text-[0.875rem] font-medium transition-colors duration-200 hover:border-ink lg:hidden"
      >
        <SlidersHorizontal aria-hidden className="size-4" strokeWidth={1.5} />
        Filters{activeCount > 0 && <span className="tabular-nums">({activeCount})</span>}
      </button>
      <div className="col-start-2 row-start-1 w-[12rem] lg:col-start-2 lg:w-auto">
        <FilterSelect
          id="gallery-sort"
          label="Sort by"
          value={known ? current : sortValue(DEFAULT_SORT.key, DEFAULT_SORT.direction)}
          onChange={(v) => {
            const option = SORT_OPTIONS.find((o) => sortValue(o.key, o.direction) === v) ?? DEFAULT_SORT;
            onSort({ ...filters, sortBy: option.key, sortDirection: option.direction });
          }}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.label} value={sortValue(o.key, o.direction)}>
              {o.label}
            </option>
          ))}
        </FilterSelect>
      </div>
      <fieldset className="col-start-2 row-start-2 flex items-center justify-self-end lg:col-start-3 lg:row-start-1">
        <legend className="sr-only">View</legend>
        <button
          type="button"
          aria-label="Grid view"
          aria-pressed={view === 'grid'}
          onClick={() => onView('grid')}
          className={viewButton(view === 'grid')}
        >
          <LayoutGrid aria-hidden className="size-[1.125rem]" strokeWidth={1.5} />
        </button>
        <button
          type="button"
          aria-label="List view"
          aria-pressed={view === 'list'}
          onClick={() => onView('list')}
          className={viewButton(view === 'list')}
        >
          <List aria-hidden className="size-[1.125rem]" strokeWidth={1.5} />
        </button>
      </fieldset>
      <div className="col-start-1 row-start-2 self-center lg:col-span-3 lg:row-start-2 lg:border-t lg:border-line lg:pt-5">
        {count}
      </div>
      <div
        className={`col-span-2 row-start-3 lg:col-span-1 lg:col-start-1 lg:row-start-1 ${panelOpen ? '' : 'max-lg:hidden'}`}
      >
        {panel}
      </div>
    </div>
  );
}
