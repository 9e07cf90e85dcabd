#!/usr/bin/env node
// The web app's two halves stay apart: nothing under app/storefront imports app/admin and nothing
// under app/admin imports app/storefront; app/ui and app/lib, shared by both, import neither.
// Usage: node scripts/check-web-boundaries.mjs [webAppDir]; exits 1 listing each offending import.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'apps', 'web', 'app'));
const HALVES = ['storefront', 'admin'];
const SHARED = ['ui', 'lib'];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mjs|js)$/.test(entry.name) ? [path] : [];
  });
}

/** The top folder of a path inside the app (storefront, admin, ui, lib, routes...), or '' outside it. */
const areaOf = (path) => {
  const rel = relative(root, path);
  return rel.startsWith('..') || !rel.includes(sep) ? '' : rel.split(sep)[0];
};

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;
const problems = [];
for (const file of sourceFiles(root)) {
  const from = areaOf(file);
  const forbidden =
    from === 'storefront' ? ['admin'] : from === 'admin' ? ['storefront'] : SHARED.includes(from) ? HALVES : [];
  if (forbidden.length === 0) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
    const spec = match[1];
    if (!spec.startsWith('.')) continue;
    const to = areaOf(resolve(dirname(file), spec));
    if (forbidden.includes(to)) problems.push(`${relative(root, file)} (${from}) imports ${spec} (${to})`);
  }
}

if (problems.length > 0) {
  console.error(`Web boundaries: ${problems.length} import(s) cross between the halves\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Web boundaries: the storefront and the back office import only app/ui, app/lib and their own files');
