import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** The paths among these that git would ignore in this repository. */
const ignored = (paths: string[]): string[] => {
  try {
    return execFileSync('git', ['check-ignore', '--no-index', ...paths], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch (err) {
    // git check-ignore exits 1 when none of the paths is ignored.
    if ((err as { status?: number }).status === 1) return [];
    throw err;
  }
};

describe('.gitignore', () => {
  it('keeps environment files and the data folder (database, secrets key, JWT secret) out of commits', () => {
    const secrets = [
      '.env',
      '.env.local',
      '.env.production',
      'apps/server/.env',
      'apps/server/.env.development.local',
      'data/vernissage.db',
      'data/secrets-key',
      'data/jwt-secret',
    ];
    expect(ignored(secrets)).toEqual(secrets);
  });
});
