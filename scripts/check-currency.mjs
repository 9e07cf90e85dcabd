#!/usr/bin/env node
// Every amount is written in the shop's currency through the contract's formatter (gallery.md §6,
// decision 072): no literal dollar sign before an amount and no hard-coded 'usd' in source files.
// Tests, migrations (they record what was) and the contract's currency table are left out.
// Usage: node scripts/check-currency.mjs [repoDir]; exits 1 listing each offending line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.argv[2] ?? join(import.meta.dirname, '..');
const SOURCES = ['apps/server/src', 'apps/web/app', 'packages/contract/src'];
const SKIPPED = [/\.test\.tsx?$/, /\.testing\.ts$/, /\/db\/migrations\//, /packages\/contract\/src\/rules\/money\.ts$/];

const RULES = [
  { name: "a 'usd' currency code", pattern: /['"`]usd['"`]/i },
  // `$${price}`, '$1,000', '$', placeholder="$", >$1,000< in markup: a dollar written before an amount.
  { name: 'a dollar sign before an amount', pattern: /\$\$\{|['"`>]\$(?:\d|['"`<])/ },
];
// A regular expression's replacement ('$1') is not money.
const REPLACEMENT = /\.replace(All)?\(/;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const problems = [];
for (const file of SOURCES.flatMap((s) => sourceFiles(join(root, s)))) {
  const rel = relative(root, file).split('\\').join('/');
  if (SKIPPED.some((p) => p.test(rel))) continue;
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (REPLACEMENT.test(line) || /^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const rule of RULES)
        if (rule.pattern.test(line)) problems.push(`${rel}:${i + 1}: ${rule.name}: ${line.trim()}`);
    });
}

if (problems.length > 0) {
  console.error(
    `Money written outside the shop's currency (use formatMoney from the contract):\n${problems.join('\n')}`,
  );
  process.exit(1);
}
console.log('currency: every amount goes through the shop currency');
