import type { Picture } from '@vernissage/contract';
import { X } from 'lucide-react';
import { thumbnailSrc } from '../lib/thumbnail.ts';
import { ImageUpload } from '../ui/image-upload.tsx';

type Props = {
  images: string[];
  pictures: Picture[];
  error: string | undefined;
  onChange: (images: string[]) => void;
  onUploaded: (picture: Picture) => void;
  onBusyChange: (busy: boolean) => void;
};

/** The artwork's images, the first shown first in the shop; one upload per file choice. */
export function ImagesFieldset({ images, pictures, error, onChange, onUploaded, onBusyChange }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-display text-[1.125rem]">Images</legend>
      <p id="artwork-images-hint" className="mb-3 text-[0.8125rem] text-muted">
        JPEG, PNG, WebP, GIF or AVIF. The first image is the one shown in the gallery.
      </p>
      {images.length > 0 && (
        <ul className="mb-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {images.map((url, i) => (
            <li key={url} className="relative">
              <img
                src={thumbnailSrc(url, pictures, 320)}
                alt={`View ${i + 1} of the artwork`}
                className="aspect-square w-full bg-mat object-contain p-1.5"
              />
              {i === 0 && (
                <span className="label-caps absolute bottom-1 left-1 bg-paper/90 px-1.5 py-0.5 text-ink-soft">
                  Main
                </span>
              )}
              <button
                type="button"
                onClick={() => onChange(images.filter((_, j) => j !== i))}
                aria-label={`Remove image ${i + 1}`}
                className="absolute top-1 right-1 grid size-7 place-items-center bg-paper/95 text-ink shadow-hung transition-colors hover:bg-error hover:text-white"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageUpload
        label={images.length ? 'Upload another image' : 'Upload image'}
        describedBy="artwork-images-hint"
        onBusyChange={onBusyChange}
        onUploaded={({ url, picture }) => {
          onUploaded(picture);
          onChange([...images, url]);
        }}
      />
      {error && <p className="mt-2 text-[0.8125rem] text-error">{error}</p>}
    </fieldset>
  );
}
