#!/usr/bin/env bash
# npm test: every suite — unit and API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
# then the browser suite in Chromium against a production build. Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
rm -f test-results/*.json

status=0
bash scripts/ensureChromium.sh || status=1

echo "== unit and API tests${TEST_DATABASE_URL:+ (SQLite and PostgreSQL)}"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json || status=1

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
