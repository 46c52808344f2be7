#!/usr/bin/env bash
# scripts/buildBaseline.sh COMMIT DIR: DIR becomes a production build of COMMIT of this repository,
# for the benchmarks' BENCH_BASELINE (before and after a change, side by side). The files come
# from `git archive`; node_modules is this checkout's (linked), so both builds run the same
# packages and only the project's own code differs.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: scripts/buildBaseline.sh COMMIT DIR" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$root" rev-parse --verify "$1^{commit}")
dir=$2

rm -rf "$dir"
mkdir -p "$dir"
git -C "$root" archive "$commit" | tar -xf - -C "$dir"
ln -s "$root/node_modules" "$dir/node_modules"
(cd "$dir" && npm run build --silent >/dev/null)
echo "$dir: build of $(git -C "$root" log -1 --format='%h %s' "$commit")"
