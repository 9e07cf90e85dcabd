#!/usr/bin/env bash
# A fresh data folder with the demo catalog for every end-to-end run, served by the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
data="$PWD/.tmp/e2e-data-${E2E_PORT:-3199}"
rm -rf "$data"
mkdir -p "$data"
export DATA_DIR="$data" PORT="${E2E_PORT:-3199}" HOST=127.0.0.1 DEMO_CATALOG=1 LOG_LEVEL=warn \
  ADMIN_EMAIL=owner@example.com ADMIN_PASSWORD='e2e-password-123'
exec node ../apps/server/dist/main.js
