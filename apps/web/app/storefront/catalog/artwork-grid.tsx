import type { ReactNode } from 'react';

/** The gallery grid: 1 column on phones, 2 from 640 px, 3 from 1024 px, 4 from 1440 px. */
export function ArtworkGrid({ children }: { children: ReactNode }) {
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-12 sm:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-16 xl:grid-cols-4">
      {children}
    </ul>
  );
}
