/** The admin's bearer token lives in localStorage under this key. */
export const adminTokenKey = 'admin_jwt';

export function readToken(storage: Storage): string | null {
  return storage.getItem(adminTokenKey) || null;
}

export function saveToken(storage: Storage, token: string): void {
  storage.setItem(adminTokenKey, token);
}

export function clearToken(storage: Storage): void {
  storage.removeItem(adminTokenKey);
}
