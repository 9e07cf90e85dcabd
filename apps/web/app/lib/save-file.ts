/** The file name a response offers (`Content-Disposition: attachment; filename="..."`), else the fallback. */
export function offeredName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** The `{ error }` text of a failed answer, or null when it has none. */
export async function errorText(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as { error?: unknown } | null;
    return typeof body?.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
}

/**
 * Hands a fetched file to the browser as a download under `name`: a link cannot carry a bearer
 * token, so files behind one are fetched, then saved from an object URL.
 */
export function saveFile(file: Blob, name: string): void {
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
