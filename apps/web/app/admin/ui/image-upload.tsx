import type { UploadedImage } from '@vernissage/contract';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { adminApi } from '../api/admin-api.ts';
import { failureText } from '../api/client.ts';
import { adminUpload } from '../api/upload.ts';

const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';

type Props = {
  label: string;
  onUploaded: (image: UploadedImage) => void;
  /** Told when an upload starts and ends, so the form can hold its submit meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  describedBy?: string | undefined;
};

/** One image per file choice to the image upload, with its progress and any failure. */
export function ImageUpload({ label, onUploaded, onBusyChange, describedBy }: Props) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setProgress(0);
    onBusyChange?.(true);
    const result = await adminUpload(adminApi.artworks.uploadImage.endpoint, file, setProgress);
    input.value = '';
    setProgress(null);
    onBusyChange?.(false);
    if (result.ok) onUploaded(result.data);
    else setError(failureText(result, 'Upload failed'));
  }

  const busy = progress !== null;
  return (
    <div>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        disabled={busy}
        onChange={choose}
        aria-describedby={describedBy}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        aria-disabled={busy || undefined}
        className="inline-flex min-h-10 cursor-pointer items-center gap-2 border border-dashed border-subtle bg-white px-4 text-[0.8125rem] font-medium transition-colors duration-150 hover:border-ink hover:bg-mat peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink aria-disabled:cursor-progress aria-disabled:opacity-60"
      >
        <ImagePlus aria-hidden className="size-4" strokeWidth={1.75} />
        {busy ? 'Uploading...' : label}
      </label>
      {busy && (
        <div className="mt-2 flex max-w-xs items-center gap-3">
          <progress
            max={100}
            value={progress}
            aria-label="Upload progress"
            className="h-1.5 flex-1 appearance-none overflow-hidden bg-mat-deep [&::-webkit-progress-bar]:bg-mat-deep [&::-webkit-progress-value]:bg-ink [&::-moz-progress-bar]:bg-ink"
          />
          <span className="w-10 text-right text-[0.75rem] text-muted tabular-nums">{progress}%</span>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-[0.8125rem] text-error">
          {error}
        </p>
      )}
    </div>
  );
}
