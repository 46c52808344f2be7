#!/usr/bin/env bash
# npm run bench:startup [-- BUILD_DIR [RUNS [PORT]]]: milliseconds from spawning the compiled
# server as `npm start` runs it to /readyz answering 200, once per line. The data folder is a
# fresh SQLite one seeded by a first start that is not counted, so each counted start is the
# restart of an existing help center. BUILD_DIR is a checkout with `npm run build` done
# (default: this one), to compare two builds in alternating rounds.
set -uo pipefail
dir=${1:-$(cd "$(dirname "$0")/.." && pwd)}
runs=${2:-3}
port=${3:-4100}
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
start_once() {
  local started ready pid
  started=$(date +%s%N)
  (cd "$dir" && DATA_DIR=$data PORT=$port ADMIN_EMAIL=startup@example.com ADMIN_PASSWORD=startup-password-1 \
    LOG_LEVEL=warn exec node --enable-source-maps --max-semi-space-size=4 --heap-growing-percent=50 dist/app/server.js >/dev/null 2>&1) &
  pid=$!
  until curl -sf "http://localhost:$port/readyz" >/dev/null 2>&1; do
    if ! kill -0 "$pid" 2>/dev/null; then
      echo "the server in $dir exited before it was ready" >&2
      exit 1
    fi
    sleep 0.05
  done
  ready=$(date +%s%N)
  kill "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  echo $(((ready - started) / 1000000))
}
start_once >/dev/null
for _ in $(seq "$runs"); do start_once; done
