import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ARTWORK_PARAM } from '../../lib/artwork-link.ts';

const loadModal = () => import('./artwork-modal.tsx');
const ArtworkModal = lazy(loadModal);

/**
 * Shows the artwork dialog whenever the URL has `?artwork={id}`, on any storefront page. Its code
 * loads on first use; links shared with the parameter open it right after the page hydrates.
 */
export function ArtworkModalHost() {
  const [params] = useSearchParams();
  const id = params.get(ARTWORK_PARAM);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (id) setWanted(true);
  }, [id]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ArtworkModal id={id} />
    </Suspense>
  );
}
