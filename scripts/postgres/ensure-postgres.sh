#!/usr/bin/env bash
# Installs Debian's PostgreSQL server when it is missing. The tests start a throw-away cluster
# of their own (scripts/postgres/start-test-db.sh); the package's own cluster is not used.
set -euo pipefail
given_pg_bin="${PG_BIN:-}"
source "$(dirname "$0")/pg-bin.sh"
if [ -x "$PG_BIN/initdb" ]; then
  exit 0
fi
echo "PostgreSQL not found: installing Debian's postgresql package"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
PG_BIN="$given_pg_bin"
source "$(dirname "$0")/pg-bin.sh"
"$PG_BIN/postgres" --version
