#!/usr/bin/env bash
# Data-parallel training on this machine's cores (issue 14): one process with
# 2 threads against 2 processes with 1 thread each (c10d Gloo over loopback),
# the same global batch, on the hippocampus plan (bench/configs/
# hippocampus_cpu.json, fp32). Reports samples/s (median of the steps after
# the first 5) and the all-reduce's share of the step; writes
# bench/results/distributed.json.
#   bench/distributed.sh [cache folder] [steps]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${1:-/tmp/hipp/cache}"
STEPS="${2:-40}"
CLI="$ROOT/build/bin/segstudio-cli"
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

config() {  # batch file
  python3 - "$ROOT/bench/configs/hippocampus_cpu.json" "$1" "$STEPS" "$2" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
c.update({"batch_size": int(sys.argv[2]), "iterations_per_epoch": int(sys.argv[3]), "epochs": 1, "max_minutes": 0,
          "precision": "fp32"})
c["validation"]["max_cases"] = 2
json.dump(c, open(sys.argv[4], "w"))
PY
}
config 4 "$WORK/global4.json"
config 2 "$WORK/rank2.json"

run() {  # name processes threads config [extra...]
  local name="$1" processes="$2" threads="$3" cfg="$4"
  shift 4
  "$CLI" train "$CACHE" --config "$cfg" --threads "$threads" --nproc "$processes" --out "$WORK/$name" "$@" \
    > "$WORK/$name.log" 2>&1
  python3 - "$name" "$processes" "$threads" "$WORK/$name/metrics.jsonl" <<'PY'
import json, statistics, sys
name, processes, threads, metrics = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
steps = [json.loads(l) for l in open(metrics) if '"type":"step"' in l][5:]
share = sum(s["all_reduce_ms"] for s in steps) / sum(s["step_ms"] for s in steps)
print(json.dumps({"run": name, "processes": processes, "threads_per_process": threads,
                  "global_batch": 4, "steps_measured": len(steps),
                  "samples_per_s": round(statistics.median(s["samples_per_s"] for s in steps), 2),
                  "step_ms": round(statistics.median(s["step_ms"] for s in steps), 1),
                  "all_reduce_ms": round(statistics.median(s["all_reduce_ms"] for s in steps), 2),
                  "all_reduce_share": round(share, 4)}))
PY
}
{
  run one_process 1 2 "$WORK/global4.json"
  run two_processes 2 1 "$WORK/rank2.json"
  run two_processes_overlapped 2 1 "$WORK/rank2.json" --allreduce overlapped
} > "$WORK/results.jsonl"
python3 - "$WORK/results.jsonl" "$OUT/distributed.json" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
json.dump(rows, open(sys.argv[2], "w"), indent=1)
print("| run | processes x threads | samples/s | step ms | all-reduce ms | all-reduce share |")
print("|---|---|---:|---:|---:|---:|")
for r in rows:
    print(f"| {r['run']} | {r['processes']} x {r['threads_per_process']} | {r['samples_per_s']} | {r['step_ms']} | "
          f"{r['all_reduce_ms']} | {100 * r['all_reduce_share']:.1f} % |")
PY
