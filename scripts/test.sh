#!/usr/bin/env bash
# Every test of the product, in the order that fails fastest: lint, types, unit and platform, end-to-end, then
# the production suite (PostgreSQL, two instances, nginx) on the build the end-to-end run made.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

echo "== format";      npx prettier --check . > /dev/null
echo "== lint";        npm run --silent lint
echo "== types";       npx tsc --noEmit
echo "== contract";    npm run --silent lint:api
echo "== unit";        bash scripts/ensure-postgres.sh && npm run --silent test:unit -- --ci
echo "== browser";     bash scripts/ensure-chromium.sh && bash scripts/ensure-java.sh
echo "== end-to-end";  npx playwright test
echo "== production";  PRODUCTION_REUSE_BUILD=1 bash scripts/test-production.sh
