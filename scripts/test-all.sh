#!/usr/bin/env bash
# Every check of the project, in order: static checks, unit tests, the production build,
# then the browser tests against that build. `npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh
bash scripts/ensure-tesseract.sh
bash scripts/ensure-zbar.sh
bash scripts/postgres/ensure-postgres.sh

# A throw-away PostgreSQL cluster for the store, rate-limit and multi-instance tests, removed
# at the end whatever happens.
pg_env="$(bash scripts/postgres/start-test-db.sh "${TEST_PG_PORT:-5433}")"
eval "$pg_env"
trap 'bash scripts/postgres/stop-test-db.sh "$TEST_PG_DATA"' EXIT

echo "== lint and layers"; npm run --silent lint
echo "== unused code";  npm run --silent lint:unused
echo "== format";     npm run --silent format:check
echo "== typecheck";  npm run --silent typecheck
echo "== unit tests"; npm run --silent test:unit -- --ci
echo "== build";      npm run --silent build
echo "== floor build"; npm run --silent build:floor
echo "== JavaScript size against the floor"; npm run --silent size
echo "== two instances on one database"; npm run --silent test:instances
echo "== browser tests"; npm run --silent test:e2e
echo "== HTML validation"; npm run --silent check:html
echo "== accessibility (HTML_CodeSniffer)"; npm run --silent check:a11y
