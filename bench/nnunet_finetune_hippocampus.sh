#!/bin/bash
# Fine-tuning an imported nnU-Net model against training from scratch, in
# the same minutes, on the bundled hippocampus sample (issue 70, item 5).
#
# 1. The "imported model": an nnU-Net v2 results folder trained here with
#    Debian's PyTorch, outside SegStudio, on IMPORT_CASES hippocampus cases
#    (none of the sample's four, none of the held-out ones) for
#    IMPORT_MINUTES: tests/app/nnunet_networks.py's PlainConvUNet (4 stages,
#    16-128 features), nnU-Net's crop to non-zero and ZScoreNormalization,
#    patch 40x56x40 (z, y, x), random flips, cross-entropy + soft Dice,
#    AdamW. Written in nnU-Net's schema (plans.json, dataset.json,
#    fold_0/checkpoint_final.pth) by tests/app/nnunet_fixtures.py.
# 2. On the sample (resources/sample/hippocampus, 4 cases), MINUTES each:
#    `segstudio-cli train --init-from RESULTS_FOLDER` and `train` from scratch.
# 3. Each of the imported, fine-tuned and scratch models predicts the
#    HELDOUT last cases of the dataset (default settings); Dice per structure
#    is computed here with numpy, apart from SegStudio.
# Prints a table and writes bench/results/nnunet_finetune_hippocampus.json.
# usage: [IMPORT_MINUTES=10 IMPORT_CASES=60 MINUTES=5 HELDOUT=30] \
#        bench/nnunet_finetune_hippocampus.sh [build/bin/segstudio-cli] [hippocampus folder] [work folder]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLI=$(realpath "${1:-build/bin/segstudio-cli}")
DATA=$(realpath "${2:-$ROOT/../shared/data/hippocampus}")
WORK=${3:-/tmp/segstudio-nnunet-finetune}
SAMPLE="$ROOT/resources/sample/hippocampus"
rm -rf "$WORK"
mkdir -p "$WORK" "$ROOT/bench/results"

/usr/bin/python3 - "$DATA" "$SAMPLE" "$WORK" "$ROOT" "${IMPORT_MINUTES:-10}" "${IMPORT_CASES:-60}" "${HELDOUT:-30}" <<'PY'
"""Trains the imported model and writes it as an nnU-Net results folder; lists the held-out cases."""
import json, os, sys, time
data, sample, work, root = sys.argv[1:5]
minutes, count, heldout = float(sys.argv[5]), int(sys.argv[6]), int(sys.argv[7])
sys.path[:0] = [os.path.join(root, "tests", "app")]
import numpy as np, nibabel as nib, torch
import nnunet_networks as nets
import nnunet_fixtures as fixtures

torch.set_num_threads(os.cpu_count())
torch.manual_seed(0)
rng = np.random.default_rng(0)
cases = sorted(f[:-len(".nii.gz")] for f in os.listdir(os.path.join(data, "imagesTr")) if f.endswith(".nii.gz"))
bundled = {f[:-len(".nii.gz")] for f in os.listdir(os.path.join(sample, "imagesTr"))}
rest = [c for c in cases if c not in bundled]
held, train = rest[-heldout:], rest[:count]
assert not set(held) & set(train)
os.makedirs(os.path.join(work, "heldout", "imagesTr"))
for c in held:
    os.symlink(os.path.join(data, "imagesTr", c + ".nii.gz"), os.path.join(work, "heldout", "imagesTr", c + ".nii.gz"))
json.dump({"heldout": held, "import_training": train}, open(os.path.join(work, "cases.json"), "w"), indent=1)


def load(case):
    """nnU-Net's arrays (z, y, x): cropped to the non-zero box, z-scored (ZScoreNormalization, no mask)."""
    image = np.transpose(nib.load(os.path.join(data, "imagesTr", case + ".nii.gz")).get_fdata(dtype=np.float32), (2, 1, 0))
    seg = np.transpose(np.asarray(nib.load(os.path.join(data, "labelsTr", case + ".nii.gz")).dataobj), (2, 1, 0)).astype(np.int64)
    box = tuple(slice(a.min(), a.max() + 1) for a in np.nonzero(image != 0))
    image, seg = image[box], seg[box]
    return (image - image.mean()) / max(image.std(), 1e-8), seg


patch = [40, 56, 40]
kw = fixtures.arch_kwargs(3, False)
kw.update({"n_stages": 4, "features_per_stage": [16, 32, 64, 128], "kernel_sizes": [[3, 3, 3]] * 4,
           "strides": [[1, 1, 1], [2, 2, 2], [2, 2, 2], [2, 2, 2]], "n_conv_per_stage": [2] * 4,
           "n_conv_per_stage_decoder": [2] * 3})
labels = {"background": 0, "Anterior": 1, "Posterior": 2}
folder, _, _ = fixtures.write_results(work, "Dataset904_Hippocampus", 3, False, "ZScoreNormalization",
                                      labels=labels, arch=kw, patch=patch, spacing=[1.0, 1.0, 1.0])
volumes = [load(c) for c in train]


def crop(image, seg):
    """A patch (padded with zeros where the case is smaller), a third of them centred on a foreground voxel."""
    pad = [(0, max(0, p - s)) for p, s in zip(patch, image.shape)]
    image, seg = np.pad(image, pad), np.pad(seg, pad)
    if rng.random() < 1 / 3:
        centre = np.argwhere(seg > 0)[rng.integers(len(np.argwhere(seg > 0)))]
        lo = [int(np.clip(c - p // 2, 0, s - p)) for c, p, s in zip(centre, patch, image.shape)]
    else:
        lo = [int(rng.integers(0, s - p + 1)) for p, s in zip(patch, image.shape)]
    box = tuple(slice(a, a + p) for a, p in zip(lo, patch))
    image, seg = image[box], seg[box]
    for axis in range(3):
        if rng.random() < 0.5:
            image, seg = np.flip(image, axis), np.flip(seg, axis)
    return np.ascontiguousarray(image), np.ascontiguousarray(seg)


network = nets.UNet(3, 1, 3, kw, False)
optimizer = torch.optim.AdamW(network.parameters(), 1e-3, weight_decay=1e-4)
start, steps = time.time(), 0
while time.time() - start < minutes * 60:
    batch = [crop(*volumes[rng.integers(len(volumes))]) for _ in range(2)]
    x = torch.from_numpy(np.stack([b[0] for b in batch]))[:, None]
    y = torch.from_numpy(np.stack([b[1] for b in batch]))
    logits = network(x)
    probabilities = logits.softmax(1)
    onehot = torch.nn.functional.one_hot(y, 3).permute(0, 4, 1, 2, 3).float()
    inter = (probabilities * onehot).sum((0, 2, 3, 4))[1:]
    dice = (2 * inter + 1e-5) / (probabilities.sum((0, 2, 3, 4))[1:] + onehot.sum((0, 2, 3, 4))[1:] + 1e-5)
    loss = torch.nn.functional.cross_entropy(logits, y) + 1 - dice.mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    steps += 1
    if steps % 100 == 0:
        print(f"import training: step {steps}, loss {loss.item():.3f}, {time.time() - start:.0f} s", flush=True)
# The trained weights into nnU-Net's checkpoint dict, and the MRI channel's name.
path = os.path.join(folder, "fold_0", "checkpoint_final.pth")
checkpoint = torch.load(path, weights_only=False) if "weights_only" in torch.load.__code__.co_varnames else torch.load(path)
checkpoint["network_weights"] = network.state_dict()
checkpoint["init_args"]["dataset_json"]["channel_names"] = {"0": "MRI"}
torch.save(checkpoint, path)
dataset = json.load(open(os.path.join(folder, "dataset.json")))
dataset["channel_names"] = {"0": "MRI"}
json.dump(dataset, open(os.path.join(folder, "dataset.json"), "w"), indent=2)
json.dump({"folder": folder, "steps": steps, "seconds": round(time.time() - start), "cases": len(train)},
          open(os.path.join(work, "imported.json"), "w"))
print(f"imported model: {steps} steps on {len(train)} cases in {time.time() - start:.0f} s: {folder}")
PY

IMPORTED=$(/usr/bin/python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['folder'])" "$WORK/imported.json")
MINUTES=${MINUTES:-5}
"$CLI" train "$SAMPLE" --init-from "$IMPORTED" --max-minutes "$MINUTES" --cache "$WORK/cache-ft" --out "$WORK/finetuned" > "$WORK/finetuned.log" 2>&1
"$CLI" train "$SAMPLE" --max-minutes "$MINUTES" --cache "$WORK/cache-scratch" --out "$WORK/scratch" > "$WORK/scratch.log" 2>&1
for MODEL in imported finetuned scratch; do
  case $MODEL in imported) FOLDER=$IMPORTED ;; *) FOLDER=$WORK/$MODEL ;; esac
  "$CLI" predict --model "$FOLDER" --input "$WORK/heldout/imagesTr" --output "$WORK/predicted-$MODEL" > "$WORK/predict-$MODEL.log" 2>&1
done

/usr/bin/python3 - "$DATA" "$WORK" "$ROOT" "$MINUTES" <<'PY'
"""Dice per structure on the held-out cases, numpy only."""
import json, os, sys
import numpy as np, nibabel as nib
data, work, root, minutes = sys.argv[1:5]
held = json.load(open(os.path.join(work, "cases.json")))["heldout"]
imported = json.load(open(os.path.join(work, "imported.json")))


def dice(a, b):
    return 1.0 if a.sum() + b.sum() == 0 else 2.0 * np.logical_and(a, b).sum() / (a.sum() + b.sum())


rows = []
for model in ["imported", "finetuned", "scratch"]:
    scores = {1: [], 2: []}
    for case in held:
        truth = np.asarray(nib.load(os.path.join(data, "labelsTr", case + ".nii.gz")).dataobj)
        predicted = np.asarray(nib.load(os.path.join(work, f"predicted-{model}", case + ".nii.gz")).dataobj)
        assert truth.shape == predicted.shape, case
        for label in scores:
            scores[label].append(dice(truth == label, predicted == label))
    rows.append({"model": model, "anterior": round(float(np.mean(scores[1])), 4),
                 "posterior": round(float(np.mean(scores[2])), 4), "cases": len(held)})
    print(f"{model:10s} anterior {np.mean(scores[1]):.4f}  posterior {np.mean(scores[2]):.4f}  ({len(held)} held-out cases)")
json.dump({"imported_training": imported, "minutes_each": float(minutes), "sample": "resources/sample/hippocampus (4 cases)",
           "rows": rows}, open(os.path.join(root, "bench", "results", "nnunet_finetune_hippocampus.json"), "w"), indent=1)
PY
