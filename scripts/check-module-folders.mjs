#!/usr/bin/env node
// Inside a server module: no file imports itself back through others (the file graph's strongly
// connected components are single files), and a use-case folder imports only its own files and the
// module's shared folders: `core/` (which imports only itself) and `lifecycle/` (which imports only
// `core/`); never another use-case folder (decisions 057, 061). Root files (index.ts, the route
// composition) are the wiring and may import any folder.
// Usage: node scripts/check-module-folders.mjs [serverSrcDir] [--cycles-only]; exits 1 listing each
// offence. --cycles-only enforces the cycles and only counts the cross-folder imports, for a module
// being reorganised; CI runs the whole check.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { cycles } from './import-cycles.mjs';

const args = process.argv.slice(2);
const cyclesOnly = args.includes('--cycles-only');
const root = resolve(args.find((a) => !a.startsWith('--')) ?? join(import.meta.dirname, '..', 'apps', 'server', 'src'));
const modulesDir = join(root, 'modules');
// core/ is the kernel every folder builds on; lifecycle/ moves what core/ holds; use cases use both.
const SHARED_FOLDERS = new Set(['core', 'lifecycle']);
const ALLOWED_OF = { core: 'its own files', lifecycle: 'its own files and core/' };
const mayImport = (from, to) => {
  if (from === 'core') return false;
  if (from === 'lifecycle') return to === 'core';
  return SHARED_FOLDERS.has(to);
};
const SPECIFIER = /(?:\bfrom|\bimport|\bimport\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const problems = [];
let crossFolder = 0;
const moduleNames = readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory());
for (const name of moduleNames.sort()) {
  const moduleRoot = join(modulesDir, name);
  const folderOf = (file) => {
    const parts = relative(moduleRoot, file).split(sep);
    return parts.length > 1 ? parts[0] : null;
  };
  const edges = new Map();
  for (const file of sourceFiles(moduleRoot)) {
    const from = relative(moduleRoot, file);
    edges.set(from, new Set());
    for (const m of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), m[1]);
      if (!target.startsWith(moduleRoot + sep)) continue;
      edges.get(from).add(relative(moduleRoot, target));
      const fromFolder = folderOf(file);
      const toFolder = folderOf(target);
      if (fromFolder === null || fromFolder === toFolder || mayImport(fromFolder, toFolder)) continue;
      const allowed = ALLOWED_OF[fromFolder] ?? 'its own files, core/ and lifecycle/';
      crossFolder++;
      if (!cyclesOnly) {
        problems.push(
          `modules/${name}/${from} imports ${relative(moduleRoot, target)}: ${fromFolder}/ may import only ${allowed}`,
        );
      }
    }
  }
  for (const component of cycles(edges)) {
    problems.push(`modules/${name}: ${component.length} files import each other: ${component.join(' -> ')}`);
  }
}

if (problems.length > 0) {
  console.error(
    `Module folders: ${problems.length} problem(s), ${crossFolder} cross-folder import(s)\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(
  `Module folders: ${moduleNames.length} modules, no cycle larger than a file, ${crossFolder} cross-folder import(s)${cyclesOnly ? ' (counted, not yet enforced)' : ''}`,
);
