#!/usr/bin/env bash
# Starts or stops a test cluster made by start-test-db.sh, waiting until it is done:
#   bash scripts/postgres/pg-ctl.sh DATA_DIR start|stop
# The multi-instance test uses it to take the database away and bring it back.
set -euo pipefail
source "$(dirname "$0")/pg-bin.sh"
data="$1"
case "$2" in
  start) as_pg "$PG_BIN/pg_ctl" -D "$data" -l "$data/../server.log" -w -t 30 start >/dev/null ;;
  stop) as_pg "$PG_BIN/pg_ctl" -D "$data" -m fast -w -t 30 stop >/dev/null ;;
  *) echo "usage: pg-ctl.sh DATA_DIR start|stop" >&2; exit 2 ;;
esac
