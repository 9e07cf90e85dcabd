import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/** Test helpers for the check scripts: throwaway source trees, and the script run on one. */
export function scriptUnderTest(scriptFile: string) {
  let dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    dirs = [];
  });
  return {
    tree(files: Record<string, string>): string {
      const root = mkdtempSync(join(tmpdir(), 'check-'));
      dirs.push(root);
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      return root;
    },
    check(root: string, flags: string[] = []) {
      const script = join(import.meta.dirname, scriptFile);
      const run = spawnSync(process.execPath, [script, root, ...flags], { encoding: 'utf8' });
      return { code: run.status, out: run.stdout + run.stderr };
    },
  };
}
