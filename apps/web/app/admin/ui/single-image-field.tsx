import { X } from 'lucide-react';
import { ImageUpload } from './image-upload.tsx';

/** How the image sits: a square crop (a portrait) or whole inside a wide box (a logo). */
const LOOKS = {
  square: { image: 'size-20 object-cover', empty: 'size-20' },
  wide: { image: 'h-16 max-w-48 object-contain p-2', empty: 'h-16 w-32' },
} as const;

type Props = {
  legend: string;
  value: string;
  /** The image's text alternative. */
  alt: string;
  look: keyof typeof LOOKS;
  /** Shown in the image's place while there is none. */
  emptyText: string;
  removeLabel: string;
  uploadLabel: string;
  replaceLabel: string;
  className?: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
};

/** One optional image: the current one with a remove button, and an upload to set or replace it. */
export function SingleImageField({ value, look, onChange, onBusyChange, className = '', ...text }: Props) {
  return (
    <fieldset className={`min-w-0 ${className}`}>
      <legend className="mb-1.5 text-[0.8125rem] font-medium text-ink-soft">{text.legend}</legend>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <div className="relative">
            <img src={value} alt={text.alt} className={`bg-mat ${LOOKS[look].image}`} />
            <button
              type="button"
              onClick={() => onChange('')}
              aria-label={text.removeLabel}
              className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-paper text-ink shadow-hung transition-colors hover:bg-error hover:text-white"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ) : (
          <span className={`grid place-items-center bg-mat text-[0.75rem] text-muted ${LOOKS[look].empty}`}>
            {text.emptyText}
          </span>
        )}
        <ImageUpload
          label={value ? text.replaceLabel : text.uploadLabel}
          onBusyChange={onBusyChange}
          onUploaded={({ url }) => onChange(url)}
        />
      </div>
    </fieldset>
  );
}
