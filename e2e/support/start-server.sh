#!/usr/bin/env bash
# A fresh data folder with the demo catalog for every end-to-end run, served by the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
data="$PWD/.tmp/e2e-data-${E2E_PORT:-3199}"
rm -rf "$data"
mkdir -p "$data"
# TRUST_PROXY lets a journey stand for a visitor at another address (X-Forwarded-For), so the
# per-address sign-in limits see several admins rather than one machine signing in all day.
export DATA_DIR="$data" PORT="${E2E_PORT:-3199}" HOST=127.0.0.1 DEMO_CATALOG=1 LOG_LEVEL=warn TRUST_PROXY=1 \
  ADMIN_EMAIL=owner@example.com ADMIN_PASSWORD='e2e-password-123'
# The card-checkout journeys pay with the sandbox; set explicitly, the production build runs as a test shop.
export PAYMENT_PROVIDER=sandbox
exec node ../apps/server/dist/main.js
