import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { adminApi } from '../api/admin-api.ts';
import { failureText } from '../api/client.ts';
import { adminUpload, sizeInMb } from '../api/upload.ts';
import { adminKeys } from '../lib/admin-query.ts';
import { adminToast } from '../lib/admin-toast.ts';
import { primaryButton } from '../ui/buttons.ts';
import { controlClass, FormError } from '../ui/fields.tsx';

const ACCEPT = 'image/jpeg,image/png,image/gif,video/mp4,video/webm';

/** Choose an image or video, see its name, size and a preview, and upload it with progress. */
export function HeroUpload() {
  const id = useId();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) return;
    const form = event.currentTarget;
    setError(null);
    setProgress(0);
    const result = await adminUpload(adminApi.heroMedia.uploadAtShopPath.endpoint, file, setProgress);
    setProgress(null);
    if (!result.ok) return setError(failureText(result, 'Upload failed'));
    client.setQueryData(adminKeys.heroMedia, result.data);
    adminToast('Hero media updated!');
    setFile(null);
    form.reset();
  }

  const busy = progress !== null;
  const video = file?.type.startsWith('video/');
  return (
    <form onSubmit={upload} className="space-y-4">
      <div>
        <label htmlFor={id} className="mb-1.5 block text-[0.8125rem] font-medium text-ink-soft">
          New hero image or video
        </label>
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setError(null);
            setFile(e.currentTarget.files?.[0] ?? null);
          }}
          className={`${controlClass} py-2 text-[0.875rem] file:mr-3 file:border-0 file:bg-mat-deep file:px-3 file:py-1.5 file:text-[0.8125rem] file:font-medium`}
        />
        <p id={`${id}-hint`} className="mt-1 text-[0.75rem] text-muted">
          JPG, PNG, GIF, MP4, WebM. Images up to 15 MB, videos up to 100 MB.
        </p>
      </div>
      {file && (
        <div className="flex items-start gap-4 border border-line bg-white p-3">
          {preview && (
            <span className="grid size-20 shrink-0 place-items-center overflow-hidden bg-mat">
              {video ? (
                <video src={preview} muted className="max-h-full max-w-full" />
              ) : (
                <img src={preview} alt="" className="max-h-full max-w-full object-contain" />
              )}
            </span>
          )}
          <dl className="min-w-0 text-[0.875rem]">
            <dt className="sr-only">File name</dt>
            <dd className="truncate font-medium">{file.name}</dd>
            <dt className="sr-only">Size</dt>
            <dd className="text-muted">{sizeInMb(file.size)}</dd>
          </dl>
        </div>
      )}
      {busy && (
        <div className="flex items-center gap-3">
          <progress
            max={100}
            value={progress}
            aria-label="Upload progress"
            className="h-1.5 flex-1 appearance-none overflow-hidden [&::-webkit-progress-bar]:bg-mat-deep [&::-webkit-progress-value]:bg-ink"
          />
          <span className="w-10 text-right text-[0.75rem] text-muted tabular-nums">{progress}%</span>
        </div>
      )}
      <FormError message={error} />
      <button type="submit" disabled={!file || busy} className={primaryButton}>
        <Upload aria-hidden className="size-4" />
        {busy ? 'Uploading...' : 'Upload'}
      </button>
    </form>
  );
}
