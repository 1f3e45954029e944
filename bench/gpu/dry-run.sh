#!/usr/bin/env bash
# The CPU dry run of the GPU machine's one call, as ctest gpu_script_dry_run
# runs it: bench/gpu/prepare.sh packs the bundled 4-case hippocampus sample
# into a cache archive, then bench/gpu/run.sh --device cpu runs every step of
# the call on tiny sizes with this build's programs (the training run on the
# cache for one epoch). It tests the scripts; its numbers measure nothing.
#   bench/gpu/dry-run.sh BUILD_DIR
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUILD="$(cd "${1:?usage: bench/gpu/dry-run.sh BUILD_DIR}" && pwd)"
ARCHIVE="$BUILD/gpu-dry-run/sample-cache.tar.xz"
"$ROOT/bench/gpu/prepare.sh" --build "$BUILD" --dataset "$ROOT/resources/sample/hippocampus" --out "$ARCHIVE" \
  --headers "$BUILD/gpu-dry-run/include"
"$ROOT/bench/gpu/run.sh" --device cpu --build "$BUILD" --cache-archive "$ARCHIVE"
