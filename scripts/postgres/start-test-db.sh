#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster for the tests and prints shell assignments to eval:
#   eval "$(bash scripts/postgres/start-test-db.sh 5433)"
# gives TEST_DATABASE_URL (a database `mizan_test` on 127.0.0.1:PORT) and TEST_PG_DATA (the
# cluster's folder, for scripts/postgres/pg-ctl.sh and stop-test-db.sh). The cluster lives in a
# new temporary folder, listens on loopback only and trusts local connections: it holds nothing
# but test data and is deleted by stop-test-db.sh.
set -euo pipefail
here="$(dirname "$0")"
source "$here/pg-bin.sh"
port="${1:-5433}"

dir="$(mktemp -d "${TMPDIR:-/tmp}/mizan-pg-XXXXXX")"
chmod 755 "$dir"
mkdir "$dir/data"
if [ "$(id -u)" -eq 0 ]; then chown -R postgres:postgres "$dir"; fi

as_pg "$PG_BIN/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 \
  >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir'
max_connections = 200
logging_collector = off
CONF
bash "$here/pg-ctl.sh" "$dir/data" start >&2

as_pg "$PG_BIN/psql" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres \
  -c "CREATE DATABASE mizan_test" >&2

echo "export TEST_PG_DATA='$dir/data'"
echo "export TEST_DATABASE_URL='postgres://postgres@127.0.0.1:$port/mizan_test'"
