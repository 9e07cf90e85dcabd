#!/usr/bin/env bash
# Every test: typecheck, lint, unit and API tests (SQLite, and PostgreSQL when it answers), end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s\n' "$1"; }

step "typecheck"
npm run --silent typecheck
step "lint"
npx biome check .
step "layout boundaries"
node scripts/check-table-owners.mjs
node scripts/check-module-entries.mjs
node scripts/check-module-folders.mjs
node scripts/check-web-boundaries.mjs
node scripts/check-currency.mjs
step "unused files, exports and dependencies (knip)"
npx knip --no-progress
step "build"
npm run --silent build
step "unit and API tests"
npx vitest run
step "end-to-end (Chromium)"
bash scripts/ensure-chromium.sh
npm run --silent test:e2e
