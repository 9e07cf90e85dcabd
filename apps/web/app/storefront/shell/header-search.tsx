import { Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { HeaderIconButton } from './header-icon.tsx';

const loadSearch = () => import('../search/search-overlay.tsx');
const SearchOverlay = lazy(loadSearch);

/** The header's search button and the overlay it opens (its code loads on first hover or focus). */
export function HeaderSearch() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <HeaderIconButton
        icon={Search}
        label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSearch()}
        onFocus={() => void loadSearch()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      />
      {wanted && (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
