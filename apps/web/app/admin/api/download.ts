import { expireSession, SESSION_EXPIRED } from '../lib/expired-session.ts';
import { bearer } from './client.ts';

export type DownloadResult = { ok: true } | { ok: false; error: string };

const errorText = async (res: Response): Promise<string | null> => {
  try {
    const body = (await res.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
};

/**
 * Saves a file the API makes (a CSV export) under `filename`. A plain link cannot carry the bearer
 * token, so the file is fetched with it and handed to the browser as a blob.
 */
export async function adminDownload(
  path: string,
  filename: string,
  texts: { fallback: string; network: string },
): Promise<DownloadResult> {
  let res: Response;
  try {
    res = await fetch(path, { headers: bearer(), credentials: 'same-origin' });
  } catch {
    return { ok: false, error: texts.network };
  }
  if (res.status === 401) {
    expireSession();
    return { ok: false, error: SESSION_EXPIRED };
  }
  if (!res.ok) return { ok: false, error: (await errorText(res)) ?? texts.fallback };
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  return { ok: true };
}
