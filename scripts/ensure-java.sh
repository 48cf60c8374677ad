#!/usr/bin/env bash
# The HTML validity spec runs the Nu HTML Checker (npm vnu-jar) on Debian's Java: install it when missing.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Java not found: installing Debian's default-jre-headless package..."
apt_install default-jre-headless
command -v java >/dev/null 2>&1 || { echo "error: apt-get finished but java is still missing" >&2; exit 1; }
