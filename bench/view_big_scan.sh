#!/usr/bin/env bash
# The workbench on a scan larger than memory (issue 33, item 2): a synthetic
# uint16 MetaImage of 512 x 512 x N voxels (bench/python/big_scan.py; default
# 8 GiB) opened in the window under Xvfb (segstudio-bench-gui viewer --scan).
# The first opening builds the pyramid (timed); then a new window opens it
# again and the second open's first frame, the scrolling rate one
# full-resolution axial slice at a time with the linked views, and the
# resident memory are measured; then brush strokes on a new label map held
# at full resolution, scrolling with it shown, and saving it. SEGSTUDIO_MEMORY_LIMIT caps the memory the
# workbench may assume (default: none; the machine's). Writes
# bench/results/view_big_scan.json.
#   [BIG_SCAN_WORK=dir] bench/view_big_scan.sh [GIB]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
GIB="${1:-8}"
WORK="${BIG_SCAN_WORK:-$(mktemp -d -p "${TMPDIR:-/tmp}")}"
[ -n "${BIG_SCAN_WORK:-}" ] || trap 'rm -rf "$WORK"' EXIT
SCAN="$WORK/big-$GIB.mha"
[ -f "$SCAN" ] || /usr/bin/python3 "$ROOT/bench/python/big_scan.py" "$SCAN" "$GIB" >/dev/null
SEGSTUDIO_CACHE_DIR="$WORK/cache" xvfb-run -a -s "-screen 0 1920x1080x24" \
  /usr/bin/time -v "$ROOT/build/bin/segstudio-bench-gui" viewer --scan "$SCAN" --frames 200 \
  --json "$OUT/view_big_scan.json" 2> "$WORK/time.txt"
grep -E "Maximum resident set size" "$WORK/time.txt"
