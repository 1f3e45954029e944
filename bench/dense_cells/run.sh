#!/usr/bin/env bash
# Instances on densely packed cells (issue 74): for each phantom kind, 25
# training and 5 test images (512 x 512 in 2D; 96 x 96 x 48 in 3D, another
# seed for the test images), `train` with a wall-clock budget, `predict` on
# the test images, scored by score.py (numpy, StarDist's matching).
#   bench/dense_cells/run.sh [MINUTES] [KIND ...]     (default: 10 tissue2d cells2d)
# Writes $OUT (default /tmp/segstudio-dense-cells)/<kind>/score.json and
# prints one line per kind.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CLI="${SEGSTUDIO_CLI:-$ROOT/build/bin/segstudio-cli}"
MINUTES="${1:-10}"
shift || true
[ $# -gt 0 ] && KINDS=("$@") || KINDS=(tissue2d cells2d)
OUT="${OUT:-/tmp/segstudio-dense-cells}"
for kind in "${KINDS[@]}"; do
  work="$OUT/$kind"
  rm -rf "$work" && mkdir -p "$work"
  case "$kind" in
    *3d) size=(96 96 48) ;;
    *) size=(512 512 1) ;;
  esac
  "$CLI" phantom --kind "$kind" --cases 25 --size "${size[@]}" --seed 11 --out "$work/train" > /dev/null
  "$CLI" phantom --kind "$kind" --cases 5 --size "${size[@]}" --seed 5011 --out "$work/test" > /dev/null
  started=$(date +%s)
  "$CLI" train "$work/train" --max-minutes "$MINUTES" --cache "$work/cache" --out "$work/run" > "$work/train.log" 2>&1
  trained=$(( $(date +%s) - started ))
  "$CLI" predict --model "$work/run" --input "$work/test/imagesTr" --output "$work/predictions" > "$work/predict.log" 2>&1
  /usr/bin/python3 "$ROOT/bench/dense_cells/score.py" "$work/predictions" "$work/test/labelsTr" --json "$work/score.json" > /dev/null
  /usr/bin/python3 - "$work/score.json" "$kind" "$trained" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
print(f"{sys.argv[2]}: trained {sys.argv[3]} s; AP@0.5 {s['ap@0.5']:.3f}, AP@0.75 {s['ap@0.75']:.3f}, "
      f"F1@0.5 {s['f1@0.5']:.3f}, count error {100 * s['count_error']:.1f} %, "
      f"merges {s['merges']}, splits {s['splits']} ({s['predicted_objects']} predicted, {s['reference_objects']} reference)")
PY
done
