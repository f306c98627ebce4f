#!/usr/bin/env bash
# Stops a test cluster made by start-test-db.sh and deletes its folder:
#   bash scripts/postgres/stop-test-db.sh "$TEST_PG_DATA"
set -uo pipefail
data="${1:-}"
if [ -z "$data" ] || [ ! -f "$data/PG_VERSION" ]; then exit 0; fi
source "$(dirname "$0")/pg-bin.sh"
as_pg "$PG_BIN/pg_ctl" -D "$data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
rm -rf "$(dirname "$data")"
