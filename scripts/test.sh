#!/usr/bin/env bash
# npm test: every suite — unit and API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
# then two instances on PostgreSQL and Redis, then the browser suite in Chromium against a
# production build. Ends with "N passed, N failed" (scripts/testSummary.mjs).
# With CI=true a service a suite needs (PostgreSQL, redis-server) that is missing is a failure;
# elsewhere the cluster suite is left out with a note, and the summary names it as not run.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json test-results/*.exit test-results/*.notrun

status=0

# run_suite NAME COMMAND...: runs one suite and leaves its exit status beside its report, so the
# summary sees an error vitest reports outside any test (its JSON report then reads as a pass).
run_suite() {
  local name=$1
  shift
  "$@"
  local code=$?
  echo "$code" >"test-results/$name.exit"
  [ "$code" -eq 0 ] || status=1
}

# not_run NAME REASON: a suite that cannot run here; with CI=true that fails the run.
not_run() {
  echo "$2" >"test-results/$1.notrun"
  if [ "${CI:-}" = "true" ]; then
    echo "== $1 tests cannot run, and CI=true requires every suite: $2" >&2
    status=1
  else
    echo "== $1 tests not run: $2"
  fi
}

if [ "${CI:-}" = "true" ] && [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "CI=true but TEST_DATABASE_URL is not set: the unit and API suite must run on PostgreSQL too." >&2
  status=1
fi

bash scripts/ensureChromium.sh || status=1

echo "== unit and API tests${TEST_DATABASE_URL:+ (SQLite and PostgreSQL)}"
run_suite unit npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json

# Two real instances on one PostgreSQL and a private redis-server (test/cluster) they start.
cluster_missing=""
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  cluster_missing="TEST_DATABASE_URL is not set (they need PostgreSQL)"
elif ! command -v psql >/dev/null; then
  cluster_missing="psql is not installed (it checks that PostgreSQL answers)"
elif ! psql "$TEST_DATABASE_URL" -Atqc "select 1" >/dev/null 2>&1; then
  cluster_missing="no PostgreSQL answers at TEST_DATABASE_URL"
elif ! command -v redis-server >/dev/null; then
  cluster_missing="redis-server is not installed (the suite starts a private Redis with it)"
fi
if [ -z "$cluster_missing" ]; then
  echo "== cluster tests (two instances, PostgreSQL and Redis)"
  run_suite cluster npm run test:cluster --silent
else
  not_run cluster "$cluster_missing"
fi

echo "== production build"
if npm run build --silent; then
  echo "== browser tests (Chromium)"
  run_suite e2e npm run test:e2e --silent
else
  echo "build failed: browser tests not run"
  status=1
fi

node scripts/testSummary.mjs test-results || status=1
exit $status
