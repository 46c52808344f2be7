#!/usr/bin/env bash
# Instructions a fresh page render costs, counted by valgrind's callgrind: the same figure run
# after run whatever else the machine is doing (CPU time on a shared host moves by 10-30%), so
# two builds compare in one run each, except for where V8's full garbage collections and
# optimisations fall: one can land inside 200 counted requests or not and move the total by
# 10-20%; BENCH_KEEP_DIR's output shows how much of a count they are. Usage: npm run bench:instructions [-- BUILD_DIR]
# (default: this checkout; it needs `npm run build`). BENCH_REQUESTS (default 300) requests per
# page are counted after BENCH_WARMUP (default 1,500) uncounted ones, one at a time, page cache off;
# BENCH_PAGE_CACHE_MB=32 (any size) counts a cached answer instead (the warm-up fills the cache).
# BENCH_PAGES="/ /a/slug" counts those addresses instead of home, the first category and the
# first article; BENCH_KEEP_DIR=dir keeps each page's callgrind output there (the counted part
# is the file ending .1), for `callgrind_annotate --inclusive=no --threshold=100 FILE`: which code
# the count is made of.
# The count only repeats if nothing in the process follows the machine's clock or load: V8's
# background compiler and garbage collector threads finish (and so collect and optimise) at
# moments that depend on the load, and several requests in flight interleave differently each
# run. So V8 runs its background work on the main thread with a fixed garbage-collection
# schedule and fixed hash and random seeds, and one request is in flight at a time.
# Work driven by the clock still follows the load: under valgrind a request takes ~50x longer, so
# the 5 s settings re-read, the webhook sender's 5 s look for due deliveries and the page cache's
# 60 s expiry fall among far fewer requests than at full speed, and more often the slower the host.
# BENCH_CLOCK_RATE=0.02 (needs libfaketime: apt-get install faketime) runs the measured server's
# clock at that rate, so its timers fire as they would at about full speed.
set -euo pipefail
command -v valgrind >/dev/null || { echo "bench:instructions needs valgrind (apt-get install valgrind)" >&2; exit 1; }
build=$(cd "${1:-.}" && pwd)
here=$(cd "$(dirname "$0")/.." && pwd)
autocannon="$here/node_modules/.bin/autocannon"
requests=${BENCH_REQUESTS:-300}
warmup=${BENCH_WARMUP:-1500}
port=${BENCH_PORT:-3970}
data=$(mktemp -d /tmp/cairn-instructions-XXXX)
trap 'rm -rf "$data"' EXIT
# vgdb (callgrind_control) finds the process by user and host names, which valgrind reads from these.
export USER=${USER:-root} LOGNAME=${LOGNAME:-root}
serve_env=(NODE_ENV=production HOST=127.0.0.1 PORT=$port DATA_DIR=$data SEED_DEMO=1 ADMIN_EMAIL=bench@example.com
  ADMIN_PASSWORD=Bench-Password-9 PUBLIC_RATE_LIMIT_PER_MINUTE=1000000000 PAGE_CACHE_MB=${BENCH_PAGE_CACHE_MB:-0} LOG_LEVEL=warn)
clock_env=()
if [ -n "${BENCH_CLOCK_RATE:-}" ]; then
  faketime_lib=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -1 || true)
  [ -n "$faketime_lib" ] || { echo "BENCH_CLOCK_RATE needs libfaketime (apt-get install faketime)" >&2; exit 1; }
  clock_env=(LD_PRELOAD="$faketime_lib" FAKETIME="+0 x$BENCH_CLOCK_RATE")
fi
node_flags=(--max-semi-space-size=4 --single-threaded --predictable-gc-schedule --hash-seed=1 --random-seed=1)
# Waits for the server just started ($pid); stops the run if it exits first, for example when a
# loaded host slows start-up under valgrind past Fastify's plugin timeout.
wait_ready() {
  until curl -sf "http://127.0.0.1:$port/readyz" >/dev/null; do
    kill -0 "$pid" 2>/dev/null || { echo "the server exited before it was ready:" >&2; tail -5 "$data/valgrind.log" >&2 || true; exit 1; }
    sleep 0.5
  done
}

# A first start creates the demo help center; the measured servers start as a restarted one would.
env "${serve_env[@]}" node "$build/dist/app/server.js" >/dev/null 2>&1 &
pid=$!; wait_ready
home=$(curl -s "http://127.0.0.1:$port/")
kill $pid; wait $pid || true
category=$(grep -o 'href="/c/[^"?]*"' <<<"$home" | head -1 | cut -d'"' -f2)
article=$(grep -o 'href="/a/[^"?]*"' <<<"$home" | head -1 | cut -d'"' -f2)

keep=${BENCH_KEEP_DIR:+$(mkdir -p "$BENCH_KEEP_DIR" && cd "$BENCH_KEEP_DIR" && pwd)}
for page in ${BENCH_PAGES:-/ $category $article}; do
  out="$data/callgrind.out"
  env "${serve_env[@]}" ${clock_env[@]+"${clock_env[@]}"} valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$out" \
    node "${node_flags[@]}" "$build/dist/app/server.js" >/dev/null 2>"$data/valgrind.log" &
  pid=$!; wait_ready
  "$autocannon" -c 1 -a "$warmup" -H 'accept-encoding: gzip' "http://127.0.0.1:$port$page" >/dev/null 2>&1
  HOST=127.0.0.1 callgrind_control -i on $pid >/dev/null 2>&1
  "$autocannon" -c 1 -a "$requests" -H 'accept-encoding: gzip' "http://127.0.0.1:$port$page" >/dev/null 2>&1
  HOST=127.0.0.1 callgrind_control -i off $pid >/dev/null 2>&1
  HOST=127.0.0.1 callgrind_control -d $pid >/dev/null 2>&1
  kill $pid; wait $pid || true
  total=$(grep -h '^summary:\|^totals:' "$out"* | awk '{ sum += $2 } END { print sum }')
  # Of those, V8's optimising compiler (on the main thread, so counted) and work timers started:
  # neither is what a request itself runs, and both move between builds and with the load.
  annotated=$(callgrind_annotate --threshold=100 --inclusive=yes "$(ls "$out".* | head -1)" 2>/dev/null || true)
  inclusive() { { grep -m1 -F -- "$1" <<<"$annotated" || true; } | awk '{ gsub(",", "", $1); print $1 + 0 }'; }
  compiling=$(inclusive 'Runtime_CompileOptimized(')
  timers=$(inclusive 'uv__run_timers [')
  printf '%-40s %12s instructions a request (optimising compiler %s, timers %s, the rest %s)\n' "$page" \
    "$(( total / requests ))" "$(( ${compiling:-0} / requests ))" "$(( ${timers:-0} / requests ))" \
    "$(( (total - ${compiling:-0} - ${timers:-0}) / requests ))"
  if [ -n "$keep" ]; then
    name=$(tr '/' '_' <<<"$page")
    for file in "$out"*; do cp "$file" "$keep/callgrind$name.out${file#"$out"}"; done
  fi
  rm -f "$out"*
done
