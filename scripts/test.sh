#!/usr/bin/env bash
# Every test of the product, in the order that fails fastest: lint, types, unit and platform, end-to-end.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

echo "== lint";        npx eslint .
echo "== types";       npx tsc --noEmit
echo "== unit";        npm run --silent test:unit -- --ci
echo "== browser";     bash scripts/ensure-chromium.sh
echo "== end-to-end";  npx playwright test
