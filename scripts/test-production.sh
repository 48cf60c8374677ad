#!/usr/bin/env bash
# The production suite (e2e-production/): two instances of the build on a throwaway PostgreSQL cluster behind
# nginx with the deploy configuration. Installs PostgreSQL and nginx with apt-get when they are missing. Builds
# into .next-e2e first, unless PRODUCTION_REUSE_BUILD=1 (scripts/test.sh reuses the build its end-to-end run made).
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

source scripts/lib/apt-install.sh
bash scripts/ensure-postgres.sh
[ -x /usr/sbin/nginx ] || apt_install --no-install-recommends nginx
bash scripts/ensure-chromium.sh

export E2E_DIST_DIR="${E2E_DIST_DIR:-.next-e2e}"
if [ "${PRODUCTION_REUSE_BUILD:-0}" != 1 ] || [ ! -f "$E2E_DIST_DIR/BUILD_ID" ]; then
  echo "== building into $E2E_DIST_DIR"
  NEXT_DIST_DIR="$E2E_DIST_DIR" npx next build
fi
npx playwright test --config playwright.production.config.ts "$@"
