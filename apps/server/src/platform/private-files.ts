import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

/**
 * The shop's data (database, mails, keys, backups) is for its own user only (decision 054). Modes
 * are set with chmod after creating, so a loose umask never widens them.
 */
const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder (and missing parents) for this user only; a folder of ours is tightened too. */
export function ensurePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(path, PRIVATE_DIR_MODE);
}

/** Creates the file empty for this user only when it does not exist, and tightens it when it does. */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  chmodSync(path, PRIVATE_FILE_MODE);
}

/** Tightens files of ours that may already exist (e.g. SQLite's -wal and -shm from an older start). */
export function tightenIfPresent(path: string, mode = PRIVATE_FILE_MODE): void {
  if (existsSync(path)) chmodSync(path, mode);
}

/** The bits that let other local users in, when the folder has any (e.g. `0755`), else undefined. */
export function looseMode(path: string): string | undefined {
  const mode = statSync(path).mode & 0o777;
  return mode & 0o077 ? `0${mode.toString(8)}` : undefined;
}
