#!/usr/bin/env bash
# Lints the platform's OpenAPI document, as the server serves it, with Redocly (redocly.yaml) and Spectral
# (.spectral.yaml): any error fails. No server or database is started.
set -euo pipefail
cd "$(dirname "$0")/.."
document="$(mktemp --suffix=.json)"
trap 'rm -f "$document"' EXIT
npx tsx scripts/write-openapi.ts "$document"
npx redocly lint "$document" --config redocly.yaml --format=stylish
npx spectral lint "$document" --ruleset .spectral.yaml --fail-severity error
