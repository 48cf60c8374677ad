#!/usr/bin/env bash
# Playwright drives Debian's Chromium headless shell (no browser downloads here; e2e/setup/browser.ts): install it
# when it is missing.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium's headless shell not found at $CHROMIUM: installing Debian's chromium-headless-shell package..."
apt_install chromium-headless-shell
[ -x "$CHROMIUM" ] || { echo "error: apt-get finished but $CHROMIUM is still missing" >&2; exit 1; }
