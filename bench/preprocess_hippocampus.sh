#!/usr/bin/env bash
# Preprocessing throughput on the MSD hippocampus data (208 cases): a cold run
# (empty cache) with 1 and with all workers, then a warm run (everything
# reused). Prints a table and writes bench/results/preprocess.json.
#   bench/preprocess_hippocampus.sh [dataset folder]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DATA="${1:-$ROOT/../shared/data/hippocampus}"
CLI="$ROOT/build/bin/segstudio-cli"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

run() {  # name workers cache
  local start end
  start=$(date +%s.%N)
  "$CLI" preprocess "$DATA" --out "$3" --workers "$2" --json > "$WORK/$1.log"
  end=$(date +%s.%N)
  python3 - "$1" "$2" "$3" "$start" "$end" <<'PY'
import json, sys
name, workers, cache, start, end = sys.argv[1], int(sys.argv[2]), sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
log = json.load(open(cache + "/preprocess_log.json"))
cases = log["cases"]
seconds = end - start
source = sum(c["source_bytes"] for c in cases) / 1e6
voxels = sum(c["voxels"] for c in cases)
print(json.dumps({"run": name, "workers": workers, "cases": len(cases), "seconds": round(seconds, 3),
                  "cases_per_s": round(len(cases) / seconds, 1), "source_MB_per_s": round(source / seconds, 2),
                  "float32_voxel_MB_per_s": round(voxels * 4 / 1e6 / seconds, 2),
                  "reused": sum(1 for c in cases if c["reused"])}))
PY
}

{
  run cold_1_worker 1 "$WORK/cache1"
  run cold_all_workers 0 "$WORK/cache2"
  run warm_all_workers 0 "$WORK/cache2"
} | tee "$WORK/results.jsonl"
python3 - "$WORK/results.jsonl" "$OUT/preprocess.json" <<'PY'
import json, sys, platform, os
rows = [json.loads(l) for l in open(sys.argv[1])]
json.dump({"benchmark": "preprocess_hippocampus", "machine": platform.node(), "cpus": os.cpu_count(), "runs": rows},
          open(sys.argv[2], "w"), indent=2)
print("\n| run | workers | cases | seconds | cases/s | source MB/s | float32 voxel MB/s |")
print("|---|---|---|---|---|---|---|")
for r in rows:
    print(f"| {r['run']} | {r['workers'] or 'all'} | {r['cases']} | {r['seconds']} | {r['cases_per_s']} | {r['source_MB_per_s']} | {r['float32_voxel_MB_per_s']} |")
PY
