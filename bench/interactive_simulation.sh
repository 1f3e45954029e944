#!/usr/bin/env bash
# Segment by pointing (issue 31): an interactive run's held-out cases (the
# validation cases of its fold, from RUN/splits.json) through
# `segstudio-cli interact --simulate` (the CVPR 2025 challenge protocol:
# a first prompt, then corrective clicks at the centre of the largest
# error). Prints the Dice per interaction and label and the latency per
# interaction; writes bench/results/interactive-<NAME>-<start>.json.
#   bench/interactive_simulation.sh RUN DATASET NAME [CLICKS] [click|box] [click|scribble]
# The last: how the corrections are given (interact --corrections).
# DATASET: the dataset folder the run trained on (imagesTr/, labelsTr/).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/build/bin/segstudio-cli"
RUN="$1"; DATASET="$2"; NAME="$3"; CLICKS="${4:-5}"; START="${5:-click}"; CORRECTIONS="${6:-click}"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/images" "$WORK/labels"
FOLD="$(/usr/bin/python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["fold"])' "$RUN/config.json")"
/usr/bin/python3 - "$RUN/splits.json" "$FOLD" "$DATASET" "$WORK" <<'PY'
import json, os, sys
splits, fold, dataset, work = sys.argv[1], int(sys.argv[2]), os.path.abspath(sys.argv[3]), sys.argv[4]
for case in json.load(open(splits))[fold]["val"]:
    for name in os.listdir(f"{dataset}/imagesTr"):
        if name.split(".")[0] == case or name.startswith(case + "_"):  # MSD: one file; nnU-Net: _0000, ...
            os.symlink(f"{dataset}/imagesTr/{name}", f"{work}/images/{name}")
    for name in os.listdir(f"{dataset}/labelsTr"):
        if name.split(".")[0] == case:
            os.symlink(f"{dataset}/labelsTr/{name}", f"{work}/labels/{name}")
PY
echo "held-out cases: $(ls "$WORK/labels" | wc -l) (fold $FOLD of $RUN)"
"$CLI" interact --simulate --model "$RUN" --images "$WORK/images" --labels "$WORK/labels" --clicks "$CLICKS" \
    --start "$START" --corrections "$CORRECTIONS" --json > "$WORK/simulation.jsonl"
/usr/bin/python3 - "$WORK/simulation.jsonl" "$OUT/interactive-$NAME-$START.json" "$RUN" <<'PY'
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
result = [l for l in lines if l["event"] == "result"][0]
result["run"] = sys.argv[3]
result["objects_detail"] = [l for l in lines if l["event"] == "object"]
json.dump(result, open(sys.argv[2], "w"), indent=1)
print("interaction   " + " ".join(f"{i + 1:6d}" for i in range(len(result["mean_dice"]))))
print("mean Dice     " + " ".join(f"{d:6.3f}" for d in result["mean_dice"]))
for label, dice in result["mean_dice_per_label"].items():
    print(f"label {label:7s} " + " ".join(f"{d:6.3f}" for d in dice))
print(f"area under the Dice curve {result['area_under_curve']:.3f}; latency per interaction p50 "
      f"{result['latency_ms']['p50']:.0f} ms, p95 {result['latency_ms']['p95']:.0f} ms "
      f"(network p50 {result['network_ms']['p50']:.0f}, p95 {result['network_ms']['p95']:.0f}); {result['objects']} objects")
print("wrote", sys.argv[2])
PY
