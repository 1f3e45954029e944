#!/usr/bin/env bash
# The workbench's responsiveness under Xvfb (Mesa llvmpipe: software OpenGL):
# open-to-first-frame and slice scrolling for a 512x512x300 CT-sized phantom,
# dashboard cost at 100k points per curve, event-loop latency and step-time
# overhead while training from the window. Writes bench/results/gui.json.
#   bench/gui.sh [dataset for the training part; default: the bundled sample]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
ARGS=(all --json "$OUT/gui.json")
[ $# -ge 1 ] && ARGS+=(--dataset "$1")
xvfb-run -a -s "-screen 0 1920x1080x24" "$ROOT/build/bin/segstudio-bench-gui" "${ARGS[@]}" 2>/dev/null
