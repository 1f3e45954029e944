#!/usr/bin/env bash
# One call on the GPU machine (../shared/docs/GPU.md, issue 16): configures the
# engine-only build against the LibTorch of the Python wheel, builds it with
# every core, runs the correctness checks (segstudio-gpu-check: bf16/fp16/tf32
# against fp32, fp16 loss scaling), then the benchmarks side by side with
# PyTorch (eager, and torch.compile on CUDA with PyTorch 2), and prints a
# Markdown table last. Writes bench/results/gpu.jsonl, and copies it and the
# logs to $OUT when that is set (the device tool's folder that comes back).
#   bench/gpu/run.sh [--device cuda|cpu] [--build DIR] [--cache DIR | --cache-archive FILE]
#                    [--budget SECONDS] [--headers DIR]
# --device cpu: the dry run of this script on a development machine, tiny
#   sizes, Debian's LibTorch and python3-torch (CI runs it with --build).
# --build DIR: use the programs already built in DIR (no configure/build).
# --cache DIR: also time the real loader on this preprocessed cache, and
#   train bench/configs/hippocampus_300steps.json on it (the hippocampus
#   cache): its final Dice must be within 0.02 of the CPU run's at the same
#   step count (bench/records/hippocampus_300steps_cpu_metrics.jsonl). With
#   --device cpu the run is one short epoch (batch 2, a smaller patch), to test this script.
# --cache-archive FILE: the same, from a .tar.xz of a cache folder (the GPU
#   machine gets the hippocampus cache this way: 13 MiB instead of 86).
# --headers DIR: nlohmann/json and CLI11 for the build, where the machine has
#   no Debian packages (default bench/gpu/data/include, which prepare.sh fills).
# --budget SECONDS: the whole call, build included, ends within this (default
#   540, under the device tool's 600 s a command): the work runs most
#   important first (checks; the 128^3 bf16 step against eager and
#   torch.compile; inference; the data wait and the training run on the cache;
#   then the other variants), each command gets at most what is left, and what
#   no longer fits is listed as skipped. The table always comes.
# Exit status: 1 when a correctness check failed (the benchmarks still run).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DEVICE=cuda
BUILD=""
CACHE=""
ARCHIVE=""
BUDGET=540
HEADERS="$ROOT/bench/gpu/data/include"
START=$(date +%s)
while [ $# -gt 0 ]; do
  case "$1" in
    --device) DEVICE="$2"; shift 2 ;;
    --build) BUILD="$2"; shift 2 ;;
    --cache) CACHE="$2"; shift 2 ;;
    --cache-archive) ARCHIVE="$2"; shift 2 ;;
    --budget) BUDGET="$2"; shift 2 ;;
    --headers) HEADERS="$2"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done
RESULTS_DIR="$ROOT/bench/results"
mkdir -p "$RESULTS_DIR"
WORK="$(mktemp -d)"
# On exit, whatever happened: the results and logs into the device tool's $OUT.
trap 'if [ -n "${OUT:-}" ] && [ -d "${OUT:-}" ]; then cp "$RESULTS_DIR/gpu.jsonl" "$WORK"/*.log "$OUT"/ 2>/dev/null || true; fi; rm -rf "$WORK"' EXIT
if [ -n "$ARCHIVE" ]; then
  tar -C "$WORK" -xJf "$ARCHIVE"
  CACHE="$(dirname "$(find "$WORK" -name cache.json -print -quit)")"
fi
PY=python3
"$PY" -c "import torch" 2>/dev/null || PY=/usr/bin/python3   # Debian's python3-torch on a development machine
echo "== $(date -u +%F) device $DEVICE, PyTorch $("$PY" -c 'import torch;print(torch.__version__)')"
if [ "$DEVICE" != cpu ] && command -v nvidia-smi >/dev/null; then
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
fi

# ---- build -------------------------------------------------------------
if [ -z "$BUILD" ]; then
  # CMake's FindCUDAToolkit looks for nvcc on the PATH first.
  [ -x /usr/local/cuda/bin/nvcc ] && export PATH="/usr/local/cuda/bin:$PATH"
  BUILD="$ROOT/build-gpu"
  prefix="$("$PY" -c 'import torch;print(torch.utils.cmake_prefix_path)')"
  extra=()
  [ -f "$prefix/Torch/TorchConfig.cmake" ] && extra+=("-DCMAKE_PREFIX_PATH=$prefix")
  [ -d "$HEADERS" ] && extra+=("-DCMAKE_INCLUDE_PATH=$(cd "$HEADERS" && pwd)")
  # Without unity groups: 16 cores build one source a core, and the CUDA-only
  # sources are never grouped with others where no CUDA build checks them.
  cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DSEGSTUDIO_ENGINE_ONLY=ON -DSEGSTUDIO_UNITY=OFF \
    -DSEGSTUDIO_BUILD_TESTS=OFF "${extra[@]}" > "$WORK/configure.log" || { cat "$WORK/configure.log"; exit 2; }
  cmake --build "$BUILD" -j "$(nproc)" --target segstudio-cli segstudio-sandbox segstudio-bench-train segstudio-bench-infer \
    segstudio-gpu-check -- -k 0 > "$WORK/build.log" || { grep -B2 -A12 "error:" "$WORK/build.log" | head -150; exit 2; }
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
  # fp32 last, so first: a CPU without native bf16 runs bf16 many times slower.
  TRAIN_CONFIGS=(tiny); PRECISIONS=(bf16 fp32); STEPS=3; WARMUP=1; VOLUME=(64 64 32); CHECK=tiny; GRAPHS=no
  RUN_OPTIONS=(--epochs 1 --batch-size 2 --patch 24 32 24)  # one short epoch: it tests the script
else
  TRAIN_CONFIGS=(nnunet128 hippocampus); PRECISIONS=(fp32 tf32 fp16 bf16); STEPS=20; WARMUP=5; VOLUME=(512 512 300)
  CHECK=hippocampus; GRAPHS=yes; RUN_OPTIONS=()
fi
RESULTS="$RESULTS_DIR/gpu.jsonl"
: > "$RESULTS"
left() { echo $(( START + BUDGET - $(date +%s) )); }
# record LABEL COMMAND...: runs the command (at most the budget left) and
# appends its JSON lines, labelled; an error or a skip becomes a row too.
record() {
  local label="$1"; shift
  local seconds; seconds=$(left)
  local what="$*"
  what="${what//$WORK\//}"; what="${what//$BIN\//}"; what="${what//$ROOT\//}"
  if [ "$seconds" -lt 20 ]; then
    "$PY" -c 'import json,sys;print(json.dumps({"label": sys.argv[1], "skipped": sys.argv[2]}))' "$label" "$what" >> "$RESULTS"
    return
  fi
  local rc=0
  timeout "$seconds" "$@" > "$WORK/run.out" 2> "$WORK/run.err" || rc=$?
  if [ "$rc" -eq 0 ]; then
    grep '^{' "$WORK/run.out" | "$PY" -c "import json,sys
for l in sys.stdin: d=json.loads(l); d['label']='$label'; print(json.dumps(d))" >> "$RESULTS"
  elif [ "$rc" -eq 124 ]; then
    "$PY" -c 'import json,sys;print(json.dumps({"label": sys.argv[1], "skipped": sys.argv[2] + " (stopped when the budget ran out)"}))' \
      "$label" "$what" >> "$RESULTS"
  else
    "$PY" -c 'import json,sys;print(json.dumps({"label": sys.argv[1], "error": sys.argv[2] + ": " + sys.stdin.read()[-300:]}))' \
      "$label" "$what" < "$WORK/run.err" >> "$RESULTS"
  fi
}

# ---- correctness --------------------------------------------------------
checks=0
timeout "$(left)" "$BIN/segstudio-gpu-check" --config "$WORK/$CHECK.json" --device "$DEVICE" \
  | tee "$WORK/checks.jsonl" || checks=$?
sed 's/^{/{"label": "check", /' "$WORK/checks.jsonl" >> "$RESULTS"

# ---- benchmarks, most important first -----------------------------------
BEST="${PRECISIONS[-1]}"   # bf16 on a GPU
MAIN="${TRAIN_CONFIGS[0]}" # nnU-Net's network at 128^3 on a GPU
train_cpp() {  # CONFIG LABEL [options]: SegStudio's training step
  local config="$1" label="$2"; shift 2
  record "$label" "$BIN/segstudio-bench-train" --config "$WORK/$config.json" --device "$DEVICE" \
    --steps "$STEPS" --warmup "$WARMUP" "$@"
}
train_python() {  # CONFIG [options]: the same network and batch in PyTorch
  local config="$1"; shift
  record "$config" "$PY" "$ROOT/bench/python/train_step.py" --config "$WORK/$config.json" --device "$DEVICE" \
    --steps "$STEPS" --warmup "$WARMUP" "$@"
}
infer() {  # CONFIG [options]: sliding-window inference on the phantom volume
  local config="$1"; shift
  record "inference, $config" "$BIN/segstudio-bench-infer" --config "$WORK/$config.json" --device "$DEVICE" \
    --precision "$BEST" --size "${VOLUME[@]}" --overlap 0.5 --repeats 3 "$@"
}
headline() {  # CONFIG: the best precision against PyTorch eager and torch.compile
  train_cpp "$1" "$1" --precision "$BEST"
  train_python "$1" --precision "$BEST"
  if [ "$DEVICE" != cpu ] && "$PY" -c "import torch,sys;sys.exit(0 if int(torch.__version__.split('.')[0])>=2 else 1)"; then
    train_python "$1" --precision "$BEST" --compile
  fi
}
variants() {  # CONFIG: CUDA graphs, layouts, checkpointing, the other precisions
  if [ "$GRAPHS" = yes ]; then  # CUDA graphs: refused on the CPU
    train_cpp "$1" "$1" --precision "$BEST" --cuda-graphs
    train_cpp "$1" "$1" --precision "$BEST" --cuda-graphs --channels-last
  fi
  train_cpp "$1" "$1" --precision "$BEST" --channels-last
  train_cpp "$1" "$1, checkpointing" --precision "$BEST" --activation-checkpointing
  for precision in "${PRECISIONS[@]}"; do
    [ "$precision" = "$BEST" ] || train_cpp "$1" "$1" --precision "$precision"
  done
  train_python "$1" --precision fp32
}

headline "$MAIN"
infer "$MAIN"
[ "$GRAPHS" = yes ] && infer "$MAIN" --cuda-graphs
if [ -n "$CACHE" ]; then
  # The real loader on the cache (data wait), then a short training run on it
  # against the CPU's Dice at the same step count.
  train_cpp "${TRAIN_CONFIGS[-1]}" "cache" --cache "$CACHE" --precision "$BEST"
  if [ "$(left)" -lt 60 ]; then
    echo '{"label": "training run", "skipped": "segstudio-cli train (time budget)"}' >> "$RESULTS"
  else
    rc=0
    timeout "$(left)" "$BIN/segstudio-cli" train "$CACHE" --config "$ROOT/bench/configs/hippocampus_300steps.json" \
      --device "$DEVICE" --precision "$BEST" "${RUN_OPTIONS[@]}" --out "$WORK/run" > "$WORK/run.log" 2>&1 || rc=$?
    [ "$rc" -eq 0 ] || tail -20 "$WORK/run.log"
    "$PY" - "$WORK/run/metrics.jsonl" "$ROOT/bench/records/hippocampus_300steps_cpu_metrics.jsonl" "$DEVICE" \
      "$BEST" "$rc" >> "$RESULTS" <<'PY'
import json, os, sys
metrics, reference_metrics, device, precision, rc = sys.argv[1:6]
def validations(path):  # step count -> mean Dice of the validation after it
    rows = [json.loads(l) for l in open(path)] if os.path.exists(path) else []
    steps = {r["epoch"]: r["step"] + 1 for r in rows if r.get("type") == "step"}
    return {steps[r["epoch"]]: r["mean_dice"] for r in rows if r.get("type") == "validation" and r["epoch"] in steps}
row = {"label": "check", "check": "training_run", "device": device, "precision": precision, "pass": False}
ours, cpu = validations(metrics), validations(reference_metrics)
if rc != "0":
    row["reason"] = ("stopped by the time budget" if rc == "124" else f"segstudio-cli train ended with exit status {rc}") + " (run.log)"
elif not ours:
    row["reason"] = "the run wrote no validation to metrics.jsonl (run.log)"
else:
    step = max(ours)
    reference = cpu.get(step)
    passed = reference is not None and ours[step] >= reference - 0.02
    row.update({"steps": step, "mean_dice": ours[step], "cpu_mean_dice": reference, "tolerance": 0.02,
                "pass": passed if device != "cpu" else reference is None or passed})  # the dry run trains one epoch
print(json.dumps(row))
PY
  fi
fi
variants "$MAIN"
for config in "${TRAIN_CONFIGS[@]:1}"; do  # the hippocampus plan on a GPU
  headline "$config"
  variants "$config"
  infer "$config"
done

# ---- the table, last (its exit status: 1 when a check failed) -------------
"$PY" - "$RESULTS" <<'PY' || checks=1
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1])]
print("\npeak: device memory on a GPU; on the CPU, what one step allocates (SegStudio) or process RSS (PyTorch)\n")
print("| run | implementation | precision | channels-last | CUDA graphs | steps/s | samples/s | Mvoxel/s | peak MiB | data wait |")
print("|---|---|---|---|---|---:|---:|---:|---:|---:|")
def inference(r):
    return r.get("label", "").startswith("inference")
for r in rows:
    if r.get("label") == "check" or inference(r):
        continue
    if "error" in r or "skipped" in r:
        why = f"failed: {r['error'].strip().splitlines()[-1]}" if "error" in r else f"skipped (time budget): {r['skipped']}"
        print(f"| {r['label']} | {why} | | | | | | | | |")
        continue
    peak = max(r.get("peak_device_bytes", 0), 0) or r.get("peak_step_cpu_allocated_bytes", 0) or r.get("peak_resident_bytes", 0)
    print(f"| {r['label']} | {r['implementation']} | {r['precision']} | {'yes' if r.get('channels_last') else 'no'} | {'yes' if r.get('cuda_graphs') else 'no'} | "
          f"{1000 / r['median_step_ms']:.2f} | {r['samples_per_s']:.2f} | {r['mvoxels_per_s']:.2f} | {peak / 2**20:.0f} | "
          f"{100 * r.get('data_wait_share', 0):.1f} % |")
print()
for r in rows:
    if not inference(r):
        continue
    if "error" in r or "skipped" in r:
        print(f"{r['label']}: {'failed: ' + r['error'] if 'error' in r else 'skipped (time budget)'}")
        continue
    print(f"{r['label']}: sliding window {'x'.join(map(str, r['volume_xyz']))}, overlap {r['overlap']}, "
          f"{r['precision']}{', CUDA graphs' if r.get('cuda_graphs') else ''}: "
          f"{r['mvoxels_per_s']:.2f} Mvoxel/s ({r['seconds']:.2f} s)")
checks = [r for r in rows if r.get("label") == "check"]
print("\n| check | precision | result | detail |")
print("|---|---|---|---|")
for c in checks:
    if c["check"] == "precision":
        detail = (f"loss error {c['loss_relative_error']:.2e} (max {c['loss_tolerance']}), "
              f"gradient cosine {c['gradient_cosine']:.4f} (min {c['cosine_minimum']})")
    elif c["check"] == "cuda_graph_training":
        detail = (f"{'replayed graph' if c['recorded'] else 'static step, not recorded (CPU)'} vs eager, 6 steps: "
                  f"loss error {c['loss_relative_error']:.2e} (max {c['tolerance']}), weights after one step "
                  f"{c['first_step_weight_relative_error']:.2e} (max {c['first_step_tolerance']}), after six "
                  f"{c['weight_relative_error']:.2e} ({'max ' + str(c['tolerance']) if c['six_steps_judged'] else 'not judged in fp32'})")
    elif c["check"] == "training_run" and "reason" in c:
        detail = c["reason"]
    elif c["check"] == "training_run":
        detail = (f"hippocampus, {c['steps']} steps: mean Dice {c['mean_dice']:.4f}, CPU run at that step "
                  f"{'none recorded' if c['cpu_mean_dice'] is None else format(c['cpu_mean_dice'], '.4f')} (max 0.02 below)")
    elif c["check"] == "cuda_graph_inference":
        detail = f"sliding window with vs without graph: max probability difference {c['max_probability_difference']:.2e}"
    elif c["check"] == "sandboxed_module":
        detail = (f"TorchScript convolution in the model sandbox vs in process: max difference "
                  f"{c['max_difference']:.2e} (max {c['tolerance']})" + (f"; error: {c['error']}" if c["error"] else "") +
                  f"; 4 GiB of host memory under a 1 GiB limit: "
                  f"{'refused' if c.get('host_memory_capped') else 'NOT refused'} ({c.get('host_memory_outcome', '')[-120:].strip()})")
    else:
        detail = f"scale 1024 -> {c['scale_after_overflow']} -> {c['scale_after_growth_interval']}"
    print(f"| {c['check']} | {c.get('precision', '')} | {'pass' if c['pass'] else 'FAIL'} | {detail} |")
sys.exit(0 if all(c["pass"] for c in checks) else 1)
PY
echo "== $(( $(date +%s) - START )) s of the $BUDGET s budget"
exit $(( checks != 0 ))
