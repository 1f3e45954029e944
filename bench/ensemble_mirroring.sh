#!/usr/bin/env bash
# Fold ensembles: logits or probabilities averaged; test-time mirroring: on
# or off (issue 28). For every data kind, trains folds 0-2 of a 5-fold split
# of a seeded training set, then segments held-out scans (another seed) with
# fold 0 alone and with the three folds, each with and without mirroring and
# both averages, and scores them with `evaluate` (mean Dice over labels and
# cases, no postprocessing). Prints one JSON line per prediction and writes
# bench/results/ensemble_mirroring.json.
#   bench/ensemble_mirroring.sh [kinds...]      kinds: mri ct microscopy2d multichannel hippocampus
# hippocampus: ../shared/data/hippocampus, the first 160 cases train, the
# last 48 are held out; folds train under --max-minutes (HIPPO_MINUTES, 12).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/build/bin/segstudio-cli"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="${WORK:-$(mktemp -d)}"
KINDS=("$@")
[ ${#KINDS[@]} -gt 0 ] || KINDS=(mri ct microscopy2d multichannel)
: > "$WORK/results.jsonl"

hippocampus_split() {  # dir: train/ and test/ of symlinks with their dataset.json
  /usr/bin/python3 - "$ROOT/../shared/data/hippocampus" "$1" <<'PY'
import json, os, sys
source, target = sys.argv[1], sys.argv[2]
meta = json.load(open(os.path.join(source, "dataset.json")))
cases = sorted(meta["training"], key=lambda c: c["image"])
for name, part in (("train", cases[:160]), ("test", cases[160:])):
    for sub in ("imagesTr", "labelsTr"):
        os.makedirs(os.path.join(target, name, sub), exist_ok=True)
    for c in part:
        base = os.path.basename(c["image"])
        os.symlink(os.path.join(source, "imagesTr", base), os.path.join(target, name, "imagesTr", base))
        os.symlink(os.path.join(source, "labelsTr", base), os.path.join(target, name, "labelsTr", base))
    m = dict(meta, training=[{"image": "./imagesTr/" + os.path.basename(c["image"]),
                              "label": "./labelsTr/" + os.path.basename(c["image"])} for c in part], numTraining=len(part))
    json.dump(m, open(os.path.join(target, name, "dataset.json"), "w"), indent=1)
PY
}

predict() {  # kind name model average tta
  local kind=$1 name=$2 model=$3 average=$4 tta=$5 dir="$WORK/$1/pred_$2_$4_$5" start end
  local flags=(--no-postprocessing --ensemble-average "$average")
  if [ "$tta" = on ]; then flags+=(--tta); else flags+=(--no-tta); fi
  start=$(date +%s.%N)
  "$CLI" predict --model "$model" --input "$WORK/$kind/test/imagesTr" --output "$dir" "${flags[@]}" > /dev/null
  end=$(date +%s.%N)
  "$CLI" evaluate --pred "$dir" --gt "$WORK/$kind/test/labelsTr" --out "$dir/evaluation" > /dev/null
  /usr/bin/python3 - "$kind" "$name" "$average" "$tta" "$start" "$end" "$dir/evaluation.json" <<'PY' | tee -a "$WORK/results.jsonl"
import json, sys
kind, name, average, tta, start, end, path = sys.argv[1:8]
e = json.load(open(path))
dice = [l["dice"] for l in e["mean"]]
print(json.dumps({"kind": kind, "model": name, "average": average, "mirroring": tta,
                  "mean_dice": round(sum(dice) / len(dice), 4), "dice_per_label": [round(d, 4) for d in dice],
                  "cases": len(e["cases"]), "predict_seconds": round(float(end) - float(start), 1)}))
PY
}

for kind in "${KINDS[@]}"; do
  mkdir -p "$WORK/$kind"
  if [ "$kind" = hippocampus ]; then
    [ -d "$WORK/$kind/train" ] || hippocampus_split "$WORK/$kind"
    budget=(--max-minutes "${HIPPO_MINUTES:-12}")
  else
    classes=2; [ "$kind" = microscopy2d ] && classes=1
    [ -d "$WORK/$kind/train" ] || "$CLI" phantom --kind "$kind" --cases 10 --classes $classes --seed 1 --out "$WORK/$kind/train" > /dev/null
    [ -d "$WORK/$kind/test" ] || "$CLI" phantom --kind "$kind" --cases 6 --classes $classes --seed 101 --out "$WORK/$kind/test" > /dev/null
    echo '{"epochs": 8, "iterations_per_epoch": 12, "seed": 3}' > "$WORK/$kind/config.json"
    budget=(--config "$WORK/$kind/config.json")
  fi
  [ -f "$WORK/$kind/cv/fold_2/model/model.json" ] ||
    "$CLI" train "$WORK/$kind/train" --cache "$WORK/$kind/cache" --folds 0,1,2 "${budget[@]}" --out "$WORK/$kind/cv" > "$WORK/$kind/train.log"
  for tta in off on; do
    predict "$kind" fold0 "$WORK/$kind/cv/fold_0" logits "$tta"
    for average in probabilities logits; do
      predict "$kind" folds012 "$WORK/$kind/cv" "$average" "$tta"
    done
  done
done
/usr/bin/python3 - "$WORK/results.jsonl" "$OUT/ensemble_mirroring.json" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
json.dump(rows, open(sys.argv[2], "w"), indent=1)
print(f"{'kind':14} {'model':9} {'average':13} {'mirror':6} {'mean Dice':>9} {'predict s':>9}")
for r in rows:
    print(f"{r['kind']:14} {r['model']:9} {r['average']:13} {r['mirroring']:6} {r['mean_dice']:9.4f} {r['predict_seconds']:9.1f}")
PY
echo "work folder: $WORK"
