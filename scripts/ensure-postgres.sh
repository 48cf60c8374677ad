#!/usr/bin/env bash
# Tests that need a real PostgreSQL (the shared page cache and the reminders job in Jest, the production suite)
# start throwaway clusters with Debian's initdb: install PostgreSQL when it is missing.
set -euo pipefail
source "$(dirname "$0")/lib/apt-install.sh"
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null && exit 0
apt_install --no-install-recommends postgresql
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || { echo "error: apt-get finished but initdb is still missing" >&2; exit 1; }
