import { useState } from 'react';
import { adminToast } from './admin-toast.ts';
import { type DownloadTexts, downloadFile } from './download-file.ts';

/** A download button's state: busy while the file comes, a toast with the reason when it does not. */
export function useDownload(texts: DownloadTexts) {
  const [busy, setBusy] = useState(false);
  async function download(path: string, fallbackName: string) {
    setBusy(true);
    const result = await downloadFile(path, fallbackName, texts);
    setBusy(false);
    if (!result.ok) adminToast(result.error, 'error');
  }
  return { busy, download };
}
