#!/usr/bin/env bash
# Prints the folder of a Node 24 `node` binary, or nothing when the machine's Node is 24 or newer already.
# Node's official build comes from the npm registry (the node-linux-<arch> package) into a cache folder, once.
set -euo pipefail
version="${NODE24_VERSION:-24.21.0}"

major="$(node -p 'process.versions.node.split(".")[0]')"
(( major >= 24 )) && exit 0

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "node24: no Node 24 package for $(uname -m)" >&2; exit 1 ;;
esac
cache="${XDG_CACHE_HOME:-$HOME/.cache}/members-node24"
dir="$cache/v$version-$arch"
if [[ ! -x "$dir/bin/node" ]]; then
  echo "node24: fetching node-linux-$arch@$version from the npm registry into $cache" >&2
  mkdir -p "$cache"
  tmp="$(mktemp -d "$cache/.fetch-XXXXXX")"
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-$arch@$version" >/dev/null)
  mkdir -p "$tmp/unpacked"
  tar -xzf "$tmp"/node-linux-"$arch"-"$version".tgz -C "$tmp/unpacked" --strip-components=1
  [[ "$("$tmp/unpacked/bin/node" --version)" == "v$version" ]] || { echo "node24: the unpacked node is not v$version" >&2; exit 1; }
  rm -rf "$dir"
  mv "$tmp/unpacked" "$dir"
fi
echo "$dir/bin"
