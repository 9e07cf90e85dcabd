#!/usr/bin/env node
// A server module is entered only through its index.ts: no file outside modules/<name>/ imports
// another of its files, and no two modules import each other, even through others (decision 050).
// Usage: node scripts/check-module-entries.mjs [serverSrcDir]; exits 1 listing each offence.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { cycles } from './import-cycles.mjs';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'apps', 'server', 'src'));
const testDir = join(root, '..', 'test');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const moduleOf = (file) => {
  const parts = relative(root, file).split(sep);
  return parts[0] === 'modules' && parts.length > 2 ? parts[1] : null;
};
const SPECIFIER = /(?:\bfrom|\bimport|\bimport\(|vi\.mock\()\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const problems = [];
const edges = new Map();
const files = [...sourceFiles(root), ...(existsSync(testDir) ? sourceFiles(testDir) : [])];
for (const file of files) {
  const from = moduleOf(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(SPECIFIER)) {
    const target = resolve(dirname(file), m[1]);
    const to = moduleOf(target);
    if (!to || to === from) continue;
    if (target !== join(root, 'modules', to, 'index.ts')) {
      problems.push(`${relative(root, file)} imports ${relative(root, target)}: import modules/${to}/index.ts instead`);
    }
    if (from && !/\.test\.tsx?$/.test(file)) {
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
}

// Module-level cycles: strongly connected components of more than one module.
for (const component of cycles(edges)) problems.push(`modules import each other: ${component.join(' <-> ')}`);

if (problems.length > 0) {
  console.error(`Module entries: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Module entries: ${edges.size} modules import others only through index.ts, no cycles`);
