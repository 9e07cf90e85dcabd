import { withRenewal } from '../admin-session.ts';
import { bearer } from '../api/client.ts';
import { expireSession, SESSION_EXPIRED } from './expired-session.ts';

export type DownloadResult = { ok: true } | { ok: false; error: string };
/** What a failed download says: `failure` when the server gives no reason, `network` (else `failure`) without an answer. */
export type DownloadTexts = { failure: string; network?: string };

/** The file name a response offers (`Content-Disposition: attachment; filename="..."`), else the fallback. */
export function offeredName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

const errorText = async (res: Response): Promise<string | null> => {
  try {
    const body = (await res.json()) as { error?: unknown } | null;
    return typeof body?.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
};

/** Hands a fetched file to the browser as a download under `name`. */
function save(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is freed a moment later.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
  save(file, offeredName(res.headers.get('Content-Disposition'), fallbackName));
  return { ok: true };
}
