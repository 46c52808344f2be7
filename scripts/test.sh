#!/usr/bin/env bash
# npm test: every suite on every supported Node.js release. The suites: unit and API (SQLite,
# and PostgreSQL when TEST_DATABASE_URL is set), two instances on PostgreSQL and Redis (cluster),
# and the browser suite in Chromium against a production build (e2e). Ends with
# "N passed, N failed" over every suite on every release (scripts/testSummary.mjs), each suite
# named with its release (unit@node24).
#
# TEST_NODES lists the releases, each `RELEASE[:SUITE,SUITE...]` (all three suites when none
# are named, run in the order named). RELEASE is `system` (the node on PATH, run in this
# checkout) or a major that scripts/installNode.sh installs from the npm registry (run in a
# copy of this checkout made by scripts/prepareNodeCheckout.sh, with better-sqlite3 compiled
# for it). The suites: `unit` (unit and API tests, on SQLite and, with TEST_DATABASE_URL, on
# PostgreSQL), `unit-sqlite` (the same on SQLite alone), `unit-postgres` (the tests that run per
# database on PostgreSQL alone, the others as usual; it needs TEST_DATABASE_URL), `cluster` and
# `e2e`.
# The default runs the browser and two-instance suites on Node 24 (the active LTS) and the unit
# and API suites on Node 22 (the maintenance LTS); when the machine's own node is neither, the
# unit and API suites run on it on SQLite, and Node 22 takes the PostgreSQL half (without
# TEST_DATABASE_URL, both on SQLite). Each database's half thus runs once: the two-core machine's
# time goes to what differs. What differs between releases is the
# JavaScript engine and the native modules (better-sqlite3, sharp, argon2), which every release's
# suites exercise (the browser suite's server on Node 24 stores uploads, hashes passwords and
# reads SQLite); the PostgreSQL driver, Redis client and browser pages are plain JavaScript over
# sockets, so their suites run once. The browser suite takes as long as the unit suites of the
# other two releases together: the two lanes then end together, and the whole run stays within a
# CI run's time on two cores. When the machine's node is 24 or 22, it is that leg.
# `TEST_NODES=system npm test` runs every suite on the machine's node alone, the quick way.
#
# TEST_LANES releases run at once (default 2): the first, third... release in one lane, the
# second, fourth... in the other. They share no database (every test file creates its own
# scratch database on the PostgreSQL server), no port (every server listens on a free one) and
# no files (each copy writes its own). The second lane's output is printed when it ends. Node 24
# runs its browser suite first, so it overlaps the other lane's unit tests rather than its
# browser suite: two browser suites at once on two cores make both slow.
#
# One production build (made by the node on PATH) serves the browser suite on every release:
# the build is plain JavaScript and runs on each of them.
# With CI=true a service a suite needs (PostgreSQL, redis-server) that is missing, or a release
# that cannot be installed, is a failure; elsewhere the suite is left out with a note, and the
# summary names it as not run.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
results="$root/test-results"
mkdir -p "$results"
rm -f "$results"/*.json "$results"/*.exit "$results"/*.notrun "$results"/*.log

status=0
started=$SECONDS

# not_run SUITE REASON: a suite that cannot run here; with CI=true that fails the run.
not_run() {
  echo "$2" >"$results/$1.notrun"
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

# The releases: parallel arrays of leg name (node24), node binary, checkout and suites.
leg_names=()
leg_nodes=()
leg_dirs=()
leg_suites=()
expected=()
system_major=$(node -p 'process.versions.node.split(".")[0]')
case $system_major in
  24) default_nodes="system 22:unit-sqlite" ;;
  22) default_nodes="24:e2e,cluster system:unit" ;;
  *) default_nodes="system:unit-sqlite 24:e2e,cluster 22:unit${TEST_DATABASE_URL:+-postgres}" ;;
esac
for spec in ${TEST_NODES:-$default_nodes}; do
  release=${spec%%:*}
  suites=unit,cluster,e2e
  [ "$spec" != "$release" ] && suites=${spec#*:}
  major=$release
  [ "$release" = system ] && major=$system_major
  leg=node$major
  if [[ " ${leg_names[*]} " == *" $leg "* ]]; then
    echo "== $spec: Node $major is already in TEST_NODES; left out"
    continue
  fi
  for suite in ${suites//,/ }; do
    case $suite in
      unit | unit-sqlite | unit-postgres | cluster | e2e) expected+=("$suite@$leg") ;;
      *)
        echo "TEST_NODES: unknown suite '$suite' in '$spec' (the suites: unit, unit-sqlite, unit-postgres, cluster, e2e)" >&2
        exit 2
        ;;
    esac
  done
  if [ "$release" = system ]; then
    node_bin=$(command -v node)
  elif ! node_bin=$(bash scripts/installNode.sh "$release"); then
    for suite in ${suites//,/ }; do not_run "$suite@$leg" "Node $release could not be installed (scripts/installNode.sh)"; done
    continue
  fi
  leg_names+=("$leg")
  leg_nodes+=("$node_bin")
  leg_dirs+=("$([ "$release" = system ] && echo "$root")")
  leg_suites+=("$suites")
done

needs() { [[ " ${leg_suites[*]//,/ } " == *" $1 "* ]]; }

# The unit and API suites start their own ClamAV daemon (server/features/media/virusScan.test.ts).
if needs unit || needs unit-sqlite || needs unit-postgres; then
  bash scripts/ensureClamav.sh || status=1
fi

built=no
if needs e2e; then
  bash scripts/ensureChromium.sh || status=1
  echo "== production build (Node $(node --version))"
  if npm run build --silent; then
    built=yes
  else
    echo "build failed: browser tests not run"
    status=1
  fi
fi

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

# A copy of the checkout for every release but the machine's own, after the build (it links
# dist/). They are prepared side by side: compiling better-sqlite3 (the first time for a release)
# is one long compiler run that keeps a single core busy.
copies=""
prepare_pids=()
for i in "${!leg_names[@]}"; do
  [ -n "${leg_dirs[$i]}" ] && continue
  if [ -z "$copies" ]; then
    copies=$(mktemp -d "${TMPDIR:-/tmp}/cairn-test-nodes-XXXXXX")
    trap 'rm -rf "$copies"' EXIT
  fi
  leg_dirs[$i]="$copies/${leg_names[$i]}"
  echo "== checkout for Node $("${leg_nodes[$i]}" --version) in ${leg_dirs[$i]}"
  # Its messages are kept, and shown when it ends, so the reason of a failure is in the summary.
  bash scripts/prepareNodeCheckout.sh "${leg_nodes[$i]}" "${leg_dirs[$i]}" 2>"$results/prepare-${leg_names[$i]}.log" &
  prepare_pids[$i]=$!
done
for i in "${!prepare_pids[@]}"; do
  wait "${prepare_pids[$i]}"
  prepared=$?
  cat "$results/prepare-${leg_names[$i]}.log" >&2
  if [ "$prepared" -ne 0 ]; then
    reason=$(grep -m1 '^prepareNodeCheckout.sh: ' "$results/prepare-${leg_names[$i]}.log" 2>/dev/null ||
      echo "scripts/prepareNodeCheckout.sh failed")
    for suite in ${leg_suites[$i]//,/ }; do
      not_run "$suite@${leg_names[$i]}" "no checkout for this release: ${reason#prepareNodeCheckout.sh: }"
    done
    leg_suites[$i]=""
  fi
done

# run_suite NAME DIR NODE COMMAND...: runs one suite in DIR with NODE first on PATH (npx, npm
# and every `node` the suite starts then run on it) and leaves its exit status beside its
# report, so the summary sees an error vitest reports outside any test (its JSON report then
# reads as a pass).
run_suite() {
  local name=$1 dir=$2 node_bin=$3
  shift 3
  (cd "$dir" && PATH="$(dirname "$node_bin"):$PATH" "$@")
  echo "$?" >"$results/$name.exit"
}

# run_leg INDEX: every suite of one release, in the order named.
run_leg() {
  local leg=${leg_names[$1]} dir=${leg_dirs[$1]} node_bin=${leg_nodes[$1]}
  local version json
  version=$("$node_bin" --version)
  for suite in ${leg_suites[$1]//,/ }; do
    json=(--reporter=default --reporter=json "--outputFile.json=$results/$suite@$leg.json")
    case $suite in
      unit)
        echo "== unit and API tests on Node $version${TEST_DATABASE_URL:+ (SQLite and PostgreSQL)}"
        run_suite "unit@$leg" "$dir" "$node_bin" npx vitest run "${json[@]}"
        ;;
      unit-sqlite)
        echo "== unit and API tests on Node $version (SQLite)"
        run_suite "unit-sqlite@$leg" "$dir" "$node_bin" env -u TEST_DATABASE_URL npx vitest run "${json[@]}"
        ;;
      unit-postgres)
        if [ -z "${TEST_DATABASE_URL:-}" ]; then
          not_run "unit-postgres@$leg" "TEST_DATABASE_URL is not set (it runs on PostgreSQL)"
        else
          echo "== unit and API tests on Node $version (PostgreSQL; the tests that run on both databases on it alone)"
          run_suite "unit-postgres@$leg" "$dir" "$node_bin" env TEST_DIALECTS=postgres npx vitest run "${json[@]}"
        fi
        ;;
      cluster)
        if [ -n "$cluster_missing" ]; then
          not_run "cluster@$leg" "$cluster_missing"
        else
          echo "== cluster tests on Node $version (two instances, PostgreSQL and Redis)"
          run_suite "cluster@$leg" "$dir" "$node_bin" npx vitest run --config vitest.cluster.config.ts "${json[@]}"
        fi
        ;;
      e2e)
        if [ "$built" = yes ]; then
          echo "== browser tests on Node $version (Chromium)"
          run_suite "e2e@$leg" "$dir" "$node_bin" npx vitest run --config vitest.e2e.config.ts "${json[@]}"
        fi
        ;;
    esac
  done
  echo "== Node $version: done at $((SECONDS - started)) s"
}

lanes=${TEST_LANES:-2}
lane_pids=()
for ((lane = 1; lane < lanes; lane++)); do
  (
    for i in "${!leg_names[@]}"; do
      [ $((i % lanes)) -eq "$lane" ] && run_leg "$i"
    done
  ) >"$results/lane$lane.log" 2>&1 &
  lane_pids+=($!)
done
for i in "${!leg_names[@]}"; do
  [ $((i % lanes)) -eq 0 ] && run_leg "$i"
done
for ((lane = 1; lane < lanes; lane++)); do
  wait "${lane_pids[$((lane - 1))]}"
  if [ -s "$results/lane$lane.log" ]; then
    echo "== lane $lane (run beside the above; its log is $results/lane$lane.log)"
    cat "$results/lane$lane.log"
  fi
done

echo "== every suite ran in $((SECONDS - started)) s"
node scripts/testSummary.mjs "$results" "${expected[@]}" || status=1
exit $status
