import { errorText, offeredName, saveFile } from '../../lib/save-file.ts';
import { withRenewal } from '../admin-session.ts';
import { bearer } from '../api/client.ts';
import { expireSession, SESSION_EXPIRED } from './expired-session.ts';

export type DownloadResult = { ok: true } | { ok: false; error: string };
/** What a failed download says: `failure` when the server gives no reason, `network` (else `failure`) without an answer. */
export type DownloadTexts = { failure: string; network?: string };

/**
 * The back office's one way to download a file the API makes (the orders CSV, an order's PDF, the
 * subscribers CSV): a link cannot carry the bearer token, so the file is fetched with it and saved
 * from an object URL, under the name the server offers (else `fallbackName`). A 401 renews the
 * access token and asks once more; a 401 then ends the session.
 */
export async function downloadFile(path: string, fallbackName: string, texts: DownloadTexts): Promise<DownloadResult> {
  let res: Response;
  try {
    res = await withRenewal(() => fetch(path, { headers: bearer(), credentials: 'same-origin' }));
  } catch {
    return { ok: false, error: texts.network ?? texts.failure };
  }
  if (res.status === 401) {
    expireSession();
    return { ok: false, error: SESSION_EXPIRED };
  }
  if (!res.ok) return { ok: false, error: (await errorText(res)) ?? texts.failure };
  let file: Blob;
  try {
    file = await res.blob();
  } catch {
    return { ok: false, error: texts.network ?? texts.failure };
  }
  saveFile(file, offeredName(res.headers.get('Content-Disposition'), fallbackName));
  return { ok: true };
}
