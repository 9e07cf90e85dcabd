import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDir, looseMode, PRIVATE_FILE_MODE } from './platform/private-files.ts';

/** A problem that stops the start; its message is the one line the operator sees. */
export class StartupError extends Error {}

/**
 * Creates DATA_DIR for the shop's user only (0700, decision 054) and checks it can be written. A
 * DATA_DIR that already exists keeps the operator's mode; when other users can enter it, the
 * answer is a warning line to log once.
 */
export function ensureWritableDataDir(dataDir: string): { warning?: string } {
  try {
    const existed = existsSync(dataDir);
    if (!existed) ensurePrivateDir(dataDir);
    ensurePrivateDir(join(dataDir, 'media'));
    const probe = join(dataDir, `.write-test-${process.pid}`);
    writeFileSync(probe, 'ok', { mode: PRIVATE_FILE_MODE });
    rmSync(probe);
    const loose = existed ? looseMode(dataDir) : undefined;
    return loose
      ? {
          warning: `DATA_DIR ${dataDir} is open to other local users (mode ${loose}); the files the shop creates in it are private, but chmod 700 it to keep them out`,
        }
      : {};
  } catch (err) {
    throw new StartupError(`DATA_DIR ${dataDir} is not writable: ${reason(err)}`);
  }
}

export function describeDatabaseFailure(databaseUrl: string | undefined, file: string, err: unknown): StartupError {
  if (!databaseUrl) return new StartupError(`Cannot open the SQLite database ${file}: ${reason(err)}`);
  return new StartupError(`Cannot use the database at DATABASE_URL ${redact(databaseUrl)}: ${reason(err)}`);
}

export function describeListenFailure(host: string, port: number, err: unknown): StartupError {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return new StartupError(`Port ${port} on ${host} is already in use: set PORT to a free port`);
  if (code === 'EACCES') return new StartupError(`No permission to listen on port ${port}: set PORT to 1024 or above`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return new StartupError(`HOST ${host} is not an address of this machine`);
  return new StartupError(`Cannot listen on ${host}:${port}: ${reason(err)}`);
}

function reason(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length) return reason(err.errors[0]);
  const e = err as NodeJS.ErrnoException;
  return e?.code && !String(e.message).includes(e.code) ? `${e.code} ${e.message}` : String(e?.message ?? err);
}

/** Never print a password from a connection string. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}
