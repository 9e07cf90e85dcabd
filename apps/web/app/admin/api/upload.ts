import { type Endpoint, type EndpointSuccess, pathOf } from '@vernissage/contract';
import { withRenewal } from '../admin-session.ts';
import { expireSession, SESSION_EXPIRED } from '../lib/expired-session.ts';
import { type AdminResult, bearer } from './client.ts';

/**
 * Uploads one file as the multipart field `file`, reporting progress (0-100). XMLHttpRequest,
 * because fetch cannot report upload progress. As every admin call, a 401 renews the access token
 * and sends once more; a 401 then ends the session.
 */
export async function adminUpload<E extends Endpoint>(
  endpoint: E,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AdminResult<EndpointSuccess<E>>> {
  const result = await withRenewal(() => uploadOnce(endpoint, file, onProgress));
  if (result.status === 401) {
    expireSession();
    return { ok: false, status: 401, error: SESSION_EXPIRED, network: false };
  }
  return result;
}

function uploadOnce<E extends Endpoint>(
  endpoint: E,
  file: File,
  onProgress: (percent: number) => void,
): Promise<AdminResult<EndpointSuccess<E>>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, pathOf(endpoint));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(bearer())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, error: null, network: true });
    xhr.onload = () => {
      if (xhr.status === 401) {
        resolve({ ok: false, status: 401, error: SESSION_EXPIRED, network: false });
        return;
      }
      let data: unknown = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = null;
      }
      // Read with the schema the contract gives for this status, as every other call.
      const parsed = endpoint.responses[xhr.status]?.safeParse(data);
      if (xhr.status >= 200 && xhr.status < 300 && parsed?.success) {
        onProgress(100);
        resolve({ ok: true, status: xhr.status, data: parsed.data as EndpointSuccess<E> });
        return;
      }
      const error = (data as { error?: unknown } | null)?.error;
      resolve({
        ok: false,
        status: xhr.status,
        error: typeof error === 'string' && error ? error : null,
        network: false,
      });
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** A file size as the hero media form shows it: '2.45 MB'. */
export function sizeInMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
}
