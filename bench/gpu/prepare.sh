#!/usr/bin/env bash
# Prepares the GPU machine's one call (bench/gpu/run.sh) on a development
# machine: preprocesses the hippocampus (../shared/data/hippocampus) into a
# training cache with this checkout's segstudio-cli and packs it as
# bench/gpu/data/hippocampus-cache.tar.xz (about 13 MiB; ignored by git), the
# archive the call carries, and copies the header-only libraries the
# engine-only build needs (nlohmann/json, CLI11, xxhash: 1.6 MiB) from this machine's
# Debian packages into bench/gpu/data/include, since the GPU machine has no
# Debian packages (run.sh points CMake at them). Then, with the device tool:
#   run(command="bench/gpu/run.sh --cache-archive bench/gpu/data/hippocampus-cache.tar.xz",
#       carry=["bench/gpu/data"])
#   bench/gpu/prepare.sh [--build DIR] [--dataset DIR] [--out FILE] [--headers DIR]
# --dataset: another dataset folder (ctest gpu_script_dry_run uses the
#   bundled 4-case sample); --out, --headers: write the archive or the
#   headers there instead.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$ROOT/build"
DATASET="$ROOT/../shared/data/hippocampus"
ARCHIVE="$ROOT/bench/gpu/data/hippocampus-cache.tar.xz"
HEADERS="$ROOT/bench/gpu/data/include"
while [ $# -gt 0 ]; do
  case "$1" in
    --build) BUILD="$2"; shift 2 ;;
    --dataset) DATASET="$2"; shift 2 ;;
    --out) ARCHIVE="$2"; shift 2 ;;
    --headers) HEADERS="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
CLI="$BUILD/bin/segstudio-cli"
if [ ! -x "$CLI" ]; then
  echo "no $CLI: build first (scripts/setup), or name the build folder with --build" >&2
  exit 2
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$CLI" preprocess "$DATASET" --out "$WORK/cache" > "$WORK/preprocess.log" || { cat "$WORK/preprocess.log"; exit 2; }
mkdir -p "$(dirname "$ARCHIVE")"
tar -C "$WORK" --exclude=cache/autotune -cf - cache | xz -6 > "$ARCHIVE.partial"
mv "$ARCHIVE.partial" "$ARCHIVE"
echo "wrote $ARCHIVE ($(du -h "$ARCHIVE" | cut -f1))"
mkdir -p "$HEADERS"
for header in nlohmann/json.hpp CLI/CLI.hpp xxhash.h; do
  library="${header%%/*}"
  if [ ! -f "/usr/include/$header" ]; then
    echo "no /usr/include/$header: install nlohmann-json3-dev, libcli11-dev and libxxhash-dev (scripts/setup does)" >&2
    exit 2
  fi
  rm -rf "${HEADERS:?}/$library"
  cp -r "/usr/include/$library" "$HEADERS/"
done
echo "copied nlohmann/json, CLI11 and xxhash to $HEADERS ($(du -sh "$HEADERS" | cut -f1))"
