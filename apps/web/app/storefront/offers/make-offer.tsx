import { lazy, Suspense, useState } from 'react';
import type { DetailArtwork } from '../artwork-detail/detail-types.ts';

const MakeOfferDialog = lazy(() => import('./make-offer-dialog.tsx'));

const quiet =
  'inline-flex min-h-12 w-full items-center justify-center border border-line px-6 text-[0.75rem] font-semibold tracking-[0.16em] uppercase transition-colors duration-200 hover:border-ink';

/** 'Make an Offer' on a work that takes offers and is for sale; the dialog loads when first opened. */
export function MakeOffer({ artwork, formatId }: { artwork: DetailArtwork; formatId: string | null }) {
  const [state, setState] = useState({ open: false, wanted: false });
  if (!artwork.acceptsOffers || artwork.availability !== 'available') return null;
  return (
    <>
      <button type="button" className={quiet} onClick={() => setState({ open: true, wanted: true })}>
        Make an Offer
      </button>
      {state.wanted && (
        <Suspense fallback={null}>
          <MakeOfferDialog
            open={state.open}
            onOpenChange={(open) => setState((s) => ({ ...s, open }))}
            artwork={artwork}
            formatId={formatId}
          />
        </Suspense>
      )}
    </>
  );
}
