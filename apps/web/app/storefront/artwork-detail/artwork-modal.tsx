import { DEFAULT_SHOP_SETTINGS } from '@vernissage/contract';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type ArtworkModalState, withArtworkParam } from '../../lib/artwork-link.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { useShopInfo } from '../../lib/use-shop-info.ts';
import { useShopSettings } from '../../lib/use-shop-settings.ts';
import { Modal } from '../../ui/modal.tsx';
import { ArtworkDetail } from './artwork-detail.tsx';
import { artworkDescription, artworkImages, artworkTitle } from './artwork-seo.ts';
import type { DetailArtwork } from './detail-types.ts';
import { useArtworkDetail } from './use-artwork-detail.ts';
import { useDocumentMeta } from './use-document-meta.ts';

function previewFrom(state: unknown, id: string | null): DetailArtwork | null {
  const preview = (state as Partial<ArtworkModalState> | null)?.preview as DetailArtwork | undefined;
  return preview && preview.id === id ? preview : null;
}

/** The artwork dialog over a grid; `id` null closes it (the last artwork stays while it fades). */
export default function ArtworkModal({ id }: { id: string | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [shownId, setShownId] = useState(id);
  if (id !== null && id !== shownId) setShownId(id);
  const [attempt, setAttempt] = useState(0);
  const load = useArtworkDetail(shownId, attempt);
  const preview = previewFrom(location.state, shownId);
  const settings = useShopSettings();
  const { shopName } = useShopInfo();
  const open = id !== null;
  useReturnFocus(open);

  const artwork: DetailArtwork | null = load.artwork ?? preview;
  const full = load.artwork;
  useDocumentMeta(
    open && full
      ? {
          title: `${artworkTitle(full)} — ${shopName}`,
          description: artworkDescription(full),
          image: artworkImages(full)[0]
            ? new URL(artworkImages(full)[0] as string, window.location.origin).href
            : undefined,
          url: new URL(`/artworks/${full.id}`, window.location.origin).href,
        }
      : null,
  );

  const close = () => {
    if ((location.state as Partial<ArtworkModalState> | null)?.artworkModal) navigate(-1);
    else navigate({ search: withArtworkParam(location.search, null) }, { replace: true, preventScrollReset: true });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && close()}
      title={artwork ? artworkTitle(artwork) : 'Artwork'}
      hideTitle
      size="xl"
    >
      <div className="pt-10 sm:pt-6">
        {artwork ? (
          <ArtworkDetail
            key={artwork.id}
            artwork={artwork}
            artist={load.artist}
            returnDays={settings?.returnPolicy.days ?? DEFAULT_SHOP_SETTINGS.returnPolicy.days}
            variant="modal"
            onContinue={close}
            loading={load.status === 'loading'}
          />
        ) : (
          <DetailStatus status={load.status} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </div>
    </Modal>
  );
}

function DetailStatus({ status, onRetry }: { status: string; onRetry: () => void }) {
  if (status === 'loading') return <p className="py-24 text-center text-muted">Loading...</p>;
  if (status === 'missing')
    return <p className="py-24 text-center text-muted">This artwork is no longer in the gallery.</p>;
  return (
    <div className="py-24 text-center" role="alert">
      <p className="text-error">This artwork could not be loaded.</p>
      <button type="button" onClick={onRetry} className="mt-4 min-h-11 px-4 font-medium link-quiet">
        Try again
      </button>
    </div>
  );
}
