#!/usr/bin/env bash
# The production suite (e2e-production/): two instances of the build on a throwaway PostgreSQL cluster behind
# nginx with the deploy configuration. Installs PostgreSQL and nginx with apt-get when they are missing. Serves the
# end-to-end run's build (.next-e2e), made first only if it is not current (e2e/setup/build.ts).
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

source scripts/lib/apt-install.sh
bash scripts/ensure-postgres.sh
[ -x /usr/sbin/nginx ] || apt_install --no-install-recommends nginx
bash scripts/ensure-chromium.sh

export E2E_DIST_DIR="${E2E_DIST_DIR:-.next-e2e}"
npx tsx e2e/setup/build.ts
npx playwright test --config playwright.production.config.ts "$@"
