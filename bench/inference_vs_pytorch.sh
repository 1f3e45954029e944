#!/usr/bin/env bash
# CPU sliding-window inference, SegStudio against a plain PyTorch eager
# sliding window (bench/python/sliding_window.py, run by Debian's
# /usr/bin/python3 with the same LibTorch), same network (random weights),
# volume, patch, overlap, Gaussian weighting, windows per batch and threads,
# in fp32 and in bf16 (PyTorch: CPU autocast); then SegStudio's cost of
# test-time mirroring. Prints a table with the ratios and writes the rows to
# bench/results/inference_vs_pytorch.jsonl (issue 35, item 3).
#   bench/inference_vs_pytorch.sh [--build DIR] [--config FILE] [--size X Y Z]
#                                 [--threads N] [--repeats N]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD="$ROOT/build"
CONFIG="$ROOT/bench/configs/hippocampus_cpu.json"
SIZE=(128 128 96)
THREADS="$(nproc)"
REPEATS=2
while [ $# -gt 0 ]; do
  case "$1" in
    --build) BUILD="$2"; shift 2 ;;
    --config) CONFIG="$2"; shift 2 ;;
    --size) SIZE=("$2" "$3" "$4"); shift 4 ;;
    --threads) THREADS="$2"; shift 2 ;;
    --repeats) REPEATS="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
RESULTS="$ROOT/bench/results/inference_vs_pytorch.jsonl"
mkdir -p "$(dirname "$RESULTS")"
: > "$RESULTS"
common=(--config "$CONFIG" --size "${SIZE[@]}" --overlap 0.5 --threads "$THREADS" --repeats "$REPEATS")
for precision in fp32 bf16; do
  "$BUILD/bin/segstudio-bench-infer" "${common[@]}" --device cpu --precision "$precision" --window-batch 4 | grep '^{' >> "$RESULTS"
  (cd "$ROOT/bench/python" && /usr/bin/python3 sliding_window.py "${common[@]}" --precision "$precision" --window-batch 4) >> "$RESULTS"
done
"$BUILD/bin/segstudio-bench-infer" "${common[@]}" --device cpu --precision bf16 --window-batch 4 --tta | grep '^{' >> "$RESULTS"
/usr/bin/python3 - "$RESULTS" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
def find(implementation, precision, tta=False):
    return next(r for r in rows if r["implementation"] == implementation and r["precision"] == precision and r["tta"] == tta)
first = rows[0]
print(f"volume {'x'.join(map(str, first['volume_xyz']))}, patch {'x'.join(map(str, first['patch_xyz']))}, "
      f"overlap {first['overlap']}, {first['threads']} threads")
print("| precision | SegStudio s | PyTorch eager s | SegStudio / PyTorch speed |")
print("|---|---:|---:|---:|")
for precision in ("fp32", "bf16"):
    ours, theirs = find("segstudio-cpp", precision), find("pytorch-eager", precision)
    print(f"| {precision} | {ours['seconds']:.2f} | {theirs['seconds']:.2f} | {theirs['seconds'] / ours['seconds']:.2f}x |")
plain, mirrored = find("segstudio-cpp", "bf16"), find("segstudio-cpp", "bf16", True)
print(f"test-time mirroring (bf16): {mirrored['seconds']:.2f} s against {plain['seconds']:.2f} s "
      f"({mirrored['seconds'] / plain['seconds']:.2f}x)")
PY
