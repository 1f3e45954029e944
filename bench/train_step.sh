#!/usr/bin/env bash
# Training-step throughput, SegStudio (C++) and PyTorch (Python, the same
# network, batch and optimizer) side by side in one run on this machine.
#   bench/train_step.sh [config.json] [threads]
# Needs a build (scripts/setup) and Debian's python3-torch (/usr/bin/python3),
# which is LibTorch 1.13 like the engine here. Writes bench/results/train_step.json.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CONFIG="${1:-$ROOT/bench/configs/hippocampus_cpu.json}"
THREADS="${2:-2}"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
PY=/usr/bin/python3
if ! $PY -c "import torch" 2>/dev/null; then
  echo "Installing python3-torch for the PyTorch side" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO=sudo
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends python3-torch >/dev/null
fi
BENCH="$ROOT/build/bin/segstudio-bench-train"
{
  "$BENCH" --config "$CONFIG" --device cpu --threads "$THREADS" --steps 10 --warmup 2
  "$BENCH" --config "$CONFIG" --device cpu --threads "$THREADS" --steps 10 --warmup 2 --channels-last
  (cd "$ROOT/bench/python" && $PY train_step.py --config "$CONFIG" --device cpu --threads "$THREADS" --steps 10 --warmup 2)
  (cd "$ROOT/bench/python" && $PY train_step.py --config "$CONFIG" --device cpu --threads "$THREADS" --steps 10 --warmup 2 --channels-last)
  if [ -f "${SEGSTUDIO_CACHE:-/nonexistent}/cache.json" ]; then
    "$BENCH" --config "$CONFIG" --cache "$SEGSTUDIO_CACHE" --device cpu --threads "$THREADS" --steps 10 --warmup 2
  fi
} | tee "$OUT/train_step.jsonl"
python3 - "$OUT/train_step.jsonl" "$OUT/train_step.json" <<'PY'
import json, sys, platform
rows = [json.loads(l) for l in open(sys.argv[1]) if l.startswith("{")]
json.dump({"benchmark": "train_step", "machine": platform.node(), "runs": rows}, open(sys.argv[2], "w"), indent=2)
print("\n| implementation | data | channels-last | threads | median step ms | samples/s | Mvoxel/s | data-wait share | peak RSS MiB |")
print("|---|---|---|---|---|---|---|---|---|")
for r in rows:
    print(f"| {r['implementation']} | {r.get('data','synthetic')} | {r['channels_last']} | {r['threads']} | {r['median_step_ms']:.0f} | "
          f"{r['samples_per_s']:.2f} | {r['mvoxels_per_s']:.3f} | {r.get('data_wait_share', 0):.3f} | {r['peak_resident_bytes']/2**20:.0f} |")
PY
