#!/usr/bin/env bash
# The HTML validity spec runs the Nu HTML Checker (npm vnu-jar) on Debian's Java: install it when missing.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi
echo "Java not found: installing Debian's default-jre-headless package..."
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO=sudo; else
    echo "error: Java is missing and this user cannot install it. Run as root: apt-get update && apt-get install -y default-jre-headless" >&2
    exit 1
  fi
else SUDO=; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq default-jre-headless >/dev/null
command -v java >/dev/null 2>&1 || { echo "error: apt-get finished but java is still missing" >&2; exit 1; }
