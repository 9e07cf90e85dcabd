import { useState } from 'react';
import { adminToast } from '../lib/admin-toast.ts';
import { downloadFile } from './download-file.ts';

/** A download button's state: busy while the file comes, a toast with the reason when it does not. */
export function useDownload(failure: string) {
  const [busy, setBusy] = useState(false);
  async function download(path: string, fallbackName: string) {
    setBusy(true);
    try {
      await downloadFile(path, fallbackName, failure);
    } catch (error) {
      adminToast(error instanceof Error ? error.message : failure, 'error');
    } finally {
      setBusy(false);
    }
  }
  return { busy, download };
}
