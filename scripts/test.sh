#!/usr/bin/env bash
# Every test of the product, in the order that fails fastest: lint, types, unit and platform, end-to-end, then
# the production suite (PostgreSQL, two instances, nginx) on the build the end-to-end run made. Each step's wall
# time, then the slowest Jest files and Playwright specs, are printed at the end, also when a step fails.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
mkdir -p .test-times
rm -f .test-times/*.json

times=()
summary() {
  echo "== step times"
  printf '   %s\n' "${times[@]}"
  node scripts/slowest-tests.mjs
}
trap summary EXIT

step() {
  local name=$1 start=$SECONDS
  shift
  echo "== $name"
  "$@"
  times+=("$(printf '%-12s %5d s' "$name" $((SECONDS - start)))")
}

step format      bash -c 'npx prettier --check . > /dev/null'
step lint        npm run --silent lint
step types       npx tsc --noEmit
step contract    npm run --silent lint:api
step unit        bash -c 'bash scripts/ensure-postgres.sh && npm run --silent test:unit -- --ci --json --outputFile=.test-times/jest.json'
step browser     bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-java.sh'
step build       npx tsx e2e/setup/build.ts
# The Urdu specs' review screenshots are for a person reading them (e2e/urdu-phone.ts), not for the test.
step end-to-end  env URDU_SHOTS=0 npx playwright test
step production  bash scripts/test-production.sh
