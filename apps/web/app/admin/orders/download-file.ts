import { bearer } from '../api/client.ts';
import { expireSession, SESSION_EXPIRED } from '../lib/expired-session.ts';

/** The file name a response offers (`Content-Disposition: attachment; filename="..."`), else the fallback. */
export function offeredName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads an admin file (the orders CSV, an invoice PDF): a link cannot carry the bearer token,
 * so the file is fetched with it and saved from an object URL. Throws the server's error text.
 */
export async function downloadFile(path: string, fallbackName: string, failure: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { headers: bearer(), credentials: 'same-origin' });
  } catch {
    throw new Error(failure);
  }
  if (response.status === 401) {
    expireSession();
    throw new Error(SESSION_EXPIRED);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' ? body.error : failure);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = offeredName(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the URL is freed then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
