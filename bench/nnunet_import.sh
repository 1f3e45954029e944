#!/bin/bash
# A pretrained nnU-Net 3d_fullres model on a 512x512x300 CT (0.78 x 0.78 x
# 1.5 mm) on this CPU: `segstudio-cli predict --model RESULTS_FOLDER` against
# a PyTorch eager pipeline of the same network in the same run
# (tests/app/nnunet_networks.py's sliding window and
# tests/support/nnunet_reference.py's preprocessing, Debian's PyTorch), fp32
# and bf16 (torch.autocast on the CPU). The network: nnU-Net's default plain
# U-Net for CT at TotalSegmentator's 3 mm spacing (features 32-320, six
# stages, patch 112x128x128 as z, y, x), random weights (time does not
# depend on them), no test-time mirroring, one fold.
# Prints a row per precision and writes bench/results/nnunet_import.json
# after each (the eager bf16 row takes over 25 minutes on a 2-core CPU).
# EAGER_WINDOWS=K times only K of the eager side's windows after its
# preprocessing and one warm-up window, and counts every window at their
# mean: a lower bound on the eager time (the warm-up, blending and mapping
# back are not counted), marked as such.
# usage: [PRECISIONS="fp32 bf16"] [EAGER_WINDOWS=K] bench/nnunet_import.sh [build/bin/segstudio-cli] [work folder]
set -euo pipefail
CLI=${1:-build/bin/segstudio-cli}
WORK=${2:-/tmp/segstudio-nnunet-bench}
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rm -rf "$WORK"
mkdir -p "$WORK" bench/results
/usr/bin/python3 - "$CLI" "$WORK" "$ROOT" ${PRECISIONS:-fp32 bf16} <<'PY'
import itertools, json, os, subprocess, sys, time
cli, work, root = sys.argv[1:4]
precisions = sys.argv[4:]
sys.path[:0] = [os.path.join(root, "tests", "app"), os.path.join(root, "tests", "support")]
import numpy as np, nibabel as nib, torch
import nnunet_networks as nets
import nnunet_fixtures as fixtures
from nnunet_reference import preprocess, resample

torch.set_num_threads(os.cpu_count())
kw = {"n_stages": 6, "features_per_stage": [32, 64, 128, 256, 320, 320], "kernel_sizes": [[3, 3, 3]] * 6,
      "strides": [[1, 1, 1]] + [[2, 2, 2]] * 4 + [[1, 2, 2]], "n_conv_per_stage": [2] * 6,
      "n_conv_per_stage_decoder": [2] * 5, "conv_bias": True}
config = {"patch_size": [112, 128, 128], "spacing": [3.0, 3.0, 3.0]}
folder, _, networks = fixtures.write_results(work, "Dataset297_Bench", 3, False, "CTNormalization",
                                             mirror=None, arch=kw, patch=config["patch_size"], spacing=config["spacing"],
                                             labels={"background": 0, **{f"structure {i}": i for i in range(1, 25)}})
rng = np.random.default_rng(3)
shape, spacing = (300, 512, 512), (1.5, 0.78, 0.78)
zyx = rng.normal(40, 300, shape).astype(np.float32)
scan = os.path.join(work, "ct.nii.gz")
nib.save(nib.Nifti1Image(np.transpose(zyx, (2, 1, 0)), np.diag([-0.78, -0.78, 1.5, 1])), scan)
rows = []
for precision in precisions:
    start = time.time()
    subprocess.run([cli, "predict", "--model", folder, "--input", scan, "--output", os.path.join(work, f"labels_{precision}.nii.gz"),
                    "--precision", precision, "--no-tta"], check=True, capture_output=True)
    ours = time.time() - start
    start = time.time()
    sampled = int(os.environ.get("EAGER_WINDOWS", "0"))
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=precision == "bf16"):
        image, box = preprocess(zyx, spacing, config["spacing"], "CTNormalization", fixtures.FOREGROUND["0"])
        if sampled:
            padded = torch.from_numpy(image)[None]  # (C, Z, Y, X); axes shorter than the patch padded as sliding_window_logits does
            short = [max(0, p - s) for p, s in zip(config["patch_size"], padded.shape[1:])]
            padded = torch.nn.functional.pad(padded, [v for m in reversed(short) for v in (m // 2, m - m // 2)])
            corners = list(itertools.product(*[nets.steps(s, p) for s, p in zip(padded.shape[1:], config["patch_size"])]))
            prepared = time.time() - start
            networks[0].eval()
            with torch.no_grad():
                networks[0](padded[(slice(None),) + tuple(slice(0, p) for p in config["patch_size"])][None])  # warm-up, not counted
                window_start = time.time()
                for corner in corners[:sampled]:
                    x = padded[(slice(None),) + tuple(slice(c, c + p) for c, p in zip(corner, config["patch_size"]))]
                    networks[0](x[None])
                per_window = (time.time() - window_start) / min(sampled, len(corners))
            eager = prepared + per_window * len(corners)
            rows.append({"precision": precision, "segstudio_s": round(ours, 1), "pytorch_eager_s_at_least": round(eager, 1),
                         "eager_windows_timed": min(sampled, len(corners)), "eager_windows": len(corners),
                         "eager_seconds_per_window": round(per_window, 1), "speedup_at_least": round(eager / ours, 2)})
            print(f"{precision}: segstudio-cli predict {ours:.1f} s, PyTorch eager at least {eager:.1f} s "
                  f"({len(corners)} windows at {per_window:.1f} s, {min(sampled, len(corners))} timed), "
                  f"{eager / ours:.2f}x at least", flush=True)
            json.dump({"scan": "512x512x300 CT, 0.78x0.78x1.5 mm", "threads": os.cpu_count(), "rows": rows},
                      open(os.path.join(root, "bench", "results", "nnunet_import.json"), "w"), indent=1)
            continue
        logits = nets.sliding_window_logits(networks[0], torch.from_numpy(image)[None], config["patch_size"], ()).float().numpy()
        back = np.stack([resample(c, zyx[box].shape, config["spacing"], spacing, order=1) for c in logits])
        labels = back.argmax(0)
    eager = time.time() - start
    rows.append({"precision": precision, "segstudio_s": round(ours, 1), "pytorch_eager_s": round(eager, 1),
                 "speedup": round(eager / ours, 2)})
    print(f"{precision}: segstudio-cli predict {ours:.1f} s, PyTorch eager {eager:.1f} s, {eager / ours:.2f}x", flush=True)
    json.dump({"scan": "512x512x300 CT, 0.78x0.78x1.5 mm", "model": "nnU-Net 3d_fullres plain U-Net, 3 mm, patch 112x128x128 (z, y, x)",
               "threads": os.cpu_count(), "rows": rows}, open(os.path.join(root, "bench", "results", "nnunet_import.json"), "w"), indent=1)
PY
