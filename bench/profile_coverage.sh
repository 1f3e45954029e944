#!/usr/bin/env bash
# How much of a training step the profiler's stages account for (issue 30:
# the timing threshold that tst_profiler used to assert, measured here
# instead): segstudio-cli profile on the bundled sample, N times, printing
# the stage sum against the measured step and writing
# bench/results/profile_coverage.json.
#   bench/profile_coverage.sh [repeats] [steps]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REPEATS="${1:-3}"
STEPS="${2:-5}"
OUT="$ROOT/bench/results"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"
CLI="$ROOT/build/bin/segstudio-cli"
for i in $(seq "$REPEATS"); do
  SEGSTUDIO_CACHE_DIR="$WORK/cache" "$CLI" --json profile "$ROOT/resources/sample" --device cpu --precision fp32 \
    --steps "$STEPS" --warmup 3 --out "$WORK/profile-$i" | grep '"event":"result"' >> "$WORK/results.jsonl"
done
python3 - "$WORK/results.jsonl" "$OUT/profile_coverage.json" <<'PY'
import json, sys
rows = [json.loads(line) for line in open(sys.argv[1])]
runs = [{"step_ms": r["step_ms"], "stage_sum_ms": r["stage_sum_ms"],
         "coverage": r["stage_sum_ms"] / r["step_ms"]} for r in rows]
for i, r in enumerate(runs):
    print(f"run {i + 1}: step {r['step_ms']:.1f} ms, stages {r['stage_sum_ms']:.1f} ms, coverage {100 * r['coverage']:.1f} %")
json.dump({"benchmark": "profile_coverage", "device": "cpu", "runs": runs}, open(sys.argv[2], "w"), indent=2)
print("written:", sys.argv[2])
PY
