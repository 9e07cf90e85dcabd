import { X } from 'lucide-react';
import { ImageUpload } from '../ui/image-upload.tsx';

type Props = {
  value: string;
  shopName: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
};

/** The optional logo (re-encoded by the image pipeline like every upload); without one the name shows. */
export function LogoField({ value, shopName, onChange, onBusyChange }: Props) {
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="mb-1.5 text-[0.8125rem] font-medium text-ink-soft">Logo (optional)</legend>
      <div className="flex flex-wrap items-center gap-4">
        {value ? (
          <div className="relative">
            <img src={value} alt={`Logo of ${shopName}`} className="h-16 max-w-48 bg-mat object-contain p-2" />
            <button
              type="button"
              onClick={() => onChange('')}
              aria-label="Remove logo"
              className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-paper text-ink shadow-hung transition-colors hover:bg-error hover:text-white"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ) : (
          <span className="grid h-16 w-32 place-items-center bg-mat text-[0.75rem] text-muted">Name shown</span>
        )}
        <ImageUpload
          label={value ? 'Replace logo' : 'Upload logo'}
          onBusyChange={onBusyChange}
          onUploaded={({ url }) => onChange(url)}
        />
      </div>
    </fieldset>
  );
}
