import { MEDIUM_CATEGORIES, MEDIUM_LABELS } from '@vernissage/contract';
import { Link } from 'react-router';
import type { GalleryFilters, GalleryView } from './gallery-filters.ts';

type Props = { filters: GalleryFilters; hrefFor: (f: GalleryFilters, v?: GalleryView) => string };

const tabs = [
  { medium: null, label: 'All Artworks' },
  ...MEDIUM_CATEGORIES.map((m) => ({ medium: m, label: MEDIUM_LABELS[m] })),
];

/** All Artworks and the four media: links, so each category is a page of its own. */
export function CategoryTabs({ filters, hrefFor }: Props) {
  return (
    <nav
      aria-label="Categories"
      className="-mx-[var(--spacing-gutter)] overflow-x-auto px-[var(--spacing-gutter)] [scrollbar-width:none]"
    >
      <ul className="flex min-w-max gap-2 border-b border-line sm:gap-8">
        {tabs.map((tab) => {
          const active = filters.medium === tab.medium;
          return (
            <li key={tab.label}>
              <Link
                to={hrefFor({ ...filters, medium: tab.medium })}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-12 items-center border-b-2 px-2 text-[0.875rem] tracking-[0.02em] whitespace-nowrap transition-colors duration-200 sm:px-0 sm:text-[0.9375rem] ${
                  active ? 'border-ink font-medium text-ink' : 'border-transparent text-muted hover:text-ink'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
