#!/usr/bin/env bash
# One call on the GPU machine (../shared/docs/GPU.md, issue 16): configures the
# engine-only build against the LibTorch of the Python wheel, builds it with
# every core, runs the correctness checks (segstudio-gpu-check: bf16/fp16/tf32
# against fp32, fp16 loss scaling), then the benchmarks side by side with
# PyTorch (eager, and torch.compile on CUDA with PyTorch 2), and prints a
# Markdown table last. Writes bench/results/gpu.jsonl.
#   bench/gpu/run.sh [--device cuda|cpu] [--build DIR] [--cache DIR]
# --device cpu: the dry run of this script on a development machine, tiny
#   sizes, Debian's LibTorch and python3-torch (CI runs it with --build).
# --build DIR: use the programs already built in DIR (no configure/build).
# --cache DIR: also time the real loader on this preprocessed cache.
# Exit status: 1 when a correctness check failed (the benchmarks still run).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DEVICE=cuda
BUILD=""
CACHE=""
while [ $# -gt 0 ]; do
  case "$1" in
    --device) DEVICE="$2"; shift 2 ;;
    --build) BUILD="$2"; shift 2 ;;
    --cache) CACHE="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
OUT="$ROOT/bench/results"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
PY=python3
"$PY" -c "import torch" 2>/dev/null || PY=/usr/bin/python3   # Debian's python3-torch on a development machine
echo "== $(date -u +%F) device $DEVICE, PyTorch $("$PY" -c 'import torch;print(torch.__version__)')"
if [ "$DEVICE" != cpu ] && command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
fi

# ---- build -------------------------------------------------------------
if [ -z "$BUILD" ]; then
  BUILD="$ROOT/build-gpu"
  prefix="$("$PY" -c 'import torch;print(torch.utils.cmake_prefix_path)')"
  extra=()
  [ -f "$prefix/Torch/TorchConfig.cmake" ] && extra+=("-DCMAKE_PREFIX_PATH=$prefix")
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSEGSTUDIO_ENGINE_ONLY=ON \
    -DSEGSTUDIO_BUILD_TESTS=OFF "${extra[@]}" > "$WORK/configure.log" || { cat "$WORK/configure.log"; exit 2; }
  cmake --build "$BUILD" -j "$(nproc)" --target segstudio-cli segstudio-bench-train segstudio-bench-infer \
    segstudio-gpu-check > "$WORK/build.log" || { tail -50 "$WORK/build.log"; exit 2; }
fi
BIN="$BUILD/bin"

# ---- configurations -------------------------------------------------------
"$PY" - "$ROOT/bench/configs/hippocampus_cpu.json" "$WORK" <<'PY'
import json, sys
base = json.load(open(sys.argv[1]))
def save(name, batch, patch, features, stages):
    c = json.loads(json.dumps(base))
    c.update({"batch_size": batch, "patch_size_xyz": patch})
    c["network"].update({"base_features": features[0], "max_features": features[1],
                         "kernel_sizes_xyz": [[3, 3, 3]] * stages,
                         "strides_xyz": [[1, 1, 1]] + [[2, 2, 2]] * (stages - 1)})
    json.dump(c, open(f"{sys.argv[2]}/{name}.json", "w"))
save("nnunet128", 2, [128, 128, 128], (32, 320), 6)   # nnU-Net's 3d_fullres network at 128^3
save("tiny", 2, [32, 32, 16], (8, 32), 3)             # the CPU dry run
json.dump(base, open(f"{sys.argv[2]}/hippocampus.json", "w"))
PY
if [ "$DEVICE" = cpu ]; then
  TRAIN_CONFIGS=(tiny); PRECISIONS=(fp32 bf16); STEPS=3; WARMUP=1; VOLUME=(64 64 32); CHECK=tiny
else
  TRAIN_CONFIGS=(nnunet128 hippocampus); PRECISIONS=(fp32 tf32 fp16 bf16); STEPS=20; WARMUP=5; VOLUME=(512 512 300)
  CHECK=hippocampus
fi
RESULTS="$OUT/gpu.jsonl"
: > "$RESULTS"
record() {  # label, then a command printing JSON lines
  local label="$1"; shift
  if "$@" > "$WORK/run.out" 2> "$WORK/run.err"; then
    grep '^{' "$WORK/run.out" | "$PY" -c "import json,sys
for l in sys.stdin: d=json.loads(l); d['label']='$label'; print(json.dumps(d))" >> "$RESULTS"
  else
    echo "{\"label\": \"$label\", \"error\": $("$PY" -c 'import json,sys;print(json.dumps(sys.stdin.read()[-300:]))' < "$WORK/run.err")}" >> "$RESULTS"
  fi
}

# ---- correctness --------------------------------------------------------
checks=0
"$BIN/segstudio-gpu-check" --config "$WORK/$CHECK.json" --device "$DEVICE" | tee "$WORK/checks.jsonl" || checks=$?
sed 's/^{/{"label": "check", /' "$WORK/checks.jsonl" >> "$RESULTS"

# ---- benchmarks ---------------------------------------------------------
for config in "${TRAIN_CONFIGS[@]}"; do
  for precision in "${PRECISIONS[@]}"; do
    record "$config" "$BIN/segstudio-bench-train" --config "$WORK/$config.json" --device "$DEVICE" \
      --precision "$precision" --steps "$STEPS" --warmup "$WARMUP"
  done
  last="${PRECISIONS[-1]}"
  record "$config" "$BIN/segstudio-bench-train" --config "$WORK/$config.json" --device "$DEVICE" \
    --precision "$last" --steps "$STEPS" --warmup "$WARMUP" --channels-last
  record "$config, checkpointing" "$BIN/segstudio-bench-train" --config "$WORK/$config.json" --device "$DEVICE" \
    --precision "$last" --steps "$STEPS" --warmup "$WARMUP" --activation-checkpointing
  for precision in fp32 "$last"; do
    record "$config" "$PY" "$ROOT/bench/python/train_step.py" --config "$WORK/$config.json" --device "$DEVICE" \
      --precision "$precision" --steps "$STEPS" --warmup "$WARMUP"
  done
  if [ "$DEVICE" != cpu ] && "$PY" -c "import torch,sys;sys.exit(0 if int(torch.__version__.split('.')[0])>=2 else 1)"; then
    record "$config" timeout 300 "$PY" "$ROOT/bench/python/train_step.py" --config "$WORK/$config.json" \
      --device "$DEVICE" --precision "$last" --steps "$STEPS" --warmup "$WARMUP" --compile
  fi
done
if [ -n "$CACHE" ]; then
  record "cache" "$BIN/segstudio-bench-train" --config "$WORK/${TRAIN_CONFIGS[-1]}.json" --cache "$CACHE" \
    --device "$DEVICE" --precision "${PRECISIONS[-1]}" --steps "$STEPS" --warmup "$WARMUP"
fi
record "inference" "$BIN/segstudio-bench-infer" --config "$WORK/${TRAIN_CONFIGS[-1]}.json" --device "$DEVICE" \
  --precision "${PRECISIONS[-1]}" --size "${VOLUME[@]}" --overlap 0.5 --repeats 3

# ---- the table, last ------------------------------------------------------
"$PY" - "$RESULTS" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print("\npeak: device memory on a GPU; on the CPU, what one step allocates (SegStudio) or process RSS (PyTorch)\n")
print("| run | implementation | precision | channels-last | steps/s | samples/s | Mvoxel/s | peak MiB | data wait |")
print("|---|---|---|---|---:|---:|---:|---:|---:|")
for r in rows:
    if r.get("label") == "check" or r.get("label") == "inference":
        continue
    if "error" in r:
        print(f"| {r['label']} | failed: {r['error'].strip().splitlines()[-1] if r['error'].strip() else '?'} | | | | | | | |")
        continue
    peak = max(r.get("peak_device_bytes", 0), 0) or r.get("peak_step_cpu_allocated_bytes", 0) or r.get("peak_resident_bytes", 0)
    print(f"| {r['label']} | {r['implementation']} | {r['precision']} | {'yes' if r.get('channels_last') else 'no'} | "
          f"{1000 / r['median_step_ms']:.2f} | {r['samples_per_s']:.2f} | {r['mvoxels_per_s']:.2f} | {peak / 2**20:.0f} | "
          f"{100 * r.get('data_wait_share', 0):.1f} % |")
for r in rows:
    if r.get("label") == "inference":
        if "error" in r:
            print(f"\ninference failed: {r['error']}")
        else:
            print(f"\nsliding-window inference {'x'.join(map(str, r['volume_xyz']))}, overlap {r['overlap']}, "
                  f"{r['precision']}: {r['mvoxels_per_s']:.2f} Mvoxel/s ({r['seconds']:.2f} s)")
checks = [r for r in rows if r.get("label") == "check"]
print("\n| check | precision | result | detail |")
print("|---|---|---|---|")
for c in checks:
    detail = (f"loss error {c['loss_relative_error']:.2e} (max {c['loss_tolerance']}), gradient cosine {c['gradient_cosine']:.4f}"
              if c["check"] == "precision" else f"scale 1024 -> {c['scale_after_overflow']} -> {c['scale_after_growth_interval']}")
    print(f"| {c['check']} | {c.get('precision', '')} | {'pass' if c['pass'] else 'FAIL'} | {detail} |")
PY
exit $(( checks != 0 ))
