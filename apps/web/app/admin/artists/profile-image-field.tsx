import { X } from 'lucide-react';
import { ImageUpload } from '../ui/image-upload.tsx';

type Props = { value: string; name: string; onChange: (url: string) => void; onBusyChange: (busy: boolean) => void };

/** The artist's portrait: the current one with a remove button, and an upload to set or replace it. */
export function ProfileImageField({ value, name, onChange, onBusyChange }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-[0.8125rem] font-medium text-ink-soft">Profile image</legend>
      <div className="flex items-center gap-4">
        {value ? (
          <div className="relative">
            <img
              src={value}
              alt={name ? `Portrait of ${name}` : 'Profile image'}
              className="size-20 bg-mat object-cover"
            />
            <button
              type="button"
              onClick={() => onChange('')}
              aria-label="Remove profile image"
              className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-paper text-ink shadow-hung transition-colors hover:bg-error hover:text-white"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ) : (
          <span className="grid size-20 place-items-center bg-mat text-[0.75rem] text-muted">No image</span>
        )}
        <ImageUpload
          label={value ? 'Replace image' : 'Upload profile image'}
          onBusyChange={onBusyChange}
          onUploaded={({ url }) => onChange(url)}
        />
      </div>
    </fieldset>
  );
}
