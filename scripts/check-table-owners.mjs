#!/usr/bin/env node
// Every table is written by exactly one server module, and read with selectFrom only by it: other
// modules call its exported service functions (read-only joins and `eb.selectFrom` subqueries in a
// single hot query are allowed, see decision 019).
// Usage: node scripts/check-table-owners.mjs [serverSrcDir]; exits 1 listing each offence.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = process.argv[2] ?? join(import.meta.dirname, '..', 'apps', 'server', 'src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** modules/<name> and platform/<name> are owners; anything else (demo, main.ts) may not touch tables. */
function ownerOf(file) {
  const parts = relative(root, file).split(sep);
  if ((parts[0] === 'modules' || parts[0] === 'platform') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0] : relative(root, file);
}

const tables = new Set(
  [
    ...(
      readFileSync(join(root, 'db', 'schema.ts'), 'utf8').match(/export interface Database \{([^}]*)\}/)?.[1] ?? ''
    ).matchAll(/^\s*(\w+):/gm),
  ].map((m) => m[1]),
);

const WRITE = /\b(insertInto|updateTable|deleteFrom|replaceInto)\(\s*['"`](\w+)/g;
const READ = /(?<!\beb\.)\bselectFrom\(\s*['"`](\w+)/g;
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi;

const writers = new Map();
const readers = new Map();
const note = (map, table, owner, file) => {
  if (!tables.has(table)) return;
  if (!map.has(table)) map.set(table, new Map());
  const owners = map.get(table);
  if (!owners.has(owner)) owners.set(owner, new Set());
  owners.get(owner).add(relative(root, file));
};

for (const file of sourceFiles(root)) {
  const text = readFileSync(file, 'utf8');
  const owner = ownerOf(file);
  for (const m of text.matchAll(WRITE)) note(writers, m[2], owner, file);
  for (const m of text.matchAll(READ)) note(readers, m[1], owner, file);
  // Raw SQL is only looked for inside sql`...` templates, where a table name follows the keyword.
  for (const template of text.matchAll(/\bsql(?:<[^>]*>)?`([^`]*)`/g)) {
    for (const m of template[1].matchAll(RAW_WRITE)) note(writers, m[1], owner, file);
  }
}

const problems = [];
const describe = (owners) => [...owners].map(([o, files]) => `${o} (${[...files].join(', ')})`).join('; ');
for (const [table, owners] of writers) {
  const modules = [...owners.keys()];
  if (modules.length > 1) problems.push(`table ${table} is written by ${modules.length} modules: ${describe(owners)}`);
  for (const o of modules) {
    if (!o.startsWith('modules/') && !o.startsWith('platform/')) {
      problems.push(`table ${table} is written outside a module by ${describe(new Map([[o, owners.get(o)]]))}`);
    }
  }
}
for (const [table, owners] of readers) {
  const owner = writers.get(table)?.keys().next().value;
  if (!owner) continue;
  for (const [reader, files] of owners) {
    if (reader !== owner) {
      problems.push(`table ${table} belongs to ${owner} but ${reader} queries it: ${[...files].join(', ')}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Table ownership: ${problems.length} problem(s)\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Table ownership: ${writers.size} written tables, one module each`);
