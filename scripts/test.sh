#!/usr/bin/env bash
# npm test: every suite — unit and API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
# then two instances on PostgreSQL and Redis when both are at hand, then the browser suite in Chromium against a production build. Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json

status=0
bash scripts/ensureChromium.sh || status=1

echo "== unit and API tests${TEST_DATABASE_URL:+ (SQLite and PostgreSQL)}"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json || status=1

# Two real instances on one PostgreSQL and a private redis-server (test/cluster).
if [ -n "${TEST_DATABASE_URL:-}" ] && command -v redis-server >/dev/null && command -v psql >/dev/null \
  && psql "$TEST_DATABASE_URL" -Atqc "select 1" >/dev/null 2>&1; then
  echo "== cluster tests (two instances, PostgreSQL and Redis)"
  npm run test:cluster --silent || status=1
else
  echo "== cluster tests not run: they need TEST_DATABASE_URL (reachable) and redis-server"
fi

echo "== production build"
if npm run build --silent; then
  echo "== browser tests (Chromium)"
  npm run test:e2e --silent || status=1
else
  echo "build failed: browser tests not run"
  status=1
fi

node scripts/testSummary.mjs test-results || status=1
exit $status
