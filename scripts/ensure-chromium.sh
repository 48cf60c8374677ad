#!/usr/bin/env bash
# Playwright drives Debian's Chromium (no browser downloads here): install it when it is missing.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium not found at $CHROMIUM: installing Debian's chromium package..."
apt_install chromium
[ -x "$CHROMIUM" ] || { echo "error: apt-get finished but $CHROMIUM is still missing" >&2; exit 1; }
