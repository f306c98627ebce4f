# Sourced by the other scripts here: PG_BIN, the folder of Debian's PostgreSQL server programs
# (the newest installed major version; PG_BIN may be set to use another), and as_pg, which runs
# a command as the `postgres` user when we are root (initdb and postgres refuse to run as root).
if [ -z "${PG_BIN:-}" ]; then
  newest="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  PG_BIN="${newest:-/usr/lib/postgresql/15/bin}"
fi
export PG_BIN

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}
