#!/usr/bin/env bash
# Segment by pointing on large 2D images (issue 31's 150 ms per click):
# one interactive model on 512×512 microscopy phantoms, measured on held-out
# phantoms of another seed with the two window policies of `interact
# --window` -- patch (every window at least the model's 512×512 patch) and
# fitted (the default: a window around the prompts, here 256×256 unless the
# object needs more). Same model, same machine, same run: prints both
# tables and writes bench/results/interactive-window-2d.json.
#   bench/interactive_window_2d.sh [EPOCHS] [SIZE] [STEPS_PER_EPOCH]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI="$ROOT/build/bin/segstudio-cli"
EPOCHS="${1:-3}"; SIZE="${2:-512}"; STEPS="${3:-50}"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$CLI" phantom --kind microscopy2d --size "$SIZE" "$SIZE" 1 --cases 8 --seed 11 --out "$WORK/train" > /dev/null
"$CLI" phantom --kind microscopy2d --size "$SIZE" "$SIZE" 1 --cases 3 --seed 12 --out "$WORK/held" > /dev/null
start=$(date +%s)
echo "{\"epochs\": $EPOCHS, \"iterations_per_epoch\": $STEPS, \"seed\": 3}" > "$WORK/config.json"
"$CLI" train "$WORK/train" --configuration interactive --config "$WORK/config.json" --out "$WORK/run" > "$WORK/train.log"
echo "trained $EPOCHS epochs of $STEPS steps in $(( $(date +%s) - start )) s"
grep -m2 -i 'patch\|network:' "$WORK/train.log" || true
for window in patch fitted; do
    "$CLI" interact --simulate --model "$WORK/run" --images "$WORK/held/imagesTr" --labels "$WORK/held/labelsTr" \
        --clicks 5 --window "$window" --json > "$WORK/$window.jsonl"
done
/usr/bin/python3 - "$WORK" "$OUT/interactive-window-2d.json" "$SIZE" "$EPOCHS" "$STEPS" <<'PY'
import json, sys
work, out, size, epochs = sys.argv[1:5]
report = {"size": int(size), "epochs": int(epochs), "steps_per_epoch": int(sys.argv[5])}
for window in ("patch", "fitted"):
    lines = [json.loads(l) for l in open(f"{work}/{window}.jsonl") if l.startswith("{")]
    report[window] = [l for l in lines if l["event"] == "result"][0]
    r = report[window]
    print(f"--window {window}: {r['objects']} objects; mean Dice per interaction "
          + " ".join(f"{d:.3f}" for d in r["mean_dice"])
          + f"; latency p50 {r['latency_ms']['p50']:.0f} ms, p95 {r['latency_ms']['p95']:.0f} ms"
          + f" (network p50 {r['network_ms']['p50']:.0f}, p95 {r['network_ms']['p95']:.0f})")
json.dump(report, open(out, "w"), indent=1)
print("written", out)
PY
